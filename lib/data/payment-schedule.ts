import 'server-only';
import { expireUnpaidOrders, followPayments } from '@/lib/data/payments';
import { releaseStrandedHolds } from '@/lib/data/stock';
import { log } from '@/lib/infra/log';

/**
 * The payments' and stock's part of the shop's own schedule (docs/payments.md): online orders unpaid past their window
 * expire and give their stock back; refunds under way are followed until the gateway says they are made; attempts no
 * notice settled are asked about; stock a stopped checkout left held goes back. Run by the outbox worker on a
 * long-lived server and by the cron route on Vercel. Never throws: a failure here is logged and tried again next run.
 */
export async function runPaymentSchedule(): Promise<{ expired: number; refunded: number; settled: number; released: number }> {
  try {
    const expired = await expireUnpaidOrders();
    const { refunded, settled } = await followPayments();
    // Stock a checkout stopped between two lines left held (lib/data/stock.ts).
    const released = await releaseStrandedHolds();
    return { expired, refunded, settled, released };
  } catch (error) {
    log('error', '[payments] the schedule failed; it runs again shortly', { error });
    return { expired: 0, refunded: 0, settled: 0, released: 0 };
  }
}
