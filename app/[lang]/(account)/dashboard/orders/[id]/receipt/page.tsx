import { unlistedTitleFrom } from '@/lib/http/page-titles';
import { notFound } from 'next/navigation';
import { OrderReceipt } from '@/components/dashboard/OrderReceipt';
import { isAdmin } from '@/lib/domain/access';
import { requireSignedIn } from '@/lib/auth/guards';
import { getOrderReceipt } from '@/lib/data/orders';
import { NotFoundError } from '@/lib/domain/errors';
import { pageTexts } from '@/lib/texts/page-texts';

export const generateMetadata = unlistedTitleFrom((texts) => texts.receiptTexts.pageTitle);

/** An order's printable receipt: for its customer and admins; to anyone else there is no such page (404). */
export default async function ReceiptPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await requireSignedIn(`/dashboard/orders/${encodeURIComponent(id)}/receipt`);
  const order = await getOrderReceipt(caller, id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const admin = isAdmin(caller);
  const { menuTexts } = await pageTexts();
  return (
    <OrderReceipt
      order={order}
      showWho={admin}
      backTo={admin ? { href: '/dashboard/confirmorder', label: menuTexts.placedOrders } : { href: '/dashboard/myorder', label: menuTexts.myOrder }}
    />
  );
}
