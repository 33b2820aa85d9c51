import { unlistedTitleFrom } from '@/lib/http/page-titles';
import { notFound } from 'next/navigation';
import { OrderPayment } from '@/components/dashboard/OrderPayment';
import { DashboardPage } from '@/components/dashboard/DashboardPage';
import { requireSignedIn } from '@/lib/auth/guards';
import { getOrderPayment } from '@/lib/data/payments';
import { NotFoundError } from '@/lib/domain/errors';
import { firstValue } from '@/lib/http/query-params';
import { pageTexts } from '@/lib/texts/page-texts';
import { OrdersWords } from '@/components/i18n/words/orders';

export const generateMetadata = unlistedTitleFrom((texts) => texts.payTexts.pageTitle);

type Search = { result?: string | string[] };

/**
 * One order's payment: where the gateway sends the customer back, and where My Order links an online payment. It
 * shows what our server knows, never what the return's query says (docs/payments.md). For the order's customer and
 * admins; to anyone else there is no such page (404).
 */
export default async function OrderPaymentPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Search> }) {
  const { id } = await params;
  const caller = await requireSignedIn(`/dashboard/orders/${encodeURIComponent(id)}/payment`);
  const { order, onlineOffered } = await getOrderPayment(caller, id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const result = (await searchParams).result;
  // The gateway sent the customer back from a payment it took: until it confirms to us, say that we are confirming.
  const returnedPaid = firstValue(result) === 'pending';
  const { payTexts } = await pageTexts();
  return (
    <DashboardPage id="payment" title={payTexts.pageTitle} words={[OrdersWords]}>
      <OrderPayment order={order} onlineOffered={onlineOffered} returnedPaid={returnedPaid} />
    </DashboardPage>
  );
}
