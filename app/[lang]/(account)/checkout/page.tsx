import { unlistedTitleFrom } from '@/lib/http/page-titles';
import Link from '@/components/i18n/Link';
import { CheckoutForm } from '@/components/checkout/CheckoutForm';
import { isAdmin } from '@/lib/domain/access';
import { requireSignedIn } from '@/lib/auth/guards';
import { readCheckout } from '@/lib/data/checkout';
import { onlinePaymentOffered } from '@/lib/data/payments';
import { pageTexts } from '@/lib/texts/page-texts';
import { BuyingWords } from '@/components/i18n/words/buying';

export const generateMetadata = unlistedTitleFrom((texts) => texts.checkoutTexts.title);

/**
 * The checkout (docs/orders.md, "Checkout"): signed-in customers only. The cart's lines, where to deliver (the last
 * delivery details used to start from), the delivery charge as the district is chosen, and how to pay.
 */
export default async function CheckoutPage() {
  const caller = await requireSignedIn('/checkout');
  const { checkoutTexts } = await pageTexts();
  if (isAdmin(caller)) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="checkout-heading">
        <h1 id="checkout-heading" className="text-3xl font-bold">
          {checkoutTexts.title}
        </h1>
        <p role="note" className="alert alert-info mt-6" data-testid="admin-cannot-buy">
          {checkoutTexts.adminsDoNotBuy}
        </p>
      </section>
    );
  }
  const view = await readCheckout(caller);
  return (
    <BuyingWords>
      <section className="mx-auto max-w-5xl px-4 py-10" aria-labelledby="checkout-heading">
        <h1 id="checkout-heading" className="text-3xl font-bold">
          {checkoutTexts.title}
        </h1>
        {view.cart.lines.length === 0 ? (
          <p className="mt-6" data-testid="checkout-empty">
            {checkoutTexts.emptyCart}{' '}
            <Link className="link link-primary" href="/tools">
              {checkoutTexts.toTools}
            </Link>
          </p>
        ) : (
          <CheckoutForm
            lines={view.cart.lines.map(({ toolId, name, unitPrice, quantity, lineTotal }) => ({ toolId, name, unitPrice, quantity, lineTotal }))}
            subtotal={view.cart.subtotal}
            delivery={view.delivery}
            details={view.details}
            onlineOffered={onlinePaymentOffered()}
          />
        )}
      </section>
    </BuyingWords>
  );
}
