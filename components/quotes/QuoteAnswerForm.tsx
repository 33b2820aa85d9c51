'use client';

import { FormAlert, SubmitButton, TextField, emptyAsMissing } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { answerQuoteAction } from '@/lib/actions/quotes';
import { shopDayKey } from '@/lib/dates';
import { formatBDT } from '@/lib/money';
import { toasts } from '@/lib/texts';
import { lazySchema } from '@/lib/validation/lazy';
import { useWatch } from 'react-hook-form';
import { formatNumber } from '@/lib/numbers';

const quoteAnswerSchema = lazySchema(() => import('@/lib/validation/quotes').then((module) => module.quoteAnswerSchema));

/** Admins answer a quote: the unit price in BDT, the delivery date and the last day the offer may be accepted. */
export function QuoteAnswerForm({ quoteId, quantity }: { quoteId: string; quantity: number }) {
  const form = useSchemaForm(quoteAnswerSchema, { defaultValues: { unitPrice: '', deliveryBy: '', validUntil: '' } });
  const field = fieldsOf(form, 'answer');
  const unitPrice = String(useWatch({ control: form.control, name: 'unitPrice' }) ?? '').trim();
  const total = /^\d{1,9}$/.test(unitPrice) ? formatBDT(Number(unitPrice) * quantity) : '-';

  const answer = form.handleSubmit(async (values) => {
    applyResult(form, await answerQuoteAction(quoteId, values), toasts.quoteAnswered);
  });

  const today = shopDayKey();
  return (
    <form onSubmit={answer} noValidate aria-labelledby="answer-heading" className="max-w-md" data-testid="quote-answer-form">
      <h2 id="answer-heading" className="text-xl font-bold">
        Answer with a price
      </h2>
      <TextField label="Unit price (BDT)" type="number" inputMode="numeric" min={1} step={1} {...field('unitPrice', { setValueAs: emptyAsMissing })} />
      <p className="mt-2" data-testid="answer-total">
        Total for {formatNumber(quantity)}:{' '}
        <output htmlFor="answer-unit-price" aria-live="polite" className="font-semibold">
          {total}
        </output>
      </p>
      <TextField label="Delivery date" type="date" min={today} {...field('deliveryBy')} />
      <TextField label="Valid until" type="date" min={today} {...field('validUntil')} />
      <FormAlert message={serverError(form)} testId="answer-refusal" />
      <SubmitButton busy={form.formState.isSubmitting}>Send the offer</SubmitButton>
    </form>
  );
}
