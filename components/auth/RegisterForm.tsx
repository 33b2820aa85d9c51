'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { registerAction } from '@/lib/auth/actions';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { loginPathFrom } from '@/lib/auth/return-path';
import { registerSchema, type RegisterInput } from '@/lib/validation/auth';
import { TextField } from '@/components/ui/FormField';
import { isNavigation } from './sign-in-client';
import { schemaResolver } from '@/components/ui/schema-form';

const FIELDS = ['name', 'email', 'password'] as const;

/** Signup (spec section 5): checked here and again by the server action, with the same schema. */
export function RegisterForm({ from }: { from: string }) {
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({ resolver: schemaResolver(registerSchema) });

  const signUp = handleSubmit(async (values) => {
    setError(null);
    try {
      const answer = await registerAction(values, from);
      for (const field of FIELDS) {
        const message = answer.fields?.[field]?.[0];
        if (message) setFieldError(field, { message });
      }
      if (answer.code) setError(authErrorMessage(answer.code));
    } catch (thrown) {
      // Success redirects: the action's promise rejects with the redirect while the router moves on.
      if (isNavigation(thrown)) setLeaving(true);
      else setError(authErrorMessage('server-error'));
    }
  });

  return (
    <form onSubmit={signUp} noValidate aria-labelledby="register-heading">
      <TextField id="register-name" label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {error ? (
        <p role="alert" className="alert alert-error mt-3 text-sm" data-testid="register-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary mt-4 w-full" disabled={isSubmitting || leaving}>
        {isSubmitting || leaving ? <span className="loading loading-spinner" aria-label="Creating your account" /> : null}
        Sign Up
      </button>
      <p className="mt-4 text-center text-sm">
        Already have an account?{' '}
        <Link className="link link-primary" href={loginPathFrom(from)}>
          Please login
        </Link>
      </p>
    </form>
  );
}
