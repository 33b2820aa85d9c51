import { DashboardMenu, type DashboardLink } from '@/components/dashboard/DashboardMenu';
import { isAdmin } from '@/lib/domain/access';
import { getCaller } from '@/lib/auth/caller';
import { menuPages, type MenuLabel } from '@/lib/http/routes';
import { pageTexts } from '@/lib/texts/page-texts';

// A customer's home is My Profile; an admin's is the Overview, with My Profile beside it (./profile). Then the
// customer's pages (./(customer)) or the admin's (./(admin)); lib/http/routes.ts lists them.
const menuOf = (menu: 'customer' | 'admin', labels: Record<MenuLabel, string>): DashboardLink[] =>
  menuPages(menu).map(({ path, label }) => ({ href: path, label: labels[label] }));

/** The dashboard: its menu beside the page from the lg breakpoint, behind a "Dashboard menu" button below it. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const caller = await getCaller();
  // Signed out: each page's own guard sends the visitor to /login carrying that page's path.
  if (!caller) return children;
  const { menuTexts } = await pageTexts();
  return (
    <div className="flex min-h-full flex-col lg:flex-row">
      <DashboardMenu links={menuOf(isAdmin(caller) ? 'admin' : 'customer', menuTexts)} />
      <div className="min-w-0 flex-1 px-4 py-6 lg:px-10 lg:py-8 print:p-0">{children}</div>
    </div>
  );
}
