import { connection } from 'next/server';
import { AreaWords } from '@/components/i18n/AreaWords';
import type { WordArea } from '@/lib/texts/catalogue-type';

/**
 * The layout of the nonce pages (lib/http/security-headers.ts), the sign-in pages and the account pages: they render
 * whole at request time, because a prerendered shell's inline scripts could not carry the request's CSP nonce.
 * Waiting for `connection()` outside any Suspense leaves them no static part; their route also says
 * `instant = false`, which lets it wait for its data instead of streaming it into a shell
 * (docs/decisions/0087-cache-components.md). An area's pages bring their components' words (components/i18n/AreaWords.tsx);
 * the cart's are every page's.
 */
export async function PerRequestPages({ area, children }: { area?: WordArea; children: React.ReactNode }) {
  await connection();
  return area ? <AreaWords area={area}>{children}</AreaWords> : children;
}
