'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { usePathIn, useTexts } from '@/components/i18n/LanguageProvider';
import { FormAlert, SubmitButton, TextAreaField, TextField, emptyAsMissing } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { requestQuoteAction } from '@/lib/actions/quotes';
import { shopDayKey } from '@/lib/domain/dates';
import { lazySchema } from '@/lib/validation/lazy';

const quoteRequestSchema = lazySchema(() => import('@/lib/validation/quotes').then((module) => module.quoteRequestSchema));

/**
 * Request a quote for more than the stock: how many, by when, phone, address and a note. Checked with the same
 * schema as the server; on success the quote's page shows it while the team prices it. The quantity is a text box
 * with a numeric keyboard, so that Bangla digits may be typed (the schema reads either script).
 */
export function QuoteRequestForm({ toolId, quantity, phone, address }: { toolId: string; quantity: number; phone: string; address: string }) {
  const router = useRouter();
  const pathIn = usePathIn();
  const { quoteRequestTexts: texts, toasts } = useTexts();
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(quoteRequestSchema, {
    defaultValues: { toolId, quantity: String(quantity), wantedBy: '', phone, address, note: '' },
  });
  const { setFocus } = form;
  // The fields and FormAlert show the shared schema's English messages in the page's language.
  const field = fieldsOf(form, 'quote');
  const refusal = serverError(form);
  // The form appears on "Request a quote": the keyboard goes where the next thing to fill in is.
  useEffect(() => setFocus('wantedBy'), [setFocus]);

  const request = form.handleSubmit(async (values) => {
    const answer = await requestQuoteAction({ ...values, toolId });
    if (applyResult(form, answer, toasts.quoteRequested) && answer.ok) {
      setLeaving(true);
      router.push(pathIn(`/dashboard/quotes/${answer.quoteId}`));
    }
  });

  return (
    <form onSubmit={request} noValidate aria-labelledby="quote-heading" className="mt-10 max-w-xl" data-testid="quote-form">
      <h2 id="quote-heading" className="text-2xl font-bold">
        {texts.heading}
      </h2>
      <p className="mt-2 opacity-80">{texts.intro}</p>
      <TextField label={texts.quantity} type="text" inputMode="numeric" {...field('quantity', { setValueAs: emptyAsMissing })} />
      <TextField label={texts.wantedBy} type="date" min={shopDayKey()} {...field('wantedBy')} />
      <TextField label={texts.phoneNumber} type="tel" autoComplete="tel" {...field('phone')} />
      <TextAreaField label={texts.deliveryAddress} autoComplete="street-address" rows={3} {...field('address')} />
      <TextAreaField label={texts.noteOptional} rows={3} hint={texts.noteHint} {...field('note')} />
      <FormAlert message={refusal} testId="quote-refusal" />
      <SubmitButton busy={form.formState.isSubmitting || leaving} className="btn btn-secondary mt-6">
        {texts.send}
      </SubmitButton>
    </form>
  );
}
