import { toast } from '@/components/ui/Toaster';
import type { ActionResult } from '@/lib/actions/result';
import type { ContactOutcome } from '@/lib/data/contact';
import type { Catalogue } from '@/lib/texts/catalogue';
import { contactMessageSchema, type ContactMessageInput } from '@/lib/validation/contact';
import { contactFieldNames, type ContactFieldErrors, type ContactFieldName } from './ContactFields';

/**
 * What the contact form does when it is sent, loaded when a visitor first turns to it (components/shop/ContactForm.tsx):
 * the check with the server action's own schema (zod/mini, about 6 KB gzipped), the call of the action and its answer.
 */

export type SendContactMessage = (fields: ContactMessageInput) => Promise<ActionResult<{ outcome: ContactOutcome }>>;

/** What the form shows: each refused field's message, a refusal of no field, whether it is sending, whether it was tried. */
export type ContactFormState = { errors: ContactFieldErrors; alert?: string; sending?: boolean; tried?: boolean };

export type ContactCheck = { ok: true; fields: ContactMessageInput } | { ok: false; errors: ContactFieldErrors };

/** The check the server action applies again: the schema's first message for each refused field. */
export function checkContactMessage(values: Record<ContactFieldName, string>): ContactCheck {
  const result = contactMessageSchema.safeParse(values);
  if (result.success) return { ok: true, fields: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactFieldName;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

function checkForm(form: HTMLFormElement): ContactCheck {
  const data = new FormData(form);
  return checkContactMessage(
    Object.fromEntries(contactFieldNames.map((name) => [name, String(data.get(name) ?? '')])) as Record<ContactFieldName, string>,
  );
}

/** The messages of the form as it reads now (after a first attempt, the form shows them as the visitor corrects it). */
export function recheckContactForm(form: HTMLFormElement): ContactFieldErrors {
  const checked = checkForm(form);
  return checked.ok ? {} : checked.errors;
}

/**
 * Checks the form, sends it through the server action and shows the answer: a toast (in the page's `toasts`) and an
 * empty form, or what was refused.
 */
export async function submitContactForm(
  form: HTMLFormElement,
  send: SendContactMessage,
  show: (state: ContactFormState) => void,
  toasts: Catalogue['toasts'],
): Promise<void> {
  const outcomeToasts: Record<ContactOutcome, string> = { sent: toasts.contactSent, saved: toasts.contactSaved };
  const checked = checkForm(form);
  if (!checked.ok) {
    show({ errors: checked.errors, tried: true });
    const first = contactFieldNames.find((name) => checked.errors[name]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    return;
  }
  show({ errors: {}, sending: true, tried: true });
  try {
    const answer = await send(checked.fields);
    if (answer.ok) {
      toast.success(outcomeToasts[answer.outcome]);
      form.reset();
      show({ errors: {} });
      return;
    }
    const errors: ContactFieldErrors = {};
    for (const name of contactFieldNames) errors[name] = answer.fields?.[name]?.[0];
    show({ errors, alert: contactFieldNames.some((name) => errors[name]) ? undefined : answer.error, tried: true });
  } catch {
    toast.error(toasts.shopUnreachable);
    show({ errors: {}, tried: true });
  }
}
