'use client';

import { FormAlert, TextAreaField } from '@/components/ui/FormField';
import { applyResult, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { addQuoteMessageAction } from '@/lib/actions/quotes';
import { toasts } from '@/lib/texts';
import { quoteMessageSchema } from '@/lib/validation/quotes';

/** A message in the quote's thread; the other side is e-mailed. */
export function QuoteMessageForm({ quoteId }: { quoteId: string }) {
  const form = useSchemaForm(quoteMessageSchema, { defaultValues: { text: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const send = form.handleSubmit(async (values) => {
    if (applyResult(form, await addQuoteMessageAction(quoteId, values), toasts.quoteMessageSent)) form.reset();
  });

  return (
    <form onSubmit={send} noValidate aria-label="Write a message" className="mt-4 max-w-xl">
      <TextAreaField id="quote-message" label="Your message" rows={3} error={errors.text?.message} {...register('text')} />
      <FormAlert message={serverError(form)} testId="message-refusal" />
      <button type="submit" className="btn btn-outline mt-3" disabled={isSubmitting}>
        {isSubmitting ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
        Send message
      </button>
    </form>
  );
}
