import 'server-only';
import { queueDueOrderMails } from '@/lib/data/order-mail-queue';
import { queueDueQuoteMails } from '@/lib/data/quotes';
import { connectToDatabase } from '@/lib/infra/db';
import { log } from '@/lib/infra/log';

/**
 * The mail relay (docs/decisions/0040-outbox.md). An order's or a quote's own update records the mails of the change
 * it makes as due (`mailsDue`), and the request queues them right after; what a failure or a crash between the two
 * left due is queued here, from the outbox worker's runs (lib/infra/outbox-worker.ts) and Vercel's cron route, before the
 * sending. Queueing is keyed, so the relay racing a request queues nothing twice.
 */

/** Orders, and as many quotes, one relay run looks at at most; the rest wait for the next run. */
export const RELAY_BATCH = 100;

/** Queues the mails still due and marks them done; answers how many changes it completed. Never throws. */
export async function relayDueMails(limit = RELAY_BATCH): Promise<{ relayed: number }> {
  try {
    await connectToDatabase();
    const [orders, quotes] = await Promise.all([queueDueOrderMails(limit), queueDueQuoteMails(limit)]);
    return { relayed: orders + quotes };
  } catch (error) {
    log('error', '[outbox] the mail relay stopped; what is due stays due', { error });
    return { relayed: 0 };
  }
}
