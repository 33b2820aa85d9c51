'use client';

import { useEffect } from 'react';
import { toast } from 'sonner';
import { FormAlert } from '@/components/ui/FormField';
import { applyResult, serverError, useSchemaForm } from '@/components/ui/schema-form';
import type { ActionResult } from '@/lib/actions/result';
import type { ContactOutcome } from '@/lib/data/contact';
import { toasts } from '@/lib/texts';
import { contactMessageSchema, type ContactMessageInput } from '@/lib/validation/contact';
import { contactFieldNames, ContactFields, type ContactFieldName } from './ContactFields';

/**
 * Where the visitor was in the plain form when this one took over (see ContactFormLoader): the plain form itself,
 * read when this one mounts so that nothing typed while it loaded is lost, the field they were in, and whether
 * they already pressed Send Message.
 */
export type ContactFormStart = { from: HTMLFormElement | null; focus?: ContactFieldName; submit: boolean };

export type SendContactMessage = (fields: ContactMessageInput) => Promise<ActionResult<{ outcome: ContactOutcome }>>;

const OUTCOME_TOASTS: Record<ContactOutcome, string> = { sent: toasts.contactSent, saved: toasts.contactSaved };

/**
 * The contact form: react-hook-form checks it in the browser with the same zod schema that the Server Action
 * applies again on the server; the outcome is toasted.
 */
export function ContactForm({
  send,
  start,
}: {
  send: SendContactMessage;
  start: React.RefObject<ContactFormStart>;
}) {
  const form = useSchemaForm(contactMessageSchema, { defaultValues: { name: '', email: '', message: '' } });
  const {
    register,
    reset,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async (fields) => {
    const result = await send(fields);
    if (applyResult(form, result, result.ok ? OUTCOME_TOASTS[result.outcome] : undefined)) {
      reset({ name: '', email: '', message: '' });
    }
  });
  const onSubmit = (event?: React.FormEvent<HTMLFormElement>) => submit(event).catch(() => toast.error(toasts.shopUnreachable));

  useEffect(() => {
    // Carry on where the visitor was: what they typed, in the same field, or sending it if they pressed Send.
    const { from, focus, submit: sendNow } = start.current;
    for (const name of contactFieldNames) {
      const typed = (from?.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null)?.value;
      if (typed) setValue(name, typed);
    }
    if (focus) setFocus(focus);
    if (sendNow) void onSubmit();
    // Only when this form takes over from the plain one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Contact form">
      <ContactFields fieldProps={(name) => register(name)} errors={errors} isSubmitting={isSubmitting} />
      <FormAlert message={serverError(form)} />
    </form>
  );
}
