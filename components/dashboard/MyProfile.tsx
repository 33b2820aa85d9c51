import type { Profile } from '@/lib/data/users';
import { ProfileForm } from './ProfileForm';

/** My Profile: the account as the database holds it, and the profile update form. */
export function MyProfile({ profile }: { profile: Profile }) {
  return (
    <section aria-labelledby="profile-heading">
      <h1 id="profile-heading" className="mb-6 text-3xl font-bold">
        My Profile
      </h1>
      <dl className="grid max-w-lg grid-cols-[max-content_1fr] gap-x-6 gap-y-2" data-testid="profile">
        <dt className="font-semibold">Name</dt>
        <dd data-testid="profile-name">{profile.name ?? '(not set)'}</dd>
        <dt className="font-semibold">Email</dt>
        <dd data-testid="profile-email">{profile.email}</dd>
        <dt className="font-semibold">Role</dt>
        <dd data-testid="profile-role">{profile.role === 'admin' ? 'Admin' : 'Customer'}</dd>
      </dl>
      <ProfileForm
        profile={{ email: profile.email, name: profile.name ?? '', number: profile.number ?? '', address: profile.address ?? '' }}
      />
    </section>
  );
}
