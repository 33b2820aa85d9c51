'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useLanguage, usePathIn, useTexts } from '@/components/i18n/LanguageProvider';
import { QuoteRequestForm } from '@/components/quotes/QuoteRequestForm';
import { quantityBox, stepQuantity, typedQuantity } from '@/components/shop/quantity-box';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { placeOrderAction } from '@/lib/actions/orders';
import { formatBDT } from '@/lib/domain/money';
import { translated } from '@/components/i18n/translated';
import { lazySchema } from '@/lib/validation/lazy';

const orderSchema = lazySchema(() => import('@/lib/validation/orders').then((module) => module.orderSchema));

export type PurchaseTool = { id: string; name: string; price: number; minimum: number; stock: number };
export type Buyer = { name: string; email: string; phone: string; address: string };

/**
 * The order form under a tool: name and e-mail from the account, quantity between the tool's minimum and its
 * stock (the purchase rule's message and a disabled Purchase button otherwise), phone and address.
 * The total shown is a preview; the server prices the order itself. A quantity above the stock (and at least the
 * minimum) also offers a quote request (docs/orders.md, "Quotes"). The quantity may be typed in either script's
 * digits; the schema's and the server's messages (English) are shown in the page's language.
 */
export function PurchaseForm({ tool, buyer, quantity: startAt = tool.minimum }: { tool: PurchaseTool; buyer: Buyer; quantity?: number }) {
  const router = useRouter();
  const { quantityRule, purchaseTexts, toasts } = useTexts();
  const language = useLanguage();
  const pathIn = usePathIn();
  const say = (message: string | undefined) => message && translated(message, language);
  const [leaving, setLeaving] = useState(false);
  const [quoting, setQuoting] = useState<number | null>(null);
  const form = useSchemaForm(orderSchema, {
    defaultValues: { toolId: tool.id, quantity: String(startAt), phone: buyer.phone, address: buyer.address },
  });
  const field = fieldsOf(form, 'order');
  const { isSubmitting } = form.formState;

  const quantityField = field('quantity');
  const quantity = typedQuantity(useWatch({ control: form.control, name: 'quantity' }));
  const quantityAllowed = quantity !== null && quantity >= tool.minimum && quantity <= tool.stock;
  const quantityError = quantityAllowed ? undefined : quantityRule(tool.minimum, tool.stock);
  const beyondStock = quantity !== null && quantity > tool.stock && quantity >= tool.minimum;
  const refusal = say(serverError(form));

  const purchase = form.handleSubmit(async (order) => {
    // The price this page shows: if it changed meanwhile, the order is refused with the new one (docs/orders.md).
    const answer = await placeOrderAction({ ...order, toolId: tool.id, expectedUnitPrice: tool.price });
    if (applyResult(form, answer, toasts.orderSaved)) {
      setLeaving(true);
      // My Order, with the new order's two ways to pay first (docs/payments.md).
      router.push(pathIn('/dashboard/myorder'));
      return;
    }
    // The stock went to other customers or the price changed meanwhile (409), or the minimum changed: show what is
    // true now.
    if (!answer.ok && (answer.status === 409 || answer.fields?.quantity)) router.refresh();
  });

  const phone = field('phone');
  const address = field('address');
  return (
    <>
      <form onSubmit={purchase} noValidate aria-labelledby="order-heading" className="mt-10 max-w-xl">
        <h2 id="order-heading" className="text-2xl font-bold">
          {purchaseTexts.heading}
        </h2>
        <TextField id="order-name" label={purchaseTexts.name} value={buyer.name} readOnly />
        <TextField id="order-email" label={purchaseTexts.email} type="email" value={buyer.email} readOnly />
        <TextField
          label={purchaseTexts.quantity}
          {...quantityBox(tool)}
          {...quantityField}
          onKeyDown={(event) => stepQuantity(event, tool)}
          error={quantityError ?? say(quantityField.error)}
        />
        {beyondStock ? (
          <div role="note" className="alert alert-info mt-3 flex flex-wrap" data-testid="quote-offer">
            <p>{purchaseTexts.beyondStock(tool.stock, quantity)}</p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setQuoting(quantity)}>
              {purchaseTexts.requestQuote}
            </button>
          </div>
        ) : null}
        <p className="mt-2 text-lg" data-testid="order-total">
          {purchaseTexts.total}{' '}
          <output htmlFor="order-quantity" aria-live="polite" className="font-semibold">
            {quantity === null ? '-' : formatBDT(quantity * tool.price, language)}
          </output>
        </p>
        <TextField label={purchaseTexts.phone} type="tel" autoComplete="tel" {...phone} error={say(phone.error)} />
        <TextAreaField label={purchaseTexts.address} autoComplete="street-address" rows={3} {...address} error={say(address.error)} />
        {/* Once the page shows the new stock, the field already says the purchase rule: said once, not twice. */}
        <FormAlert message={refusal === quantityError ? undefined : refusal} testId="order-refusal" />
        <SubmitButton busy={isSubmitting || leaving} disabled={!quantityAllowed}>
          {purchaseTexts.submit}
        </SubmitButton>
      </form>
      {quoting !== null ? (
        <QuoteRequestForm
          key={quoting}
          toolId={tool.id}
          quantity={quoting}
          phone={form.getValues('phone') ?? buyer.phone}
          address={form.getValues('address') ?? buyer.address}
        />
      ) : null}
    </>
  );
}
