import type { Metadata } from 'next';
import { BoughtToolReviews } from '@/components/dashboard/BoughtToolReviews';
import { MyOrders } from '@/components/dashboard/MyOrders';
import { Pagination } from '@/components/ui/Pagination';
import { requireSignedIn } from '@/lib/auth/guards';
import { listOrdersPage } from '@/lib/data/orders';
import { listReviewableTools } from '@/lib/data/reviews';
import { pageNumber } from '@/lib/pagination';
import { DashboardPage } from '@/components/dashboard/DashboardPage';

export const metadata: Metadata = { title: 'My Order' };

/**
 * The signed-in customer's orders with where each stands (docs/orders.md), twenty a page, newest first; then the
 * tools they may review.
 */
export default async function MyOrderPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const caller = await requireSignedIn('/dashboard/myorder');
  const page = pageNumber((await searchParams).page);
  const [orders, reviewable] = await Promise.all([listOrdersPage(caller, null, { page }), listReviewableTools(caller)]);
  return (
    <DashboardPage id="myorder" title="My Order">
      <MyOrders
        orders={orders.items.map(({ id, product, quantity, total, status, timeline }) => ({
          id,
          product,
          quantity,
          total,
          status,
          timeline,
        }))}
      />
      <Pagination page={orders.page} pageCount={orders.pageCount} href={(page) => `/dashboard/myorder?page=${page}`} label="My Order pages" />
      <BoughtToolReviews tools={reviewable} />
    </DashboardPage>
  );
}
