'use client';

import { useState } from 'react';
import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { resetPasswordAction } from '@/lib/actions/account';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { translated } from '@/components/i18n/translated';
import { lazySchema } from '@/lib/validation/lazy';
import { isNavigation } from './sign-in-client';

const resetPasswordSchema = lazySchema(() => import('@/lib/validation/auth').then((module) => module.resetPasswordSchema));

/**
 * The new password, typed twice; the token comes from the mailed link. The page's `language` goes with it, so that
 * the login page it leads to can be in that language.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { authPageTexts } = useTexts();
  const language = useLanguage();
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(resetPasswordSchema, { defaultValues: { token } });
  const field = fieldsOf(form, 'reset');
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const texts = authPageTexts.reset;
  // The schema's and the server's messages are English; shown in the page's language.
  const say = (message: string | undefined) => message && translated(message, language);

  const save = form.handleSubmit(async (values) => {
    try {
      applyResult(form, await resetPasswordAction({ ...values, language }));
    } catch (thrown) {
      if (isNavigation(thrown)) setLeaving(true);
      else form.setError('root.server', { message: authErrorMessage('server-error') });
    }
  });

  const password = field('password');
  const confirmPassword = field('confirmPassword');
  return (
    // method="dialog" outside a dialog sends nothing: pressed before the page's script has started, the form does not
    // go out as a GET, which would put the password in the URL and the request log.
    <form method="dialog" onSubmit={save} noValidate aria-labelledby="reset-heading">
      <input type="hidden" {...register('token')} />
      <TextField label={texts.newPassword} type="password" autoComplete="new-password" {...password} error={say(password.error)} />
      <TextField label={texts.newPasswordAgain} type="password" autoComplete="new-password" {...confirmPassword} error={say(confirmPassword.error)} />
      {/* A mangled link fails the token's own check; say what the visitor can do about it. */}
      <FormAlert message={say(errors.token ? authErrorMessage('invalid-action-code') : serverError(form))} />
      <SubmitButton busy={isSubmitting || leaving} busyLabel={texts.busy} className="btn btn-primary mt-4 w-full">
        {texts.submit}
      </SubmitButton>
    </form>
  );
}
