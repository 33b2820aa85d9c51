import type { FieldErrors } from 'react-hook-form';
import type { ContactMessageFields } from '@/lib/validation/contact';

export const contactFieldNames = ['name', 'email', 'message'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

/**
 * The contact form's fields and button, shared by the static form the page arrives with and the checked form
 * that replaces it (ContactFormLoader): `fieldProps` wires each input, to react-hook-form or to nothing.
 */
export function ContactFields({
  fieldProps,
  errors = {},
  isSubmitting = false,
}: {
  fieldProps: (name: ContactFieldName) => Record<string, unknown>;
  errors?: FieldErrors<ContactMessageFields>;
  isSubmitting?: boolean;
}) {
  const described = (name: ContactFieldName) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `contact-${name}-error` } : {};
  return (
    <>
      <Field id="contact-name" label="Name" error={errors.name?.message}>
        <input
          id="contact-name"
          type="text"
          autoComplete="name"
          className={`input w-full ${errors.name ? 'input-error' : ''}`}
          {...described('name')}
          {...fieldProps('name')}
        />
      </Field>
      <Field id="contact-email" label="Email" error={errors.email?.message}>
        <input
          id="contact-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          className={`input w-full ${errors.email ? 'input-error' : ''}`}
          {...described('email')}
          {...fieldProps('email')}
        />
      </Field>
      <Field id="contact-message" label="Message" error={errors.message?.message}>
        <textarea
          id="contact-message"
          rows={5}
          placeholder="Your message"
          className={`textarea w-full ${errors.message ? 'textarea-error' : ''}`}
          {...described('message')}
          {...fieldProps('message')}
        />
      </Field>
      <button type="submit" className="btn btn-primary self-start" disabled={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Send Message
      </button>
    </>
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
