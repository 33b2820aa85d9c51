'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useLanguage, usePathIn, useTexts } from '@/components/i18n/LanguageProvider';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { checkoutAction } from '@/lib/actions/checkout';
import { choosePaymentAction } from '@/lib/actions/orders';
import { deliveryCharge, type DeliverySettings } from '@/lib/domain/delivery';
import { DISTRICTS, isDistrict, type District } from '@/lib/domain/districts';
import type { CartChange } from '@/lib/domain/errors';
import { formatBDT } from '@/lib/domain/money';
import { formatNumber } from '@/lib/domain/numbers';
import { translated } from '@/components/i18n/translated';
import { lazySchema } from '@/lib/validation/lazy';
import { FigureHeading, SumRow } from '@/components/ui/FigureCells';
import { HeadedSection } from '@/components/ui/HeadedSection';

const checkoutSchema = lazySchema(() => import('@/lib/validation/checkout').then((module) => module.checkoutSchema));

type Line = { toolId: string; name: string; unitPrice: number; quantity: number; lineTotal: number };

/**
 * The checkout form: where to deliver (a Bangladeshi mobile number, the address, the district), the order's lines and
 * total with the delivery charge of the district chosen, and how to pay. Placing sends the prices and charge shown, so
 * that the server refuses (and names) anything that changed; then the chosen payment starts: the gateway's page, or
 * the order confirmed with cash on delivery (docs/orders.md, "Checkout"). The district's value is its English name,
 * shown in the page's language; the tools' names are the shop's English ones (the cart does not carry the Bangla).
 */
