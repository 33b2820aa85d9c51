import { titleFrom } from '@/lib/http/page-titles';
import { MyProfile } from '@/components/dashboard/MyProfile';
import { requireSignedIn } from '@/lib/auth/guards';
import { getProfile } from '@/lib/data/users';

export const generateMetadata = titleFrom((texts) => texts.menuTexts.myProfile);

/** My Profile at its own address, for everyone (an admin's /dashboard is the overview). */
export default async function MyProfilePage() {
  const caller = await requireSignedIn('/dashboard/profile');
  return <MyProfile profile={await getProfile(caller, caller.email)} />;
}
