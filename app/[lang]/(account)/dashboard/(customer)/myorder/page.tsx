import { titleFrom } from '@/lib/http/page-titles';
import { cookies } from 'next/headers';
import { BoughtToolReviews } from '@/components/dashboard/BoughtToolReviews';
import { MyOrders } from '@/components/dashboard/MyOrders';
import { myOrderRows } from '@/components/dashboard/my-order-rows';
import { PlacedOrderPayment } from '@/components/dashboard/PlacedOrderPayment';
import { Pagination } from '@/components/ui/Pagination';
import { requireSignedIn } from '@/lib/auth/guards';
import { listOrdersPage } from '@/lib/data/orders';
import { onlinePaymentOffered } from '@/lib/data/payments';
import { listReviewableTools } from '@/lib/data/reviews';
import { isPayable } from '@/lib/domain/order-status';
import { pageNumber } from '@/lib/domain/pagination';
import { PLACED_ORDER_COOKIE } from '@/lib/payments/placed-order';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { DashboardPage } from '@/components/dashboard/DashboardPage';
import { OrdersWords } from '@/components/i18n/words/orders';

export const generateMetadata = titleFrom((texts) => texts.menuTexts.myOrder);

type Search = { page?: string | string[] };

/**
 * The signed-in customer's orders with where each stands (docs/orders.md), twenty a page, newest first; then the
 * tools they may review. Straight after a purchase (the purchase leaves a short-lived cookie naming the order), the new
 * order's two ways to pay come first, while it waits for them (docs/payments.md).
 */
export default async function MyOrderPage({ searchParams }: { searchParams: Promise<Search> }) {
  const caller = await requireSignedIn('/dashboard/myorder');
  const page = pageNumber((await searchParams).page);
  const [orders, reviewable] = await Promise.all([listOrdersPage(caller, null, { page }), listReviewableTools(caller)]);
  const onlineOffered = onlinePaymentOffered();
  const placedId = (await cookies()).get(PLACED_ORDER_COOKIE.name)?.value;
  const placed = orders.items.find((order) => order.id === placedId && order.status === 'pending' && isPayable(order.payment.status));
  const { menuTexts, myOrderTexts, statusLabels } = await pageTexts();
  const language = await pageLanguage();
  return (
    <DashboardPage id="myorder" title={menuTexts.myOrder} words={[OrdersWords]}>
      {placed ? <PlacedOrderPayment order={placed} onlineOffered={onlineOffered} /> : null}
      <MyOrders onlineOffered={onlineOffered} orders={myOrderRows(orders.items, { myOrderTexts, statusLabels }, language)} />
      <Pagination of={orders} href={(page) => `/dashboard/myorder?page=${page}`} label={myOrderTexts.pages} />
      <BoughtToolReviews tools={reviewable} />
    </DashboardPage>
  );
}
