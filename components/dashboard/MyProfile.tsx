import type { Profile } from '@/lib/data/users';
import { ProfileForm } from './ProfileForm';
import { DashboardPage } from './DashboardPage';

/** My Profile: the account as the database holds it, and the profile update form. */
export function MyProfile({ profile }: { profile: Profile }) {
  return (
    <DashboardPage id="profile" title="My Profile">
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
    </DashboardPage>
  );
}
