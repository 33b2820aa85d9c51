'use client';

import Link from 'next/link';
import { useState } from 'react';
import { toast } from '@/components/ui/Toaster';
import { SubmitButton, TextField } from '@/components/ui/FormField';
import { announceResult, fieldsOf, useSchemaForm } from '@/components/ui/schema-form';
import { requestPasswordResetAction } from '@/lib/actions/account';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { loginPathFrom } from '@/lib/auth/return-path';
import { toasts } from '@/lib/texts';
import { lazySchema } from '@/lib/validation/lazy';
import { signInWithPassword } from './sign-in-client';

const loginSchema = lazySchema(() => import('@/lib/validation/auth').then((module) => module.loginSchema));

/** Login: e-mail and password, errors prefixed "Error:", Forgot password (docs/identity.md). */
export function LoginForm({ from, initialError }: { from: string; initialError: string | null }) {
  const [error, setError] = useState(initialError);
  const [sendingReset, setSendingReset] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(loginSchema);
  const { handleSubmit, getValues } = form;
  const field = fieldsOf(form, 'login');
  const { isSubmitting } = form.formState;

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
      <TextField label="Email" type="email" autoComplete="username" required {...field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
      <button type="button" className="link link-primary mt-2 text-sm" onClick={forgotPassword} disabled={sendingReset}>
        Forgot password?
      </button>
      {error ? (
        <p role="alert" className="alert alert-error mt-3 text-sm" data-testid="login-error">
          Error: {error}
        </p>
      ) : null}
      <SubmitButton busy={isSubmitting || leaving} busyLabel="Logging in" className="btn btn-primary mt-4 w-full">
        Login
      </SubmitButton>
      <p className="mt-4 text-center text-sm">
        New to Mrittika Ceramic Tools?{' '}
        <Link className="link link-primary" href={loginPathFrom(from, '/register')}>
          Create a new account
        </Link>
      </p>
    </form>
  );
}
