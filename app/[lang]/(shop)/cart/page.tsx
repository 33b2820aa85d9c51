import { unlistedTitleFrom } from '@/lib/http/page-titles';
import { CartPage } from '@/components/cart/CartPage';
import { PageHeader } from '@/components/layout/PageHeader';
import { PerRequestPages } from '@/components/layout/PerRequestPages';
import { loginPathFrom } from '@/lib/auth/return-path';
import { pageTexts } from '@/lib/texts/page-texts';

export const generateMetadata = unlistedTitleFrom((texts) => texts.cartTexts.heading);

// The cart page leads to the checkout, so it is one of the nonce pages (lib/http/security-headers.ts): rendered whole per
// request, so that its scripts carry the request's nonce (components/layout/PerRequestPages.tsx). Its content is the
// browser's to read (components/cart/cart-store.ts): the page itself is the same for everyone.
export const instant = false;

export default async function CartRoute() {
  const { cartTexts } = await pageTexts();
  return (
    <PerRequestPages>
      <PageHeader title={cartTexts.heading} intro={cartTexts.intro} />
      <section className="mx-auto max-w-5xl px-4 py-10" aria-label={cartTexts.heading}>
        {/* An English path: the page's links put it in the page's language. */}
        <CartPage loginHref={loginPathFrom('/checkout')} />
      </section>
    </PerRequestPages>
  );
}
