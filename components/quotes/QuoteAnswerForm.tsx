'use client';

import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { FormAlert, SubmitButton, TextField, emptyAsMissing } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { answerQuoteAction } from '@/lib/actions/quotes';
import { shopDayKey } from '@/lib/domain/dates';
import { formatBDT } from '@/lib/domain/money';
import { lazySchema } from '@/lib/validation/lazy';
import { useWatch } from 'react-hook-form';
import { formatNumber, latinDigits } from '@/lib/domain/numbers';

const quoteAnswerSchema = lazySchema(() => import('@/lib/validation/quotes').then((module) => module.quoteAnswerSchema));

/**
 * Admins answer a quote: the unit price in BDT, the delivery date and the last day the offer may be accepted. The price
 * is a text box with a numeric keyboard, so that Bangla digits may be typed (the schema reads either script).
 */
export function QuoteAnswerForm({ quoteId, quantity }: { quoteId: string; quantity: number }) {
  const language = useLanguage();
  const { quoteTexts: texts, toasts } = useTexts();
  const form = useSchemaForm(quoteAnswerSchema, { defaultValues: { unitPrice: '', deliveryBy: '', validUntil: '' } });
  // The fields and FormAlert show the shared schema's English messages in the page's language.
  const field = fieldsOf(form, 'answer');
  const refusal = serverError(form);
  const unitPrice = latinDigits(String(useWatch({ control: form.control, name: 'unitPrice' }) ?? '').trim());
  const total = /^\d{1,9}$/.test(unitPrice) ? formatBDT(Number(unitPrice) * quantity, language) : '-';

  const answer = form.handleSubmit(async (values) => {
    applyResult(form, await answerQuoteAction(quoteId, values), toasts.quoteAnswered);
  });

  const today = shopDayKey();
  return (
    <form onSubmit={answer} noValidate aria-labelledby="answer-heading" className="max-w-md" data-testid="quote-answer-form">
      <h2 id="answer-heading" className="text-xl font-bold">
        {texts.answerHeading}
      </h2>
      <TextField label={texts.unitPriceBdt} type="text" inputMode="numeric" {...field('unitPrice', { setValueAs: emptyAsMissing })} />
      <p className="mt-2" data-testid="answer-total">
        {texts.totalFor(formatNumber(quantity, language))}:{' '}
        <output htmlFor="answer-unit-price" aria-live="polite" className="font-semibold">
          {total}
        </output>
      </p>
      <TextField label={texts.deliveryDate} type="date" min={today} {...field('deliveryBy')} />
      <TextField label={texts.validUntil} type="date" min={today} {...field('validUntil')} />
      <FormAlert message={refusal} testId="answer-refusal" />
      <SubmitButton busy={form.formState.isSubmitting}>{texts.sendOffer}</SubmitButton>
    </form>
  );
}
