import type { Metadata } from 'next';
import { OrdersExport } from '@/components/dashboard/OrdersExport';
import { PlacedOrders } from '@/components/dashboard/PlacedOrders';
import { requireAdmin } from '@/lib/auth/guards';
import { listConfirmedOrders } from '@/lib/data/orders';

export const metadata: Metadata = { title: 'Placed Orders' };

/** Admins only: others are signed out and sent to /login (docs/identity.md). */
export default async function PlacedOrdersPage() {
  const caller = await requireAdmin('/dashboard/confirmorder');
  const orders = await listConfirmedOrders(caller);
  return (
    <section aria-labelledby="confirmorder-heading">
      <h1 id="confirmorder-heading" className="mb-6 text-3xl font-bold">
        Placed Orders
      </h1>
      <OrdersExport />
      <PlacedOrders orders={orders} />
    </section>
  );
}
