import { titleFrom } from '@/lib/http/page-titles';
import { OrdersExport } from '@/components/dashboard/OrdersExport';
import { PlacedOrders } from '@/components/dashboard/PlacedOrders';
import { TextField } from '@/components/ui/FormField';
import { Pagination } from '@/components/ui/Pagination';
import { requireAdmin } from '@/lib/auth/guards';
import type { SearchParams } from '@/lib/auth/search-params';
import { listConfirmedOrdersPage } from '@/lib/data/orders';
import { pageNumber } from '@/lib/domain/pagination';
import { DashboardPage } from '@/components/dashboard/DashboardPage';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { pathIn } from '@/lib/domain/i18n';
import { AdminWords } from '@/components/i18n/words/admin';
import { AdminOrdersWords } from '@/components/i18n/words/admin-orders';
import { OrdersWords } from '@/components/i18n/words/orders';
import { StatusesWords } from '@/components/i18n/words/statuses';

export const generateMetadata = titleFrom((texts) => texts.menuTexts.placedOrders);

/** Admins only: others are signed out and sent to /login (docs/identity.md). Twenty orders a page, newest first. */
export default async function PlacedOrdersPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requireAdmin('/dashboard/confirmorder');
  const query = await searchParams;
  // One customer's orders (`?customer=` an e-mail address), a plain GET form so that the filter is a link too.
  const customer = typeof query.customer === 'string' ? query.customer.trim().slice(0, 254) : '';
  const [orders, { menuTexts, adminOrderTexts }, language] = await Promise.all([
    listConfirmedOrdersPage(caller, { page: pageNumber(query.page), customer }),
    pageTexts(),
    pageLanguage(),
  ]);
  const filter = customer ? `&customer=${encodeURIComponent(customer)}` : '';
  return (
    <DashboardPage id="confirmorder" title={menuTexts.placedOrders} words={[AdminWords, AdminOrdersWords, OrdersWords, StatusesWords]}>
      <OrdersExport />
      <form method="get" className="mb-6 flex flex-wrap items-end gap-3" role="search" aria-label={adminOrderTexts.filterLabel}>
        <TextField id="placed-customer" name="customer" label={adminOrderTexts.customerEmail} type="email" defaultValue={customer} />
        <button type="submit" className="btn btn-outline">
          {adminOrderTexts.showTheirOrders}
        </button>
      </form>
      <PlacedOrders orders={orders.items} />
      <Pagination of={orders} href={(page) => pathIn(language, `/dashboard/confirmorder?page=${page}${filter}`)} label={adminOrderTexts.pages} />
    </DashboardPage>
  );
}
