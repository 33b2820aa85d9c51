'use client';

import { useRef, useState } from 'react';
import { contactFieldNames, ContactFields } from './ContactFields';
import type { ContactForm as CheckedForm, ContactFormStart, SendContactMessage } from './ContactForm';

/**
 * The contact block arrives as a plain form; the checked form (react-hook-form and the zod schema, about 40 KB
 * gzipped) loads when a visitor first turns to it, since most visitors never write to us. What they typed, the
 * field they are in and a press of Send Message carry over to the checked form (see ContactFormStart). A failed
 * load is retried at the next attempt.
 */
export function ContactFormLoader({ send }: { send: SendContactMessage }) {
  const start = useRef<ContactFormStart>({ from: null, submit: false });
  const loading = useRef<Promise<unknown> | null>(null);
  const [Form, setForm] = useState<typeof CheckedForm | null>(null);

  const load = () => {
    loading.current ??= import('./ContactForm').then(
      ({ ContactForm }) => {
        const active = document.activeElement as HTMLInputElement | null;
        start.current.focus = contactFieldNames.find((name) => active?.form === start.current.from && active?.name === name);
        setForm(() => ContactForm);
      },
      () => {
        loading.current = null;
      },
    );
  };

  if (Form) return <Form send={send} start={start} />;
  return (
    // method="post": a visitor who presses Send before the page's script has started must not put the message in a URL.
    <form
      ref={(node) => {
        // Kept after the swap: a removed form still holds what was typed into it.
        if (node) start.current.from = node;
      }}
      method="post"
      onFocus={load}
      onPointerEnter={load}
      onSubmit={(event) => {
        event.preventDefault();
        start.current.submit = true;
        load();
      }}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Contact form"
    >
      <ContactFields fieldProps={(name) => ({ name })} />
    </form>
  );
}
