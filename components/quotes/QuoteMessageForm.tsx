'use client';

import { useTexts } from '@/components/i18n/LanguageProvider';
import { FormAlert, SubmitButton, TextAreaField } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { addQuoteMessageAction } from '@/lib/actions/quotes';
import { lazySchema } from '@/lib/validation/lazy';

const quoteMessageSchema = lazySchema(() => import('@/lib/validation/quotes').then((module) => module.quoteMessageSchema));

/** A message in the quote's thread; the other side is e-mailed. */
export function QuoteMessageForm({ quoteId }: { quoteId: string }) {
  const { quoteTexts: texts, toasts } = useTexts();
  const form = useSchemaForm(quoteMessageSchema, { defaultValues: { text: '' } });
  // The fields and FormAlert show the shared schema's English messages in the page's language.
  const field = fieldsOf(form, 'quote-message');
  const refusal = serverError(form);

  const send = form.handleSubmit(async (values) => {
    if (applyResult(form, await addQuoteMessageAction(quoteId, values), toasts.quoteMessageSent)) form.reset();
  });

  return (
    <form onSubmit={send} noValidate aria-label={texts.writeMessage} className="mt-4 max-w-xl">
      <TextAreaField label={texts.yourMessage} rows={3} {...field('text')} id="quote-message" />
      <FormAlert message={refusal} testId="message-refusal" />
      <SubmitButton busy={form.formState.isSubmitting} className="btn btn-outline mt-3">
        {texts.sendMessage}
      </SubmitButton>
    </form>
  );
}
