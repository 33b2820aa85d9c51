'use client';

import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import type { ContactResult } from '@/lib/actions/contact';
import type { ContactMessageFields, ContactMessageInput } from '@/lib/validation/contact';
import { contactToasts } from './contact-texts';


const fieldNames = ['name', 'email', 'message'] as const;

type ContactResolver = Resolver<ContactMessageFields, unknown, ContactMessageInput>;
let loadingResolver: Promise<ContactResolver> | undefined;

/**
 * The zod schema and its resolver (about 30 KB gzipped) load when a visitor first turns to the form, not with
 * every home page: most visitors never write to us. A failed load is forgotten so that the next attempt retries.
 */
function loadContactResolver(): Promise<ContactResolver> {
  loadingResolver ??= import('./contact-resolver').then(
    (module) => module.contactResolver,
    (error: unknown) => {
      loadingResolver = undefined;
      throw error;
    },
  );
  return loadingResolver;
}

const contactResolver: ContactResolver = async (values, context, options) =>
  (await loadContactResolver())(values, context, options);

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
    resolver: contactResolver,
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
      reset();
      return;
    }
    for (const name of fieldNames) {
      const message = result.fields?.[name];
      if (message) setError(name, { message });
    }
    toast.error(result.error);
  });
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    submit(event).catch(() => toast.error(contactToasts.unreachable));

  return (
    // method="post": a visitor who presses Send before the page's script has started must not put the message in a URL.
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={() => void loadContactResolver().catch(() => undefined)}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Contact form"
    >
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
