import type { FieldErrors } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/FormField';
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
  return (
    <>
      <TextField id="contact-name" label="Name" autoComplete="name" error={errors.name?.message} {...fieldProps('name')} />
      <TextField
        id="contact-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...fieldProps('email')}
      />
      <TextAreaField
        id="contact-message"
        label="Message"
        rows={5}
        placeholder="Your message"
        error={errors.message?.message}
        {...fieldProps('message')}
      />
      <button type="submit" className="btn btn-primary self-start" disabled={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Send Message
      </button>
    </>
  );
}
