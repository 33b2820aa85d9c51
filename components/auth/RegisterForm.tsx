'use client';

import Link from '@/components/i18n/Link';
import { useTexts } from '@/components/i18n/LanguageProvider';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/FormField';
import { serverError } from '@/components/ui/schema-form';
import { registerAction } from '@/lib/actions/account';
import { loginPathFrom, returnPathIn } from '@/lib/auth/return-path';
import { lazySchema } from '@/lib/validation/lazy';
import { accountChanging, refreshAccount } from './use-account';
import { useRedirectingForm } from './use-redirecting-form';

const registerSchema = lazySchema(() => import('@/lib/validation/auth').then((module) => module.registerSchema));

/**
 * Sign-up: checked here and again by the server action, with the same schema. The account takes the page's language
 * (`language`), and the visitor lands on `from` in it.
 */
export function RegisterForm({ from }: { from: string }) {
  const texts = useTexts().authPageTexts.register;
  const { form, field, language, say, busy, submitTo } = useRedirectingForm(registerSchema, 'register');

  const signUp = submitTo(
    (values) => {
      // Signed in on success, and the next page comes without a page load: never Login meanwhile (decision 0100).
      accountChanging();
      return registerAction({ ...values, language }, returnPathIn(language, from));
    },
    // Refused, or the server was not reached: nobody new is signed in, so the header asks again.
    () => void refreshAccount(),
  );

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
      <SubmitButton busy={busy} busyLabel={texts.busy} className="btn btn-primary mt-4 w-full">
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
