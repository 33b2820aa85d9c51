import 'server-only';
import type { StoredOrder } from '@/lib/data/order-records';
import { shopDayKey } from '@/lib/domain/dates';
import { log } from '@/lib/infra/log';
import { OrderTally, dayTally, statusTally } from '@/models/OrderTally';

/**
 * The admin overview's tallies of orders (docs/decisions/0050-admin-overview.md): moved by each step of an order,
 * by the module that made the step, right after its write.
 */
export type TallyChange = [key: string, by: { orders?: number; revenue?: number }];

/**
 * Moves the admin overview's tallies (models/OrderTally.ts) by one step of one order, in one round trip. Called right
 * after the conditional write that made the step, and only by the caller whose write matched, so a repeated or
 * concurrent request never counts an order twice; should the process stop between the two writes, or this write
 * fail, the recount of `npm run migrate` puts it right (docs/decisions/0050-admin-overview.md).
 */
export async function moveTallies(changes: TallyChange[]): Promise<void> {
  try {
    await OrderTally.bulkWrite(
      changes.map(([key, by]) => ({ updateOne: { filter: { key }, update: { $inc: by }, upsert: true } })),
      { ordered: false },
    );
  } catch (error) {
    // The order's own step is made: failing now would tell the customer it was not (and skip its mails). The
    // overview is short by this step until the recount runs.
    log('error', `[overview] tallies not moved (${JSON.stringify(changes)}); \`npm run migrate\` recounts them`, { error });
  }
}

/** An order placed (+1) or deleted while pending (-1): its shop day's orders placed, and the pending ones. */
export function placedTallies(order: StoredOrder, direction: 1 | -1): TallyChange[] {
  return [
    [dayTally(shopDayKey(order.createdAt ?? order._id.getTimestamp())), { orders: direction }],
    [statusTally('pending'), { orders: direction }],
  ];
}

/** Counts an order just written as placed (here, or from an accepted quote in lib/data/quotes.ts). */
export async function tallyOrderPlaced(order: StoredOrder): Promise<void> {
  await moveTallies(placedTallies(order, 1));
}


