'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FormAlert, SubmitButton, TextAreaField, TextField, emptyAsMissing } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { requestQuoteAction } from '@/lib/actions/quotes';
import { shopDayKey } from '@/lib/dates';
import { toasts } from '@/lib/texts';
import { lazySchema } from '@/lib/validation/lazy';

const quoteRequestSchema = lazySchema(() => import('@/lib/validation/quotes').then((module) => module.quoteRequestSchema));

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
  const { setFocus } = form;
  const field = fieldsOf(form, 'quote');
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
      <TextField label="Quantity" type="number" inputMode="numeric" min={1} step={1} {...field('quantity', { setValueAs: emptyAsMissing })} />
      <TextField label="Wanted by" type="date" min={shopDayKey()} {...field('wantedBy')} />
      <TextField label="Phone number" type="tel" autoComplete="tel" {...field('phone')} />
      <TextAreaField label="Delivery address" autoComplete="street-address" rows={3} {...field('address')} />
      <TextAreaField
        label="Note (optional)"
        rows={3}
        hint="Anything that helps us price it: delivery in lots, packing, a site contact."
        {...field('note')}
      />
      <FormAlert message={serverError(form)} testId="quote-refusal" />
      <SubmitButton busy={form.formState.isSubmitting || leaving} className="btn btn-secondary mt-6">
        Send quote request
      </SubmitButton>
    </form>
  );
}
