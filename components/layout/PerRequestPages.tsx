import { connection } from 'next/server';
import { LanguageAlternates } from '@/components/i18n/LanguageAlternates';

/**
 * The layout of the nonce pages (lib/http/security-headers.ts), the sign-in pages and the account pages: they render
 * whole at request time, because a prerendered shell's inline scripts could not carry the request's CSP nonce.
 * Waiting for `connection()` outside any Suspense leaves them no static part; their route also says
 * `instant = false`, which lets it wait for its data instead of streaming it into a shell
 * (docs/decisions/0087-cache-components.md). Each page gives its components' words (components/i18n/words);
 * the cart's are every page's. Public pages name their addresses in both languages in their metadata; these pages,
 * which have none for search engines, name them through `LanguageAlternates`.
 */
export async function PerRequestPages({ children }: { children: React.ReactNode }) {
  await connection();
  return (
    <>
      <LanguageAlternates />
      {children}
    </>
  );
}
