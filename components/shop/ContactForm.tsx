'use client';

import { useState } from 'react';
import { useTexts } from '@/components/i18n/LanguageProvider';
import { FormAlert } from '@/components/ui/FormField';
import type { ContactFormState, SendContactMessage } from './contact-submit';
import { ContactFields } from './ContactFields';

let loading: Promise<typeof import('./contact-submit')> | null = null;

/** The checking and sending part, loaded once; a failed load is tried again at the next attempt. */
function loadSubmit() {
  loading ??= import('./contact-submit').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The contact form, rendered with the page and ready as soon as it is visible: its fields stay the same elements
 * from the server's HTML on (docs/decisions/0070-contact-form-without-a-swap.md), so whatever is typed, however early
 * or fast, stays where it was typed. What checks and sends it (./contact-submit.ts, with the server action's own
 * schema) loads when the visitor first points at or focuses the form; only this shell ships with every public page.
 */
export function ContactForm({ send }: { send: SendContactMessage }) {
  const [state, setState] = useState<ContactFormState>({ errors: {} });
  const { toasts, contactTexts } = useTexts();
  const warmUp = () => void loadSubmit().catch(() => undefined);

  return (
    // method="dialog" outside a dialog sends nothing: a press of Send before the page's script has started neither
    // leaves the page (losing what was typed) nor puts the message in a URL; the form's own handler sends it after.
    <form
      method="dialog"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        loadSubmit().then(
          (module) => module.submitContactForm(form, send, setState, toasts),
          () => setState({ errors: {}, alert: toasts.shopUnreachable }),
        );
      }}
      onInput={(event) => {
        const form = event.currentTarget;
        if (state.tried) void loadSubmit().then((module) => setState((now) => ({ ...now, errors: module.recheckContactForm(form) })));
      }}
      onFocus={warmUp}
      onPointerEnter={warmUp}
      noValidate
      className="flex flex-col gap-4"
      aria-label={contactTexts.formLabel}
    >
      <ContactFields errors={state.errors} sending={state.sending} />
      <FormAlert message={state.alert} />
    </form>
  );
}
