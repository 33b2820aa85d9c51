'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { ContactResult } from '@/lib/actions/contact';
import { contactMessageSchema, type ContactMessageFields, type ContactMessageInput } from '@/lib/validation/contact';

/** What the sender is told after pressing Send Message, by how far the message got. */
export const contactToasts = {
  sent: 'Thank you! Your message has reached our team. We reply within one working day.',
  saved: 'Thank you! Your message is saved. We could not e-mail it to the team just now, so our reply may take a little longer.',
} as const;

const fieldNames = ['name', 'email', 'message'] as const;

/**
 * The contact form: react-hook-form checks it in the browser with the same zod schema that the Server Action
 * applies again on the server; the outcome is toasted.
 */
export function ContactForm({ send }: { send: (fields: ContactMessageInput) => Promise<ContactResult> }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageFields, unknown, ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', message: '' },
  });

  const onSubmit = handleSubmit(async (fields) => {
    let result: ContactResult;
    try {
      result = await send(fields);
    } catch {
      toast.error('We could not reach the shop. Check your connection and try again.');
      return;
    }
    if (result.ok) {
      toast.success(contactToasts[result.outcome]);
      reset();
      return;
    }
    for (const name of fieldNames) {
      const message = result.fields?.[name];
      if (message) setError(name, { message });
    }
    toast.error(result.error);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Contact form">
      <Field id="contact-name" label="Name" error={errors.name?.message}>
        <input
          id="contact-name"
          type="text"
          autoComplete="name"
          className={`input w-full ${errors.name ? 'input-error' : ''}`}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'contact-name-error' : undefined}
          {...register('name')}
        />
      </Field>
      <Field id="contact-email" label="Email" error={errors.email?.message}>
        <input
          id="contact-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          className={`input w-full ${errors.email ? 'input-error' : ''}`}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'contact-email-error' : undefined}
          {...register('email')}
        />
      </Field>
      <Field id="contact-message" label="Message" error={errors.message?.message}>
        <textarea
          id="contact-message"
          rows={5}
          placeholder="Your message"
          className={`textarea w-full ${errors.message ? 'textarea-error' : ''}`}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          {...register('message')}
        />
      </Field>
      <button type="submit" className="btn btn-primary self-start" disabled={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Send Message
      </button>
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
