import { connection } from 'next/server';

/**
 * The layout of the nonce pages (lib/security-headers.ts): they render whole at request time, because a prerendered
 * shell's inline scripts could not carry the request's CSP nonce. Waiting for `connection()` outside any Suspense
 * leaves them no static part; their route also says `instant = false`, which lets it wait for its data instead of
 * streaming it into a shell (docs/decisions/0087-cache-components.md).
 */
export async function PerRequestPages({ children }: { children: React.ReactNode }) {
  await connection();
  return children;
}
