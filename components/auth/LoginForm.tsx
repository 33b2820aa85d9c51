'use client';

import Link from 'next/link';
import { useState } from 'react';
import { toast } from 'sonner';
import { TextField } from '@/components/ui/FormField';
import { announceResult, useSchemaForm } from '@/components/ui/schema-form';
import { requestPasswordResetAction } from '@/lib/actions/account';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { loginPathFrom } from '@/lib/auth/return-path';
import { toasts } from '@/lib/texts';
import { loginSchema } from '@/lib/validation/auth';
import { signInWithPassword } from './sign-in-client';

/** Login: e-mail and password, errors prefixed "Error:", Forgot password (docs/identity.md). */
export function LoginForm({ from, initialError }: { from: string; initialError: string | null }) {
  const [error, setError] = useState(initialError);
  const [sendingReset, setSendingReset] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useSchemaForm(loginSchema);

  const logIn = handleSubmit(async ({ email, password }) => {
    setError(null);
    const result = await signInWithPassword(email, password, from);
    if (!result.ok) {
      setError(authErrorMessage(result.code));
      return;
    }
    setLeaving(true);
    // A full page load, so that every part of the page (the navigation too) sees the new session.
    window.location.assign(from);
  });

  async function forgotPassword() {
    const email = getValues('email')?.trim() ?? '';
    if (!email) {
      toast.error(toasts.resetEmailMissing);
      return;
    }
    setSendingReset(true);
    try {
      announceResult(await requestPasswordResetAction({ email }), toasts.resetEmailSent);
    } catch {
      toast.error(authErrorMessage('server-error'));
    } finally {
      setSendingReset(false);
    }
  }

  return (
    // method="dialog" outside a dialog sends nothing: pressed before the page's script has started, the form does not
    // go out as a GET, which would put the password in the URL and the request log.
    <form method="dialog" onSubmit={logIn} aria-labelledby="login-heading">
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="button" className="link link-primary mt-2 text-sm" onClick={forgotPassword} disabled={sendingReset}>
        Forgot password?
      </button>
      {error ? (
        <p role="alert" className="alert alert-error mt-3 text-sm" data-testid="login-error">
          Error: {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary mt-4 w-full" disabled={isSubmitting || leaving}>
        {isSubmitting || leaving ? <span className="loading loading-spinner" aria-label="Logging in" /> : null}
        Login
      </button>
      <p className="mt-4 text-center text-sm">
        New to Mrittika Ceramic Tools?{' '}
        <Link className="link link-primary" href={loginPathFrom(from, '/register')}>
          Create a new account
        </Link>
      </p>
    </form>
  );
}
