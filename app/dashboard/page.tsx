import type { Metadata } from 'next';
import { requireSignedIn } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'My Profile' };

/** My Profile: the account as the database holds it. (The profile update form joins this page later.) */
export default async function MyProfilePage() {
  const caller = await requireSignedIn('/dashboard');
  return (
    <section aria-labelledby="profile-heading">
      <h1 id="profile-heading" className="mb-6 text-3xl font-bold">
        My Profile
      </h1>
      <dl className="grid max-w-lg grid-cols-[max-content_1fr] gap-x-6 gap-y-2" data-testid="profile">
        <dt className="font-semibold">Name</dt>
        <dd data-testid="profile-name">{caller.name ?? '(not set)'}</dd>
        <dt className="font-semibold">Email</dt>
        <dd data-testid="profile-email">{caller.email}</dd>
        <dt className="font-semibold">Role</dt>
        <dd data-testid="profile-role">{caller.role === 'admin' ? 'Admin' : 'Customer'}</dd>
      </dl>
    </section>
  );
}
