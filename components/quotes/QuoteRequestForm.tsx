'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FormAlert, TextAreaField, TextField, emptyAsMissing } from '@/components/ui/FormField';
import { applyResult, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { requestQuoteAction } from '@/lib/actions/quotes';
import { shopDayKey } from '@/lib/dates';
import { toasts } from '@/lib/texts';
import { quoteRequestSchema } from '@/lib/validation/quotes';

/**
 * Request a quote for more than the stock: how many, by when, phone, address and a note. Checked with the same
 * schema as the server; on success the quote's page shows it while the team prices it.
 */
export function QuoteRequestForm({ toolId, quantity, phone, address }: { toolId: string; quantity: number; phone: string; address: string }) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(quoteRequestSchema, {
    defaultValues: { toolId, quantity: String(quantity), wantedBy: '', phone, address, note: '' },
  });
  const {
    register,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  // The form appears on "Request a quote": the keyboard goes where the next thing to fill in is.
  useEffect(() => setFocus('wantedBy'), [setFocus]);

  const request = form.handleSubmit(async (values) => {
    const answer = await requestQuoteAction({ ...values, toolId });
    if (applyResult(form, answer, toasts.quoteRequested) && answer.ok) {
      setLeaving(true);
      router.push(`/dashboard/quotes/${answer.quoteId}`);
    }
  });

  return (
    <form onSubmit={request} noValidate aria-labelledby="quote-heading" className="mt-10 max-w-xl" data-testid="quote-form">
      <h2 id="quote-heading" className="text-2xl font-bold">
        Request a quote
      </h2>
      <p className="mt-2 opacity-80">
        Tell us how many you need and by when. We answer by e-mail with a price per unit, a delivery date and how long
        the offer stands; you accept it on your dashboard.
      </p>
      <TextField
        id="quote-quantity"
        label="Quantity"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.quantity?.message}
        {...register('quantity', { setValueAs: emptyAsMissing })}
      />
      <TextField
        id="quote-wanted-by"
        label="Wanted by"
        type="date"
        min={shopDayKey()}
        error={errors.wantedBy?.message}
        {...register('wantedBy')}
      />
      <TextField id="quote-phone" label="Phone number" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <TextAreaField
        id="quote-address"
        label="Delivery address"
        autoComplete="street-address"
        rows={3}
        error={errors.address?.message}
        {...register('address')}
      />
      <TextAreaField
        id="quote-note"
        label="Note (optional)"
        rows={3}
        hint="Anything that helps us price it: delivery in lots, packing, a site contact."
        error={errors.note?.message}
        {...register('note')}
      />
      <FormAlert message={serverError(form)} testId="quote-refusal" />
      <button type="submit" className="btn btn-secondary mt-6" disabled={isSubmitting || leaving}>
        {isSubmitting || leaving ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
        Send quote request
      </button>
    </form>
  );
}
