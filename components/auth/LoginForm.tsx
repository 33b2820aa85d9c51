'use client';

import { useState } from 'react';
import Link from '@/components/i18n/Link';
import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { toast } from '@/components/ui/Toaster';
import { SubmitButton, TextField } from '@/components/ui/FormField';
import { fieldsOf, useSchemaForm } from '@/components/ui/schema-form';
import { requestPasswordResetAction } from '@/lib/actions/account';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { loginPathFrom, returnPathIn } from '@/lib/auth/return-path';
import type { SignedInAccount } from '@/lib/data/account-types';
import { choosingLanguage, pathIn, splitLanguage } from '@/lib/domain/i18n';
import { translated } from '@/components/i18n/translated';
import { lazySchema } from '@/lib/validation/lazy';
import { signInWithPassword } from './sign-in-client';

const loginSchema = lazySchema(() => import('@/lib/validation/auth').then((module) => module.loginSchema));

/**
 * Login: e-mail and password, errors prefixed "Error:", Forgot password (docs/identity.md). Signed in, the visitor
 * lands on `from` (an English path) in the page's language.
 */
/** `path` in the language of the account just signed in (the page's own when it cannot be told), remembered. */
async function inAccountLanguage(path: string): Promise<string> {
  try {
    const account = (await (await fetch('/api/account', { cache: 'no-store' })).json()) as SignedInAccount | null;
    if (!account) return path;
    return choosingLanguage(pathIn(account.language, splitLanguage(path).path), account.language);
  } catch {
    return path;
  }
}

export function LoginForm({ from, initialError }: { from: string; initialError: string | null }) {
  const { authPageTexts, toasts } = useTexts();
  const language = useLanguage();
  const [error, setError] = useState(initialError);
  const [sendingReset, setSendingReset] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(loginSchema);
  const { handleSubmit, getValues } = form;
  const field = fieldsOf(form, 'login');
  const { isSubmitting } = form.formState;
  const texts = authPageTexts.login;
  // The schema's and the server's messages are English; shown in the page's language.
  const say = (message: string) => translated(message, language);

  const logIn = handleSubmit(async ({ email, password }) => {
    setError(null);
    const destination = returnPathIn(language, from);
    const result = await signInWithPassword(email, password, destination);
    if (!result.ok) {
      setError(say(authErrorMessage(result.code)));
      return;
    }
    setLeaving(true);
    // A full page load, so that every part of the page (the navigation too) sees the new session; in the language the
    // account reads, which this browser then remembers too (docs/decisions/0101-the-shop-in-bangla.md).
    window.location.assign(await inAccountLanguage(destination));
  });

  async function forgotPassword() {
    const email = getValues('email')?.trim() ?? '';
    if (!email) {
      toast.error(toasts.resetEmailMissing);
      return;
    }
    setSendingReset(true);
    try {
      const result = await requestPasswordResetAction({ email });
      if (result.ok) toast.success(toasts.resetEmailSent);
      else toast.error(say(Object.values(result.fields ?? {})[0]?.[0] ?? result.error));
    } catch {
      toast.error(say(authErrorMessage('server-error')));
    } finally {
      setSendingReset(false);
    }
  }

  const email = field('email');
  const password = field('password');
  return (
    // method="dialog" outside a dialog sends nothing: pressed before the page's script has started, the form does not
    // go out as a GET, which would put the password in the URL and the request log.
    <form method="dialog" onSubmit={logIn} aria-labelledby="login-heading">
      <TextField label={texts.email} type="email" autoComplete="username" required {...email} error={email.error && say(email.error)} />
      <TextField label={texts.password} type="password" autoComplete="current-password" required {...password} error={password.error && say(password.error)} />
      <button type="button" className="link link-primary mt-2 text-sm" onClick={forgotPassword} disabled={sendingReset}>
        {texts.forgotPassword}
      </button>
      {error ? (
        <p role="alert" className="alert alert-error mt-3 text-sm" data-testid="login-error">
          {texts.error(error)}
        </p>
      ) : null}
      <SubmitButton busy={isSubmitting || leaving} busyLabel={texts.busy} className="btn btn-primary mt-4 w-full">
        {texts.submit}
      </SubmitButton>
      <p className="mt-4 text-center text-sm">
        {texts.newHere}{' '}
        <Link className="link link-primary" href={loginPathFrom(from, '/register')}>
          {texts.createAccount}
        </Link>
      </p>
    </form>
  );
}
