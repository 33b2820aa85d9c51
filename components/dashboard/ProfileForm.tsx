'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { updateProfileAction } from '@/app/dashboard/actions';
import { TextAreaField, TextField } from '@/components/ui/FormField';
import { schemaResolver } from '@/components/ui/schemaResolver';
import { toasts } from '@/lib/toasts';
import { profileSchema, type ProfileInput } from '@/lib/validation/users';
import type { z } from 'zod';

export type ProfileValues = { email: string; name: string; number: string; address: string };

/** Profile update (spec section 5): name, number and address; the e-mail is shown read-only. */
export function ProfileForm({ profile }: { profile: ProfileValues }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof profileSchema>, unknown, ProfileInput>({
    resolver: schemaResolver(profileSchema),
    defaultValues: { name: profile.name, number: profile.number, address: profile.address },
  });

  const save = handleSubmit(async (values) => {
    setRefusal(null);
    const answer = await updateProfileAction(values);
    if (answer.ok) {
      toast.success(toasts.profileUpdated);
      return;
    }
    for (const field of ['name', 'number', 'address'] as const) {
      const message = answer.fields?.[field]?.[0];
      if (message) setError(field, { message });
    }
    if (!answer.fields) setRefusal(answer.error);
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
      {refusal ? (
        <p role="alert" className="alert alert-error mt-4">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary mt-6" disabled={isSubmitting}>
        {isSubmitting ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
        Update Profile
      </button>
    </form>
  );
}
