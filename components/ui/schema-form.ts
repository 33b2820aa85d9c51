import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import {
  get,
  useForm,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useLayoutEffect } from 'react';
import { toast } from '@/components/ui/Toaster';
import type { z } from 'zod';
import type { ActionResult } from '@/lib/actions/result';

/**
 * Forms and the answers of server actions in the browser: every form is checked with its payload's own zod schema
 * (the one the server action applies again), and every action's answer is shown the same way
 * (lib/actions/define.ts makes them).
 */

/** What the resolver needs of a schema; zod's classic and mini schemas both have it. */
export type Checkable<Output, Input> = z.core.$ZodType<Output, Input> & {
  safeParseAsync(
    data: unknown,
  ): Promise<{ success: true; data: Output } | { success: false; error: { issues: z.core.$ZodIssue[] } }>;
};

/**
 * The react-hook-form resolver of every form: the form checks the same zod schema as its server action or route
 * handler and shows, per field, the first message zod reports, the same words the server answers with
 * (lib/http/answers.ts fieldErrors). @hookform/resolvers' zodResolver replaces a
 * union's own message with its first branch's ("expected number, received undefined" instead of "Price is
 * Required" for our wholeNumber fields): react-hook-form/resolvers issue #808.
 */
export function schemaResolver<Output extends FieldValues, Input extends FieldValues>(
  schema: Checkable<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * A react-hook-form form checked with `schema` (schemaResolver). When its page is left, the form is emptied: Next.js
 * keeps the last pages a visitor left in the document, hidden (docs/decisions/0087-cache-components.md), and a
 * password typed into the login form must not wait there, nor come back with the Back button.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: Checkable<Output, Input>,
  options?: Omit<UseFormProps<Input, unknown, Output>, 'resolver'>,
): UseFormReturn<Input, unknown, Output> {
  const form = useForm<Input, unknown, Output>({ resolver: schemaResolver(schema), ...options });
  const { reset } = form;
  // A hidden page's layout effects are cleaned up as it is hidden, before the next page shows.
  useLayoutEffect(() => () => reset(), [reset]);
  return form;
}

/** Text boxes: what a visitor can type into before the page's script runs. */
const TYPED_INPUTS = new Set(['text', 'email', 'password', 'tel', 'number', 'search', 'url', 'date']);

/** Fields already handed to react-hook-form once: only that first hand-over can find early typing. */
const adopted = new WeakSet<object>();

/**
 * What was typed into each text area before React took it over, and where its caret or selection was. React keeps an
 * input's value and selection when it hydrates it, but puts a text area back to its starting text (react-dom's
 * initTextarea), before any ref runs, which also moves its caret to the start: text typed before the script ran was
 * lost, and text selected then (Ctrl+A, to type over it) was no longer selected, so typing went in front of it. So
 * text areas are read from the moment this module runs, which is before React hydrates a form that imports it, on
 * each thing a visitor does to them, until their form takes them over (docs/decisions/0070-contact-form-without-a-swap.md).
 */
const typedIntoTextAreas = new WeakMap<HTMLTextAreaElement, string>();
const selectedInTextAreas = new WeakMap<HTMLTextAreaElement, Pick<HTMLTextAreaElement, 'selectionStart' | 'selectionEnd' | 'selectionDirection'>>();
if (typeof document !== 'undefined') {
  const note = (element: unknown) => {
    if (!(element instanceof HTMLTextAreaElement) || adopted.has(element)) return;
    if (element.value === element.defaultValue) typedIntoTextAreas.delete(element);
    else typedIntoTextAreas.set(element, element.value);
    // Where the visitor is in it, if they are: a text area they never entered keeps the caret the browser gives it.
    if (element === document.activeElement) {
      const { selectionStart, selectionEnd, selectionDirection } = element;
      selectedInTextAreas.set(element, { selectionStart, selectionEnd, selectionDirection });
    }
  };
  document.querySelectorAll('textarea').forEach(note);
  // Only what the visitor does: the caret that React's reset moves must not be noted as theirs.
  for (const type of ['input', 'select', 'keyup', 'pointerup', 'focusin']) {
    document.addEventListener(type, (event) => note(event.target), true);
  }
}

