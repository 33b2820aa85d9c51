'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetPasswordAction } from '@/lib/auth/actions';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { resetPasswordSchema, type ResetPasswordInput } from '@/lib/validation/auth';
import { TextField } from '@/components/ui/FormField';
import { isNavigation } from './sign-in-client';
import { schemaResolver } from '@/components/ui/schema-form';

/** The new password, typed twice; the token comes from the mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({ resolver: schemaResolver(resetPasswordSchema), defaultValues: { token } });

  const save = handleSubmit(async (values) => {
    setError(null);
    try {
      const answer = await resetPasswordAction(values);
      for (const field of ['password', 'confirmPassword'] as const) {
        const message = answer.fields?.[field]?.[0];
        if (message) setFieldError(field, { message });
      }
      if (answer.fields?.token) setError(authErrorMessage('invalid-action-code'));
      if (answer.code) setError(authErrorMessage(answer.code));
    } catch (thrown) {
      if (isNavigation(thrown)) setLeaving(true);
      else setError(authErrorMessage('server-error'));
    }
  });

  return (
    <form onSubmit={save} noValidate aria-labelledby="reset-heading">
      <input type="hidden" {...register('token')} />
      <TextField
        id="reset-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id="reset-confirm"
        label="New password again"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {error ? (
        <p role="alert" className="alert alert-error mt-3 text-sm">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary mt-4 w-full" disabled={isSubmitting || leaving}>
        Set new password
      </button>
    </form>
  );
}
