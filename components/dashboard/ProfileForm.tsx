'use client';

import { usePathname, useRouter } from 'next/navigation';
import { refreshAccount } from '@/components/auth/use-account';
import { chooseLanguage } from '@/components/i18n/language-choice';
import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { updateProfileAction } from '@/lib/actions/users';
import { LANGUAGE_NAMES, LANGUAGES, pathIn, splitLanguage, type Language } from '@/lib/domain/i18n';
import { lazySchema } from '@/lib/validation/lazy';

const profileSchema = lazySchema(() => import('@/lib/validation/users').then((module) => module.profileSchema));

export type ProfileValues = { email: string; name: string; number: string; address: string; language: Language };

/**
 * Profile update: name, number, address and the language the account reads (its mails'; saved with the profile);
 * the e-mail is shown read-only. Saving another language than the page's also remembers it in this browser and opens
 * this page in it.
 */
export function ProfileForm({ profile }: { profile: ProfileValues }) {
  const router = useRouter();
  const pathname = usePathname();
  const language = useLanguage();
  const { profileTexts: texts, toasts } = useTexts();
  const form = useSchemaForm(profileSchema, {
    defaultValues: { name: profile.name, number: profile.number, address: profile.address, language: profile.language },
  });
  // The fields and FormAlert show the shared schema's English messages in the page's language.
  const field = fieldsOf(form, 'profile-form');
  const refusal = serverError(form);

  const save = form.handleSubmit(async (values) => {
    if (!applyResult(form, await updateProfileAction(values), toasts.profileUpdated)) return;
    // The account menu shows the new name at once.
    await refreshAccount();
    if (values.language && values.language !== language) {
      // The account has it already (saved with the profile): only this browser's cookie is left to set.
      chooseLanguage(values.language, false);
      router.push(pathIn(values.language, splitLanguage(pathname).path));
    }
  });

  return (
    <form onSubmit={save} noValidate aria-labelledby="profile-form-heading" className="mt-10 max-w-lg">
      <h2 id="profile-form-heading" className="text-2xl font-bold">
        {texts.formHeading}
      </h2>
      <TextField label={texts.name} autoComplete="name" {...field('name')} />
      <TextField id="profile-form-email" label={texts.email} type="email" value={profile.email} readOnly />
      <TextField label={texts.phone} type="tel" inputMode="numeric" autoComplete="tel" {...field('number')} />
      <TextAreaField label={texts.address} autoComplete="street-address" rows={3} {...field('address')} />
      <SelectField label={texts.language} {...field('language')}>
        {LANGUAGES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LANGUAGE_NAMES[each]}
          </option>
        ))}
      </SelectField>
      <FormAlert message={refusal} />
      <SubmitButton busy={form.formState.isSubmitting}>{texts.submit}</SubmitButton>
    </form>
  );
}