/** Puts a text area's caret or selection back where the visitor left it before its form took it over. */
function restoreSelection(element: unknown): void {
  if (!(element instanceof HTMLTextAreaElement)) return;
  const selection = selectedInTextAreas.get(element);
  if (selection && selection.selectionEnd <= element.value.length) {
    element.setSelectionRange(selection.selectionStart, selection.selectionEnd, selection.selectionDirection);
  }
}

/** The text a visitor typed into a field before the script ran: its value differs from the one the server sent. */
function typedEarly(element: unknown): string | null {
  if (element instanceof HTMLTextAreaElement) return typedIntoTextAreas.get(element) ?? null;
  const typable = element instanceof HTMLInputElement && TYPED_INPUTS.has(element.type);
  return typable && element.value !== element.defaultValue ? element.value : null;
}

/**
 * What ties a field component (components/ui/FormField.tsx) to its form: the id `${idPrefix}-${name}`, the name
 * in kebab case (`wantedBy` in the form `quote` is `quote-wanted-by`; its error line is `${id}-error`), the field's
 * current message, its starting value in the server's HTML, and react-hook-form's registration. Every form wires its
 * fields this one way: `const field = fieldsOf(form, 'register')`, then `<TextField label="Email" {...field('email')} />`.
 *
 * A form is visible before its script runs, and react-hook-form writes each field's starting value into the page
 * when it takes the field over, which would erase what a fast visitor typed meanwhile. So the starting value is in
 * the HTML from the start, and text that differs from it when the script arrives is kept and given to the form as
 * if typed now (docs/decisions/0070-contact-form-without-a-swap.md).
 */
export function fieldsOf<V extends FieldValues, Output extends FieldValues>(form: UseFormReturn<V, unknown, Output>, idPrefix: string) {
  return (name: Path<V>, options?: RegisterOptions<V, Path<V>>) => {
    const registration = form.register(name, options);
    const initial: unknown = get(form.control._defaultValues, name);
    return {
      id: `${idPrefix}-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/\./g, '-')}`,
      error: form.getFieldState(name, form.formState).error?.message,
      ...registration,
      ...(typeof initial === 'string' || typeof initial === 'number' ? { defaultValue: initial } : {}),
      ref: (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => {
        const first = element !== null && !adopted.has(element);
        const typed = first ? typedEarly(element) : null;
        registration.ref(element);
        if (!element || !first) return;
        adopted.add(element);
        if (typed !== null) element.value = typed;
        restoreSelection(element);
        if (typed === null) return;
        // After the commit this ref runs in: the form's watchers (useWatch) subscribe in layout effects that run
        // after their fields' refs, and would miss a change sent now.
        queueMicrotask(() => void registration.onChange({ target: element, type: 'change' }));
      },
    };
  };
}

/** Where a form shows a refusal that belongs to no field (read it with `serverError(form)`). */
const SERVER_ERROR = 'root.server';

/**
 * Puts an action's answer on its form: the success toast, or each refused field's message under that field and
 * any other refusal in the form's alert. Returns whether the action succeeded.
 */
export function applyResult<V extends FieldValues>(
  form: Pick<UseFormReturn<V, unknown, FieldValues>, 'setError' | 'getValues'>,
  result: ActionResult,
  success?: string,
): boolean {
  if (result.ok) {
    if (success) toast.success(success);
    return true;
  }
  const known = new Set(Object.keys(form.getValues()));
  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(result.fields ?? {})) {
    const message = messages[0];
    if (!message) continue;
    if (known.size === 0 || known.has(field)) form.setError(field as Path<V>, { message });
    else elsewhere.push(message);
  }
  if (!result.fields || elsewhere.length > 0) {
    form.setError(SERVER_ERROR as Path<V>, { message: result.fields ? elsewhere.join(' ') : result.error });
  }
  return false;
}

/** The refusal `applyResult` put in the form's alert, if any. */
export function serverError(form: Pick<UseFormReturn<FieldValues>, 'formState'>): string | undefined {
  return form.formState.errors.root?.server?.message;
}
