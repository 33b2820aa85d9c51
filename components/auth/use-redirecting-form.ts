'use client';

import { useState } from 'react';
import type { FieldValues, UseFormProps } from 'react-hook-form';
import { useLanguage } from '@/components/i18n/LanguageProvider';
import { translated } from '@/components/i18n/translated';
import { applyResult, fieldsOf, useSchemaForm, type Checkable } from '@/components/ui/schema-form';
import type { ActionResult } from '@/lib/actions/result';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { isNavigation } from './sign-in-client';

/**
 * A sign-in page's form whose server action redirects when it succeeds (Register, Reset password): `submitTo` sends
 * the checked values, puts a refusal on the form, and keeps the button busy (`busy`) while the router moves on.
 */
export function useRedirectingForm<Input extends FieldValues, Output extends FieldValues>(
  schema: Checkable<Output, Input>,
  idPrefix: string,
  options?: Omit<UseFormProps<Input, unknown, Output>, 'resolver'>,
) {
  const language = useLanguage();
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(schema, options);
  // The schema's and the server's messages are English; shown in the page's language.
  const say = (message: string | undefined) => message && translated(message, language);

  /** The form's submit handler; `stayed` runs when the page stays: the action refused, or could not be reached. */
  const submitTo = (action: (values: Output) => Promise<ActionResult>, stayed?: () => void) =>
    form.handleSubmit(async (values) => {
      try {
        applyResult(form, await action(values));
        stayed?.();
      } catch (thrown) {
        // Success redirects: the action's promise rejects with the redirect while the router moves on.
        if (isNavigation(thrown)) return setLeaving(true);
        stayed?.();
        form.setError('root.server', { message: authErrorMessage('server-error') });
      }
    });

  return { form, field: fieldsOf(form, idPrefix), language, say, busy: form.formState.isSubmitting || leaving, submitTo };
}
