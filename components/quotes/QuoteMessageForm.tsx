'use client';

import { FormAlert, SubmitButton, TextAreaField } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { addQuoteMessageAction } from '@/lib/actions/quotes';
import { toasts } from '@/lib/texts';
import { lazySchema } from '@/lib/validation/lazy';

const quoteMessageSchema = lazySchema(() => import('@/lib/validation/quotes').then((module) => module.quoteMessageSchema));

/** A message in the quote's thread; the other side is e-mailed. */
export function QuoteMessageForm({ quoteId }: { quoteId: string }) {
  const form = useSchemaForm(quoteMessageSchema, { defaultValues: { text: '' } });
  const field = fieldsOf(form, 'quote-message');

  const send = form.handleSubmit(async (values) => {
    if (applyResult(form, await addQuoteMessageAction(quoteId, values), toasts.quoteMessageSent)) form.reset();
  });

  return (
    <form onSubmit={send} noValidate aria-label="Write a message" className="mt-4 max-w-xl">
      <TextAreaField label="Your message" rows={3} {...field('text')} id="quote-message" />
      <FormAlert message={serverError(form)} testId="message-refusal" />
      <SubmitButton busy={form.formState.isSubmitting} className="btn btn-outline mt-3">
        Send message
      </SubmitButton>
    </form>
  );
}
