import { useTexts } from '@/components/i18n/LanguageProvider';
import { TextAreaField, TextField } from '@/components/ui/FormField';

export const contactFieldNames = ['name', 'email', 'message'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];
/** The message shown under each refused field. */
export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

/**
 * The contact form's fields and button. The fields are uncontrolled (the browser holds what is typed, the form reads
 * them when it is sent), so nothing typed before or while the page's script starts can be lost. Rendered inside the
 * contact form (a client component); the fields are named as the schema's messages name them (`fieldLabels`).
 */
export function ContactFields({ errors = {}, sending = false }: { errors?: ContactFieldErrors; sending?: boolean }) {
  const { fieldLabels, contactTexts } = useTexts();
  return (
    <>
      <TextField id="contact-name" name="name" label={fieldLabels.Name} autoComplete="name" error={errors.name} />
      <TextField
        id="contact-email"
        name="email"
        label={fieldLabels.Email}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email}
      />
      <TextAreaField
        id="contact-message"
        name="message"
        label={fieldLabels.Message}
        rows={5}
        placeholder={contactTexts.messagePlaceholder}
        error={errors.message}
      />
      <button type="submit" className="btn btn-primary self-start" disabled={sending}>
        {sending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {contactTexts.send}
      </button>
    </>
  );
}
