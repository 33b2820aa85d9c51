import type { Metadata } from 'next';
import { MyProfile } from '@/components/dashboard/MyProfile';
import { ShopOverview } from '@/components/dashboard/ShopOverview';
import { isAdmin } from '@/lib/domain/access';
import { getCaller } from '@/lib/auth/caller';
import { requireSignedIn } from '@/lib/auth/guards';
import { readOverview } from '@/lib/data/overview';
import { getProfile } from '@/lib/data/users';
import { pageTexts } from '@/lib/texts/page-texts';
import { DashboardPage } from '@/components/dashboard/DashboardPage';

export async function generateMetadata(): Promise<Metadata> {
  const { menuTexts } = await pageTexts();
  return { title: isAdmin(await getCaller()) ? menuTexts.overview : menuTexts.myProfile };
}

/** The dashboard's home: the shop's overview for admins (My Profile moves to /dashboard/profile), My Profile for customers. */
export default async function DashboardHome() {
  const caller = await requireSignedIn('/dashboard');
  // Read before the admin check: isAdmin narrows `caller` away on the customer's branch.
  const { email } = caller;
  if (isAdmin(caller)) {
    const { menuTexts } = await pageTexts();
    return (
      <DashboardPage id="overview" title={menuTexts.overview}>
        <ShopOverview overview={await readOverview(caller)} />
      </DashboardPage>
    );
  }
  return <MyProfile profile={await getProfile(caller, email)} />;
}
