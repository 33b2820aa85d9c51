import type { Metadata } from 'next';
import { MyProfile } from '@/components/dashboard/MyProfile';
import { ShopOverview } from '@/components/dashboard/ShopOverview';
import { isAdmin } from '@/lib/access';
import { getCaller } from '@/lib/auth/caller';
import { requireSignedIn } from '@/lib/auth/guards';
import { readOverview } from '@/lib/data/overview';
import { getProfile } from '@/lib/data/users';
import { DashboardPage } from '@/components/dashboard/DashboardPage';

export async function generateMetadata(): Promise<Metadata> {
  return { title: isAdmin(await getCaller()) ? 'Overview' : 'My Profile' };
}

/** The dashboard's home: the shop's overview for admins (My Profile moves to /dashboard/profile), My Profile for customers. */
export default async function DashboardHome() {
  const caller = await requireSignedIn('/dashboard');
  // Read before the admin check: isAdmin narrows `caller` away on the customer's branch.
  const { email } = caller;
  if (isAdmin(caller)) {
    return (
      <DashboardPage id="overview" title="Overview">
        <ShopOverview overview={await readOverview(caller)} />
      </DashboardPage>
    );
  }
  return <MyProfile profile={await getProfile(caller, email)} />;
}