export function CheckoutForm({
  lines,
  subtotal,
  delivery,
  details,
  onlineOffered,
}: {
  lines: Line[];
  subtotal: number;
  delivery: DeliverySettings;
  details: { phone: string; address: string; district: District | null };
  onlineOffered: boolean;
}) {
  const router = useRouter();
  const { checkoutTexts, districtNames, toasts } = useTexts();
  const language = useLanguage();
  const pathIn = usePathIn();
  // The schema's and the server's messages are English; shown in the page's language.
  const say = (message: string | undefined) => message && translated(message, language);
  // A tool's name on a Bangla page is English: said as English.
  const toolName = (name: string) => (language === 'en' ? name : <span lang="en">{name}</span>);
  const money = (amount: number) => formatBDT(amount, language);
  const [method, setMethod] = useState<'online' | 'cash'>(onlineOffered ? 'online' : 'cash');
  const [changes, setChanges] = useState<CartChange[]>([]);
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(checkoutSchema, {
    defaultValues: { phone: details.phone, address: details.address, district: (details.district ?? '') as District },
  });
  const field = fieldsOf(form, 'checkout');
  const chosen = useWatch({ control: form.control, name: 'district' });
  const charge = isDistrict(chosen) ? deliveryCharge(subtotal, chosen, delivery) : null;

  const place = form.handleSubmit(async (input) => {
    setChanges([]);
    const answer = await checkoutAction({
      ...input,
      expected: { prices: lines.map(({ toolId, unitPrice }) => ({ toolId, unitPrice })), deliveryCharge: charge ?? undefined },
    });
    if (!answer.ok && 'lines' in answer && Array.isArray(answer.lines)) {
      // What changed, said in the form; the refreshed page shows the cart as it is now.
      setChanges(answer.lines as CartChange[]);
      router.refresh();
    }
    if (!applyResult(form, answer, toasts.orderSaved) || !answer.ok || !('orderId' in answer)) return;
    setLeaving(true);
    const orderId = String(answer.orderId);
    const paid = await choosePaymentAction(orderId, method);
    if (paid.ok && 'redirectUrl' in paid && typeof paid.redirectUrl === 'string') {
      window.location.assign(paid.redirectUrl);
      return;
    }
    // Cash on delivery (or the gateway refused: the payment page says so and offers both again).
    router.push(pathIn(`/dashboard/orders/${orderId}/payment`));
  });

  const phone = field('phone');
  const address = field('address');
  const district = field('district');
  return (
    <form onSubmit={place} noValidate aria-labelledby="checkout-heading" className="mt-8 grid gap-10 lg:grid-cols-2" data-testid="checkout-form">
      <fieldset className="min-w-0">
        <legend className="text-xl font-semibold">{checkoutTexts.deliveryHeading}</legend>
        <TextField label={checkoutTexts.phoneLabel} type="tel" inputMode="tel" autoComplete="tel" hint={checkoutTexts.phoneHint} {...phone} error={say(phone.error)} />
        <TextAreaField label={checkoutTexts.addressLabel} autoComplete="street-address" rows={3} {...address} error={say(address.error)} />
        <SelectField label={checkoutTexts.districtLabel} {...district} error={say(district.error)}>
          <option value="">{checkoutTexts.chooseDistrict}</option>
          {DISTRICTS.map((name) => (
            <option key={name} value={name}>
              {districtNames[name]}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <div className="min-w-0">
        <HeadedSection headingId="checkout-summary-heading" title={checkoutTexts.summaryHeading} headingClassName="text-xl font-semibold">
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="checkout-summary-heading">
            <table className="table mt-2" data-testid="checkout-summary">
              <thead>
                <tr>
                  <th scope="col">{checkoutTexts.product}</th>
                  <FigureHeading>{checkoutTexts.quantity}</FigureHeading>
                  <FigureHeading>{checkoutTexts.total}</FigureHeading>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.toolId} data-testid="checkout-line">
                    <th scope="row" className="font-medium">
                      {toolName(line.name)}
                      <span className="block text-sm font-normal opacity-70">{checkoutTexts.each(money(line.unitPrice))}</span>
                    </th>
                    <td className="text-right">{formatNumber(line.quantity, language)}</td>
                    <td className="text-right">{money(line.lineTotal)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <SumRow label={checkoutTexts.subtotal} span={2} testId="checkout-subtotal">
                  {money(subtotal)}
                </SumRow>
                <SumRow label={checkoutTexts.delivery} span={2} testId="checkout-delivery">
                  {charge === null ? '-' : charge === 0 ? checkoutTexts.free : money(charge)}
                </SumRow>
                <SumRow label={checkoutTexts.total} span={2} grand testId="checkout-total">
                  {money(subtotal + (charge ?? 0))}
                </SumRow>
              </tfoot>
            </table>
          </div>
          <p className="mt-2 text-sm">{checkoutTexts.freeFrom(money(delivery.freeFrom))}</p>
        </HeadedSection>
        <fieldset className="mt-6">
          <legend className="text-xl font-semibold">{checkoutTexts.paymentHeading}</legend>
          {onlineOffered ? (
            <label className="label mt-2 cursor-pointer justify-start gap-3">
              <input type="radio" className="radio" name="checkout-payment" checked={method === 'online'} onChange={() => setMethod('online')} />
              <span>{checkoutTexts.payOnline}</span>
            </label>
          ) : null}
          <label className="label mt-2 cursor-pointer justify-start gap-3">
            <input type="radio" className="radio" name="checkout-payment" checked={method === 'cash'} onChange={() => setMethod('cash')} />
            <span>{checkoutTexts.payCash}</span>
          </label>
        </fieldset>
        {changes.length > 0 ? (
          <div role="alert" className="alert alert-warning mt-6 block" data-testid="checkout-changes">
            <p>{checkoutTexts.changedHeading}</p>
            <ul className="mt-2 list-disc pl-6">
              {changes.map((change) => (
                <li key={`${change.toolId}-${change.problem}`}>{say(change.problem)}</li>
              ))}
            </ul>
          </div>
        ) : (
          <FormAlert message={say(serverError(form))} />
        )}
        <SubmitButton busy={form.formState.isSubmitting || leaving}>{checkoutTexts.placeOrder}</SubmitButton>
      </div>
    </form>
  );
}
