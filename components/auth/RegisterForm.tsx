'use client';

import { useState } from 'react';
import Link from '@/components/i18n/Link';
import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { registerAction } from '@/lib/actions/account';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { loginPathFrom, returnPathIn } from '@/lib/auth/return-path';
import { translated } from '@/components/i18n/translated';
import { lazySchema } from '@/lib/validation/lazy';
import { isNavigation } from './sign-in-client';
import { accountChanging, refreshAccount } from './use-account';

const registerSchema = lazySchema(() => import('@/lib/validation/auth').then((module) => module.registerSchema));

/**
 * Sign-up: checked here and again by the server action, with the same schema. The account takes the page's language
 * (`language`), and the visitor lands on `from` in it.
 */
export function RegisterForm({ from }: { from: string }) {
  const { authPageTexts } = useTexts();
  const language = useLanguage();
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(registerSchema);
  const field = fieldsOf(form, 'register');
  const { isSubmitting } = form.formState;
  const texts = authPageTexts.register;
  // The schema's and the server's messages are English; shown in the page's language.
  const say = (message: string | undefined) => message && translated(message, language);

  const signUp = form.handleSubmit(async (values) => {
    // Signed in on success, and the next page comes without a page load: never Login meanwhile (decision 0100).
    accountChanging();
    try {
      applyResult(form, await registerAction({ ...values, language }, returnPathIn(language, from)));
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

  const name = field('name');
  const email = field('email');
  const password = field('password');
  return (
    // method="dialog" outside a dialog sends nothing: pressed before the page's script has started, the form does not
    // go out as a GET, which would put the password in the URL and the request log.
    <form method="dialog" onSubmit={signUp} noValidate aria-labelledby="register-heading">
      <TextField label={texts.name} autoComplete="name" {...name} error={say(name.error)} />
      <TextField label={texts.email} type="email" autoComplete="email" {...email} error={say(email.error)} />
      <TextField label={texts.password} type="password" autoComplete="new-password" {...password} error={say(password.error)} />
      <FormAlert message={say(serverError(form))} testId="register-error" />
      <SubmitButton busy={isSubmitting || leaving} busyLabel={texts.busy} className="btn btn-primary mt-4 w-full">
        {texts.submit}
      </SubmitButton>
      <p className="mt-4 text-center text-sm">
        {texts.haveAccount}{' '}
        <Link className="link link-primary" href={loginPathFrom(from)}>
          {texts.pleaseLogin}
        </Link>
      </p>
    </form>
  );
}
