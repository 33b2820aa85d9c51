'use client';

import { useState } from 'react';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { resetPasswordAction } from '@/lib/actions/account';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { lazySchema } from '@/lib/validation/lazy';
import { isNavigation } from './sign-in-client';

const resetPasswordSchema = lazySchema(() => import('@/lib/validation/auth').then((module) => module.resetPasswordSchema));

/** The new password, typed twice; the token comes from the mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(resetPasswordSchema, { defaultValues: { token } });
  const field = fieldsOf(form, 'reset');
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const save = form.handleSubmit(async (values) => {
    try {
      applyResult(form, await resetPasswordAction(values));
    } catch (thrown) {
      if (isNavigation(thrown)) setLeaving(true);
      else form.setError('root.server', { message: authErrorMessage('server-error') });
    }
  });

  return (
    // method="dialog" outside a dialog sends nothing: pressed before the page's script has started, the form does not
    // go out as a GET, which would put the password in the URL and the request log.
    <form method="dialog" onSubmit={save} noValidate aria-labelledby="reset-heading">
      <input type="hidden" {...register('token')} />
      <TextField label="New password" type="password" autoComplete="new-password" {...field('password')} />
      <TextField label="New password again" type="password" autoComplete="new-password" {...field('confirmPassword')} />
      {/* A mangled link fails the token's own check; say what the visitor can do about it. */}
      <FormAlert message={errors.token ? authErrorMessage('invalid-action-code') : serverError(form)} />
      <SubmitButton busy={isSubmitting || leaving} busyLabel="Saving your new password" className="btn btn-primary mt-4 w-full">
        Set new password
      </SubmitButton>
    </form>
  );
}
