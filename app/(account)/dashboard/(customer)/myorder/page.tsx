import type { Metadata } from 'next';
import { BoughtToolReviews } from '@/components/dashboard/BoughtToolReviews';
import { MyOrders } from '@/components/dashboard/MyOrders';
import { requireSignedIn } from '@/lib/auth/guards';
import { listOrders } from '@/lib/data/orders';
import { listReviewableTools } from '@/lib/data/reviews';

export const metadata: Metadata = { title: 'My Order' };

/** The signed-in customer's orders with where each stands (docs/orders.md), then the tools they may review. */
export default async function MyOrderPage() {
  const caller = await requireSignedIn('/dashboard/myorder');
  const [orders, reviewable] = await Promise.all([listOrders(caller), listReviewableTools(caller)]);
  return (
    <section aria-labelledby="myorder-heading">
      <h1 id="myorder-heading" className="mb-6 text-3xl font-bold">
        My Order
      </h1>
      <MyOrders
        orders={orders.map(({ id, product, quantity, total, status, timeline }) => ({
          id,
          product,
          quantity,
          total,
          status,
          timeline,
        }))}
      />
      <BoughtToolReviews tools={reviewable} />
    </section>
  );
}
