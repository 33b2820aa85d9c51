import type { OrderStatus } from '@/lib/domain/order-status';
import { tallyModel } from './tally';

/** The tally of a shop day ("YYYY-MM-DD", Dhaka): orders placed that day, and the totals of orders paid that day. */
export function dayTally(day: string): string {
  return `day:${day}`;
}

/** The tally of a status: how many orders stand in it now. */
export function statusTally(status: OrderStatus): string {
  return `status:${status}`;
}

/**
 * The admin overview's figures counted as orders change, so that the overview never reads every order: one tally per
 * shop day and per status (`key`: `dayTally(day)` or `statusTally(status)`), moved by the write that places, pays,
 * moves or deletes an order (lib/data/orders.ts), and rebuilt from the orders by scripts/migrations/order-tally.ts
 * (docs/decisions/0050-admin-overview.md). `orders`: orders placed that day, or for a status the orders in it;
 * `revenue`, a day's only: the totals (BDT) of the orders paid that day.
 */
export const OrderTally = tallyModel('OrderTally', ['orders', 'revenue']);
