import type { Profile } from '@/lib/data/users';
import { pageTexts } from '@/lib/texts/page-texts';
import { ProfileForm } from './ProfileForm';
import { DashboardPage } from './DashboardPage';
import { ProfileWords } from '@/components/i18n/words/profile';

/** My Profile: the account as the database holds it, and the profile update form. */
export async function MyProfile({ profile }: { profile: Profile }) {
  const { menuTexts, profileTexts: texts } = await pageTexts();
  return (
    <DashboardPage id="profile" title={menuTexts.myProfile} words={[ProfileWords]}>
      <dl className="grid max-w-lg grid-cols-[max-content_1fr] gap-x-6 gap-y-2" data-testid="profile">
        <dt className="font-semibold">{texts.name}</dt>
        <dd data-testid="profile-name">{profile.name ?? texts.notSet}</dd>
        <dt className="font-semibold">{texts.email}</dt>
        <dd data-testid="profile-email">{profile.email}</dd>
        <dt className="font-semibold">{texts.role}</dt>
        <dd data-testid="profile-role">{profile.role === 'admin' ? texts.admin : texts.customer}</dd>
      </dl>
      <ProfileForm
        profile={{
          email: profile.email,
          name: profile.name ?? '',
          number: profile.number ?? '',
          address: profile.address ?? '',
          language: profile.language,
        }}
      />
    </DashboardPage>
  );
}
