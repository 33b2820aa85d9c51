import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet: argon2id with 19 MiB of memory, 2 iterations, 1 degree of parallelism.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed check, not a server error.
    return false;
  }
}

// Made once per process with the parameters of every stored hash, so that checking it costs what a real check does.
let standIn: Promise<string> | undefined;

/**
 * A password checked against an account that has no password (none with this e-mail, or a Google-only one): always
 * false, after verifying it against a stand-in hash, so that the answer takes as long as for a real account and
 * its timing does not tell who has one (docs/identity.md).
 */
export async function verifyWithoutPassword(password: string): Promise<false> {
  standIn ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await standIn, password);
  return false;
}
