'use client';

import { FormAlert, TextAreaField, TextField } from '@/components/ui/FormField';
import { applyResult, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { updateProfileAction } from '@/lib/actions/users';
import { toasts } from '@/lib/texts';
import { profileSchema } from '@/lib/validation/users';

export type ProfileValues = { email: string; name: string; number: string; address: string };

/** Profile update: name, number and address; the e-mail is shown read-only. */
export function ProfileForm({ profile }: { profile: ProfileValues }) {
  const form = useSchemaForm(profileSchema, {
    defaultValues: { name: profile.name, number: profile.number, address: profile.address },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const save = form.handleSubmit(async (values) => {
    applyResult(form, await updateProfileAction(values), toasts.profileUpdated);
  });

  return (
    <form onSubmit={save} noValidate aria-labelledby="profile-form-heading" className="mt-10 max-w-lg">
      <h2 id="profile-form-heading" className="text-2xl font-bold">
        Update your profile
      </h2>
      <TextField id="profile-form-name" label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField id="profile-form-email" label="Email" type="email" value={profile.email} readOnly />
      <TextField
        id="profile-form-number"
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        error={errors.number?.message}
        {...register('number')}
      />
      <TextAreaField
        id="profile-form-address"
        label="Address"
        autoComplete="street-address"
        rows={3}
        error={errors.address?.message}
        {...register('address')}
      />
      <FormAlert message={serverError(form)} />
      <button type="submit" className="btn btn-primary mt-6" disabled={isSubmitting}>
        {isSubmitting ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
        Update Profile
      </button>
    </form>
  );
}
