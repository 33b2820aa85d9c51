'use client';

import Link from 'next/link';
import { useState } from 'react';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { registerAction } from '@/lib/actions/account';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { loginPathFrom } from '@/lib/auth/return-path';
import { lazySchema } from '@/lib/validation/lazy';
import { isNavigation } from './sign-in-client';
import { accountChanging, refreshAccount } from './use-account';

const registerSchema = lazySchema(() => import('@/lib/validation/auth').then((module) => module.registerSchema));

/** Sign-up: checked here and again by the server action, with the same schema. */
export function RegisterForm({ from }: { from: string }) {
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(registerSchema);
  const field = fieldsOf(form, 'register');
  const { isSubmitting } = form.formState;

  const signUp = form.handleSubmit(async (values) => {
    // Signed in on success, and the next page comes without a page load: never Login meanwhile (decision 0100).
    accountChanging();
    try {
      applyResult(form, await registerAction(values, from));
      void refreshAccount();
    } catch (thrown) {
      // Success redirects: the action's promise rejects with the redirect while the router moves on.
      if (isNavigation(thrown)) setLeaving(true);
      else {
        void refreshAccount();
        form.setError('root.server', { message: authErrorMessage('server-error') });
      }
    }
  });

  return (
    // method="dialog" outside a dialog sends nothing: pressed before the page's script has started, the form does not
    // go out as a GET, which would put the password in the URL and the request log.
    <form method="dialog" onSubmit={signUp} noValidate aria-labelledby="register-heading">
      <TextField label="Name" autoComplete="name" {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
      <FormAlert message={serverError(form)} testId="register-error" />
      <SubmitButton busy={isSubmitting || leaving} busyLabel="Creating your account" className="btn btn-primary mt-4 w-full">
        Sign Up
      </SubmitButton>
      <p className="mt-4 text-center text-sm">
        Already have an account?{' '}
        <Link className="link link-primary" href={loginPathFrom(from)}>
          Please login
        </Link>
      </p>
    </form>
  );
}
