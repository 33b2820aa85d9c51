/**
 * Accounts for data-layer tests: one way to make each kind, stored in the test file's own database (test/database.ts)
 * and returned as the Caller the data layer is given, exactly as getCaller() would build it.
 */
import type { Caller } from '@/lib/auth/caller-type';
import { languageOf } from '@/lib/domain/i18n';
import { User, type Role } from '@/models/User';

export async function createCaller(email: string, role: Role = 'customer', name = email.split('@')[0]!): Promise<Caller> {
  const user = await User.create({ email, name, role });
  return { id: user._id.toString(), email: user.email, name: user.name ?? null, role: user.role, sessionVersion: user.sessionVersion ?? 0, language: languageOf(user) };
}
