'use client';

import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useLanguage } from '@/components/i18n/LanguageProvider';
import { translated } from '@/components/i18n/translated';

/**
 * Labelled form controls with their error message underneath, tied together for screen readers
 * (aria-invalid + aria-describedby). Each spreads react-hook-form's `register(...)` (ref included). The messages come
 * from the shared schemas and the server in English ("Name is Required"): they are shown in the page's language.
 */
type Described = { id: string; label: string; error?: string; hint?: ReactNode };

function errorProps(id: string, error?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

function Shell({ id, label, error, hint, children }: Described & { children: ReactNode }) {
  const language = useLanguage();
  return (
    <div className="fieldset">
      <label className="fieldset-legend" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? <p className="label whitespace-normal">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-error" data-testid={`${id}-error`}>
          {translated(error, language)}
        </p>
      ) : null}
    </div>
  );
}

/** daisyUI's classes of a text box and of a file picker, written out whole so that Tailwind finds them. */
const INPUT_CLASSES = {
  text: { base: 'input', error: 'input-error' },
  file: { base: 'file-input', error: 'file-input-error' },
} as const;

type InputProps = Described & InputHTMLAttributes<HTMLInputElement>;

function Input({ kind, id, label, error, hint, className, ...input }: InputProps & { kind: keyof typeof INPUT_CLASSES }) {
  const classes = INPUT_CLASSES[kind];
  return (
    <Shell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className={`${classes.base} w-full ${error ? classes.error : ''} ${className ?? ''}`}
        {...errorProps(id, error)}
        {...input}
      />
    </Shell>
  );
}

export function TextField(props: InputProps) {
  return <Input kind="text" {...props} />;
}

/** A file picker (daisyUI file-input) with its label, hint and error, like the other fields. */
export function FileField(props: InputProps) {
  return <Input kind="file" type="file" {...props} />;
}

export function TextAreaField({ id, label, error, hint, ...input }: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Shell id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        rows={4}
        {...errorProps(id, error)}
        {...input}
      />
    </Shell>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  children,
  ...select
}: Described & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Shell id={id} label={label} error={error} hint={hint}>
      <select id={id} className={`select w-full ${error ? 'select-error' : ''}`} {...errorProps(id, error)} {...select}>
        {children}
      </select>
    </Shell>
  );
}

/** What react-hook-form should hold for an empty number box: nothing, so that the schema says "X is Required". */
export function emptyAsMissing(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** A form's refusal that belongs to no field (see applyResult in ./schema-form.ts), in the page's language. */
export function FormAlert({ message, testId }: { message?: string; testId?: string }) {
  const language = useLanguage();
  if (!message) return null;
  return (
    <p role="alert" className="alert alert-error mt-4" data-testid={testId}>
      {translated(message, language)}
    </p>
  );
}

/**
 * A form's submit button: disabled, with a spinner, while the form is busy. `busyLabel` names the wait for screen
 * readers where the button's own text would not (otherwise the spinner is hidden from them).
 */
export function SubmitButton({
  busy,
  busyLabel,
  className = 'btn btn-primary mt-6',
  disabled,
  children,
}: {
  busy: boolean;
  busyLabel?: string;
  className?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={busy || disabled}>
      {busy ? <span className="loading loading-spinner" aria-label={busyLabel} aria-hidden={busyLabel ? undefined : true} /> : null}
      {children}
    </button>
  );
}
