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
  { href: '/dashboard/payments', label: 'Payments' },
  { href: '/dashboard/delivery', label: 'Delivery' },
  { href: '/dashboard/quoterequests', label: 'Quote Requests' },
  { href: '/dashboard/reviews', label: 'Reviews' },
  { href: '/dashboard/outbox', label: 'Mail Outbox' },
  { href: '/dashboard/audit', label: 'Audit Trail' },
];

/** The dashboard: its menu beside the page from the lg breakpoint, behind a "Dashboard menu" button below it. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const caller = await getCaller();
  // Signed out: each page's own guard sends the visitor to /login carrying that page's path.
  if (!caller) return children;
  return (
    <div className="flex min-h-full flex-col lg:flex-row">
      <DashboardMenu links={isAdmin(caller) ? ADMIN_LINKS : CUSTOMER_LINKS} />
      <div className="min-w-0 flex-1 px-4 py-6 lg:px-10 lg:py-8 print:p-0">{children}</div>
    </div>
  );
}
