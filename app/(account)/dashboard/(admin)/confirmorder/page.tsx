import type { Metadata } from 'next';
import { OrdersExport } from '@/components/dashboard/OrdersExport';
import { PlacedOrders } from '@/components/dashboard/PlacedOrders';
import { Pagination } from '@/components/ui/Pagination';
import { requireAdmin } from '@/lib/auth/guards';
import { listConfirmedOrdersPage } from '@/lib/data/orders';
import { pageNumber } from '@/lib/pagination';

export const metadata: Metadata = { title: 'Placed Orders' };

/** Admins only: others are signed out and sent to /login (docs/identity.md). Twenty orders a page, newest first. */
export default async function PlacedOrdersPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const caller = await requireAdmin('/dashboard/confirmorder');
  const orders = await listConfirmedOrdersPage(caller, { page: pageNumber((await searchParams).page) });
  return (
    <section aria-labelledby="confirmorder-heading">
      <h1 id="confirmorder-heading" className="mb-6 text-3xl font-bold">
        Placed Orders
      </h1>
      <OrdersExport />
      <PlacedOrders orders={orders.items} />
      <Pagination
        page={orders.page}
        pageCount={orders.pageCount}
        href={(page) => `/dashboard/confirmorder?page=${page}`}
        label="Placed Orders pages"
      />
    </section>
  );
}
