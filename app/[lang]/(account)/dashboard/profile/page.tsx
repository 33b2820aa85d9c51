import type { Metadata } from 'next';
import { MyProfile } from '@/components/dashboard/MyProfile';
import { requireSignedIn } from '@/lib/auth/guards';
import { getProfile } from '@/lib/data/users';
import { pageTexts } from '@/lib/texts/page-texts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await pageTexts()).menuTexts.myProfile };
}

/** My Profile at its own address, for everyone (an admin's /dashboard is the overview). */
export default async function MyProfilePage() {
  const caller = await requireSignedIn('/dashboard/profile');
  return <MyProfile profile={await getProfile(caller, caller.email)} />;
}
