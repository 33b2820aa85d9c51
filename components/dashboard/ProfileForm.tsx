'use client';

import { refreshAccount } from '@/components/auth/use-account';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { updateProfileAction } from '@/lib/actions/users';
import { toasts } from '@/lib/texts';
import { lazySchema } from '@/lib/validation/lazy';

const profileSchema = lazySchema(() => import('@/lib/validation/users').then((module) => module.profileSchema));

export type ProfileValues = { email: string; name: string; number: string; address: string };

/** Profile update: name, number and address; the e-mail is shown read-only. */
export function ProfileForm({ profile }: { profile: ProfileValues }) {
  const form = useSchemaForm(profileSchema, {
    defaultValues: { name: profile.name, number: profile.number, address: profile.address },
  });
  const field = fieldsOf(form, 'profile-form');

  const save = form.handleSubmit(async (values) => {
    // The account menu shows the new name at once.
    if (applyResult(form, await updateProfileAction(values), toasts.profileUpdated)) await refreshAccount();
  });

  return (
    <form onSubmit={save} noValidate aria-labelledby="profile-form-heading" className="mt-10 max-w-lg">
      <h2 id="profile-form-heading" className="text-2xl font-bold">
        Update your profile
      </h2>
      <TextField label="Name" autoComplete="name" {...field('name')} />
      <TextField id="profile-form-email" label="Email" type="email" value={profile.email} readOnly />
      <TextField label="Phone number" type="tel" inputMode="numeric" autoComplete="tel" {...field('number')} />
      <TextAreaField label="Address" autoComplete="street-address" rows={3} {...field('address')} />
      <FormAlert message={serverError(form)} />
      <SubmitButton busy={form.formState.isSubmitting}>Update Profile</SubmitButton>
    </form>
  );
}
