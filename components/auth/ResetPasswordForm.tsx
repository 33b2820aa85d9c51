'use client';

import { useTexts } from '@/components/i18n/LanguageProvider';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/FormField';
import { serverError } from '@/components/ui/schema-form';
import { resetPasswordAction } from '@/lib/actions/account';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { lazySchema } from '@/lib/validation/lazy';
import { useRedirectingForm } from './use-redirecting-form';

const resetPasswordSchema = lazySchema(() => import('@/lib/validation/auth').then((module) => module.resetPasswordSchema));

/**
 * The new password, typed twice; the token comes from the mailed link. The page's `language` goes with it, so that
 * the login page it leads to can be in that language.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const texts = useTexts().authPageTexts.reset;
  const { form, field, language, say, busy, submitTo } = useRedirectingForm(resetPasswordSchema, 'reset', { defaultValues: { token } });

  const save = submitTo((values) => resetPasswordAction({ ...values, language }));

  const password = field('password');
  const confirmPassword = field('confirmPassword');
  return (
    // method="dialog" outside a dialog sends nothing: pressed before the page's script has started, the form does not
    // go out as a GET, which would put the password in the URL and the request log.
    <form method="dialog" onSubmit={save} noValidate aria-labelledby="reset-heading">
      <input type="hidden" {...form.register('token')} />
      <TextField label={texts.newPassword} type="password" autoComplete="new-password" {...password} error={say(password.error)} />
      <TextField label={texts.newPasswordAgain} type="password" autoComplete="new-password" {...confirmPassword} error={say(confirmPassword.error)} />
      {/* A mangled link fails the token's own check; say what the visitor can do about it. */}
      <FormAlert message={say(form.formState.errors.token ? authErrorMessage('invalid-action-code') : serverError(form))} />
      <SubmitButton busy={busy} busyLabel={texts.busy} className="btn btn-primary mt-4 w-full">
        {texts.submit}
      </SubmitButton>
    </form>
  );
}
