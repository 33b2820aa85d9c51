'use client';

import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { schemaResolver } from '@/components/ui/schemaResolver';
import type { ContactResult } from '@/lib/actions/contact';
import { contactMessageSchema, type ContactMessageFields, type ContactMessageInput } from '@/lib/validation/contact';
import { contactFieldNames, ContactFields, type ContactFieldName } from './ContactFields';
import { contactToasts } from './contact-texts';

/**
 * Where the visitor was in the plain form when this one took over (see ContactFormLoader): the plain form itself,
 * read when this one mounts so that nothing typed while it loaded is lost, the field they were in, and whether
 * they already pressed Send Message.
 */
export type ContactFormStart = { from: HTMLFormElement | null; focus?: ContactFieldName; submit: boolean };

const resolver = schemaResolver(contactMessageSchema);

/**
 * The contact form: react-hook-form checks it in the browser with the same zod schema that the Server Action
 * applies again on the server; the outcome is toasted.
 */
export function ContactForm({
  send,
  start,
}: {
  send: (fields: ContactMessageInput) => Promise<ContactResult>;
  start: React.RefObject<ContactFormStart>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageFields, unknown, ContactMessageInput>({
    resolver,
    defaultValues: { name: '', email: '', message: '' },
  });

  const submit = handleSubmit(async (fields) => {
    let result: ContactResult;
    try {
      result = await send(fields);
    } catch {
      toast.error(contactToasts.unreachable);
      return;
    }
    if (result.ok) {
      toast.success(contactToasts[result.outcome]);
      reset({ name: '', email: '', message: '' });
      return;
    }
    for (const name of contactFieldNames) {
      const message = result.fields?.[name];
      if (message) setError(name, { message });
    }
    toast.error(result.error);
  });
  const onSubmit = (event?: React.FormEvent<HTMLFormElement>) =>
    submit(event).catch(() => toast.error(contactToasts.unreachable));

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
    </form>
  );
}
