import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/**
 * Labelled form controls with their error message underneath, tied together for screen readers
 * (aria-invalid + aria-describedby). Each spreads react-hook-form's `register(...)` (ref included).
 */
type Described = { id: string; label: string; error?: string; hint?: ReactNode };

function errorProps(id: string, error?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

function Shell({ id, label, error, hint, children }: Described & { children: ReactNode }) {
  return (
    <div className="fieldset">
      <label className="fieldset-legend" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? <p className="label whitespace-normal">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-error" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ id, label, error, hint, className, ...input }: Described & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Shell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className={`input w-full ${error ? 'input-error' : ''} ${className ?? ''}`}
        {...errorProps(id, error)}
        {...input}
      />
    </Shell>
  );
}

/** A file picker (daisyUI file-input) with its label, hint and error, like the other fields. */
export function FileField({ id, label, error, hint, className, ...input }: Described & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Shell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        type="file"
        className={`file-input w-full ${error ? 'file-input-error' : ''} ${className ?? ''}`}
        {...errorProps(id, error)}
        {...input}
      />
    </Shell>
  );
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

/** A form's refusal that belongs to no field (see applyResult in ./schema-form.ts). */
export function FormAlert({ message, testId }: { message?: string; testId?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="alert alert-error mt-4" data-testid={testId}>
      {message}
    </p>
  );
}
