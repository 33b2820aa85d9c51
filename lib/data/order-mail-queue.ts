import 'server-only';
import { mailLanguageOf } from '@/lib/data/accounts';
import { linesOf, toLineSummary, toPaymentSummary, type StoredOrder } from '@/lib/data/order-records';
import { queueMailsFor, withMailsDue } from '@/lib/data/outbox';
import type { Language } from '@/lib/domain/i18n';
import { log } from '@/lib/infra/log';
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
  const change = `order ${order._id.toString()} ${step}`;
  let language: Language;
  try {
    language = await mailLanguageOf(order.email);
  } catch (error) {
    // Never a mail in the wrong language (its key is queued once): the step stays due for the relay.
    log('error', `[outbox] could not read the language of the customer of ${change}; its mails stay due`, { error });
    return false;
  }
  return queueMailsFor(
    change,
    () => orderStepMails(toMailOrder(order), step, language),
    () => Order.updateOne({ _id: order._id }, { $pull: { mailsDue: step } }),
  );
}

/**
 * The relay's part for orders (lib/data/mail-relay.ts): queues the mails of steps still due, at most `limit` orders'
 * worth, each built from the order as it is now for the step recorded. Answers how many steps it completed.
 */
export async function queueDueOrderMails(limit: number): Promise<number> {
  const orders = await Order.find(withMailsDue<OrderFields>()).limit(limit).lean();
  let completed = 0;
  for (const order of orders) {
    for (const step of order.mailsDue ?? []) if (await queueOrderMails(order, step)) completed += 1;
  }
  return completed;
}

