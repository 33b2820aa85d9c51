import { DashboardMenu, type DashboardLink } from '@/components/dashboard/DashboardMenu';
import { isAdmin } from '@/lib/access';
import { getCaller } from '@/lib/auth/caller';

// A customer's home is My Profile; an admin's is the Overview, with My Profile beside it (./profile). Then the
// customer's pages (./(customer)) or the admin's (./(admin)).
const CUSTOMER_LINKS: DashboardLink[] = [
  { href: '/dashboard', label: 'My Profile' },
  { href: '/dashboard/addreview', label: 'Add Review' },
  { href: '/dashboard/myorder', label: 'My Order' },
  { href: '/dashboard/quotes', label: 'My Quotes' },
];
const ADMIN_LINKS: DashboardLink[] = [
  { href: '/dashboard', label: 'Overview' },
  { href: '/dashboard/profile', label: 'My Profile' },
  { href: '/dashboard/users', label: 'All Users' },
  { href: '/dashboard/addproduct', label: 'Add Tool' },
  { href: '/dashboard/manageproduct', label: 'Manage Tools' },
  { href: '/dashboard/confirmorder', label: 'Placed Orders' },
  { href: '/dashboard/quoterequests', label: 'Quote Requests' },
  { href: '/dashboard/reviews', label: 'Reviews' },
  { href: '/dashboard/outbox', label: 'Mail Outbox' },
  { href: '/dashboard/audit', label: 'Audit Trail' },
];

/** The dashboard's drawer: the side menu beside the page, folded behind a button on small screens. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const caller = await getCaller();
  // Signed out: each page's own guard sends the visitor to /login carrying that page's path.
  if (!caller) return children;
  return (
    <div className="drawer lg:drawer-open">
      <input id="dashboard-drawer" type="checkbox" className="drawer-toggle" aria-label="Show the dashboard menu" />
      <div className="drawer-content px-4 py-8 lg:px-10 print:p-0">
        <label htmlFor="dashboard-drawer" className="btn btn-outline btn-sm mb-4 lg:hidden print:hidden">
          Dashboard menu
        </label>
        {children}
      </div>
      <div className="drawer-side print:hidden">
        <label htmlFor="dashboard-drawer" aria-label="Close the dashboard menu" className="drawer-overlay" />
        <nav aria-label="Dashboard" className="min-h-full bg-base-200">
          <DashboardMenu links={isAdmin(caller) ? ADMIN_LINKS : CUSTOMER_LINKS} />
        </nav>
      </div>
    </div>
  );
}
