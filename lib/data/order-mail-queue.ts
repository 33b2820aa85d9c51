import 'server-only';
import { mailLanguageOf } from '@/lib/data/accounts';
import { linesOf, toLineSummary, toPaymentSummary, type StoredOrder } from '@/lib/data/order-records';
import { queueEveryDue, queueMailsFor, withMailsDue } from '@/lib/data/outbox';
import { orderStepMails, type MailOrder } from '@/lib/domain/order-mails';
import type { OrderStep } from '@/lib/domain/order-status';
import { Order, type OrderFields } from '@/models/Order';

/**
 * The mails of each step of an order, queued in the outbox (docs/decisions/0040-outbox.md) by the module that made
 * the step, or by the relay when that failed (lib/data/mail-relay.ts).
 */
function toMailOrder(order: StoredOrder): MailOrder {
  const { _id, total, email, userName, phone, address, quoteId } = order;
  const { method, status, refundDue } = toPaymentSummary(order);
  return {
    id: _id.toString(),
    lines: linesOf(order).map(toLineSummary),
    deliveryCharge: order.deliveryCharge ?? 0,
    total,
    email,
    userName,
    phone,
    address,
    quoteId: quoteId?.toString() ?? null,
    payment: { method, status, refundDue },
  };
}

/**
 * Queues the mails of an order's step, which the update that made the step recorded as due (`mailsDue`), then takes
 * the step off that list (docs/decisions/0040-outbox.md). Keyed by order, step and recipient, so the relay racing
 * this queues nothing twice. If queueing fails, the step stays due and the relay queues it; the order never waits.
 * The customer's mail is in the language of their account, read as the mail is written.
 */
export async function queueOrderMails(order: StoredOrder, step: OrderStep): Promise<boolean> {
  return queueMailsFor(
    `order ${order._id.toString()} ${step}`,
    () => mailLanguageOf(order.email),
    (language) => orderStepMails(toMailOrder(order), step, language),
    () => Order.updateOne({ _id: order._id }, { $pull: { mailsDue: step } }),
  );
}

/**
 * The relay's part for orders (lib/data/mail-relay.ts): queues the mails of steps still due, at most `limit` orders'
 * worth, each built from the order as it is now for the step recorded. Answers how many steps it completed.
 */
export async function queueDueOrderMails(limit: number): Promise<number> {
  return queueEveryDue(await Order.find(withMailsDue<OrderFields>()).limit(limit).lean(), queueOrderMails);
}

