/**
 * Where an order stands and where its money stands: the one list of each, its badge and the step that follows it
 * (their words are the catalogues'). The model, the data layer, the API document and every page read them from here
 * (docs/orders.md, docs/payments.md).
 *
 * An order's `status` is about the goods (placed, confirmed, on its way...); its `payment.status` is about the money.
 * They are apart because cash on delivery confirms an order whose money comes later, and only money the gateway
 * validated or cash an admin recorded is "Paid".
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A confirmed order is one the shop will send: Placed Orders lists these. */
export const CONFIRMED_STATUSES = ['confirmed', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];
export type ConfirmedStatus = (typeof CONFIRMED_STATUSES)[number];

/** The statuses an admin can move a confirmed order on to (forward only; skipping a step is allowed). */
export const FULFILMENT_STEPS = ['shipped', 'delivered'] as const satisfies readonly ConfirmedStatus[];
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

/** Orders an admin may still cancel: the goods have not left. */
export const CANCELLABLE_STATUSES = ['pending', 'confirmed'] as const satisfies readonly OrderStatus[];

/**
 * The steps of an order's timeline, each mailed once (lib/domain/order-mails.ts): its statuses, and the steps of its money
 * that change no status (paid, held, refunded, refund due). Pages name them by the catalogue's `statusLabels.step`.
 */
export const ORDER_STEPS = [...ORDER_STATUSES, 'paid', 'held', 'refunded', 'refund_due'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/**
 * What is said of a status lives in the catalogues, in each language (lib/texts/en/customer.ts `statusLabels`, the
 * admins' `adminStatusTexts`); here are only the facts that are the same in every language.
 */
type StatusFacts = {
  /** Its English name, as the data layer's refusals say it ("This order is shipped; ..."). */
  label: string;
  /** daisyUI badge colour. */
  badge: string;
  /** The step an admin's button moves an order on to from here, if there is one. */
  next: { status: FulfilmentStep } | null;
};

export const ORDER_STATUS: Record<OrderStatus, StatusFacts> = {
  pending: { label: 'Pending', badge: 'badge-warning', next: null },
  confirmed: { label: 'Confirmed', badge: 'badge-info', next: { status: 'shipped' } },
  shipped: { label: 'Shipped', badge: 'badge-primary', next: { status: 'delivered' } },
  delivered: { label: 'Delivered', badge: 'badge-success', next: null },
  cancelled: { label: 'Cancelled', badge: 'badge-neutral', next: null },
  expired: { label: 'Expired', badge: 'badge-neutral', next: null },
};

/** How an order is paid: online through the gateway, or cash on delivery. Null until the customer chooses. */
export const PAYMENT_METHODS = ['online', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The states an order's payment and each of its attempts have alike, in the order they are shown: from opened to ended. */
const OPENED_TO_ENDED = ['pending', 'due', 'paid', 'held', 'failed', 'cancelled', 'expired'] as const;

/**
 * Where an order's money stands (the API's `payment.status`):
 * - `unpaid`: no way to pay chosen yet;
 * - `pending`: an online payment is open at the gateway;
 * - `due`: cash on delivery, not collected yet;
 * - `paid`: the gateway validated the payment, or an admin recorded the cash;
 * - `held`: the gateway validated it but rated it risky: an admin decides;
 * - `failed` / `cancelled`: the last online attempt failed or was cancelled; the customer may try again;
 * - `expired`: not paid within the payment window; the stock went back;
 * - `refund_pending`: money to give back, at the gateway or by hand (`refundDue`);
 * - `refunded`: given back.
 */
export const PAYMENT_STATUSES = ['unpaid', ...OPENED_TO_ENDED, 'refund_pending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The payment states from which a customer may still pay (online, or by choosing cash on delivery). */
export const PAYABLE_STATUSES = ['unpaid', 'pending', 'failed', 'cancelled'] as const satisfies readonly PaymentStatus[];

/**
 * PAYABLE_STATUSES as a query condition: an order stored before payments were recorded has no payment state and is
 * unpaid (`npm run migrate` gives it one; until then `null` matches it).
 */
export const PAYABLE_CONDITION = { $in: [...PAYABLE_STATUSES, null] };

/** The payment states in which the shop has money in hand for the order. */
export const MONEY_IN_STATUSES = ['paid', 'held'] as const satisfies readonly PaymentStatus[];

/** Each payment state's badge colour (its words: the catalogue's `statusLabels.payment`). */
export const PAYMENT_STATUS: Record<PaymentStatus, { badge: string }> = {
  unpaid: { badge: 'badge-ghost' },
  pending: { badge: 'badge-warning' },
  due: { badge: 'badge-info' },
  paid: { badge: 'badge-success' },
  held: { badge: 'badge-warning' },
  failed: { badge: 'badge-error' },
  cancelled: { badge: 'badge-ghost' },
  expired: { badge: 'badge-neutral' },
  refund_pending: { badge: 'badge-warning' },
  refunded: { badge: 'badge-neutral' },
};

/**
 * A customer may review a tool once they have a confirmed order of it: confirmed, shipped or delivered
 * (docs/decisions/0077-reviews-of-a-tool.md).
 */
export const REVIEWABLE_STATUSES: readonly OrderStatus[] = [...CONFIRMED_STATUSES];

export function isReviewable(status: OrderStatus): boolean {
  return REVIEWABLE_STATUSES.includes(status);
}

export function isPayable(status: PaymentStatus): boolean {
  return (PAYABLE_STATUSES as readonly PaymentStatus[]).includes(status);
}

/** The statuses an order may be in when it moves to `step`: every confirmed status before it. */
export function statusesBefore(step: FulfilmentStep): ConfirmedStatus[] {
  return CONFIRMED_STATUSES.slice(0, CONFIRMED_STATUSES.indexOf(step));
}

/**
 * Where one payment attempt stands (models/Payment.ts; the admin's Payments page filters by these):
 * - `pending`: opened at the gateway, nothing validated yet;
 * - `due`: cash on delivery chosen, not collected;
 * - `paid` / `held`: validated by the gateway (held: rated risky), or cash recorded;
 * - `failed` / `cancelled` / `expired`: ended without money;
 * - `refund_due`: money in that must go back and nobody has sent yet (a late or duplicate payment, a refund the
 *   gateway refused, cash collected for a cancelled order);
 * - `refund_pending`: a refund the gateway is making;
 * - `refunded`: given back.
 */
export const ATTEMPT_STATUSES = [...OPENED_TO_ENDED, 'refund_due', 'refund_pending', 'refunded'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/**
 * Each attempt state's badge colour (its words: the catalogue's `adminStatusTexts.attempt`): an order's payment state's
 * colour, and red for money that must go back.
 */
export const ATTEMPT_STATUS = Object.fromEntries(
  ATTEMPT_STATUSES.map((status) => [status, status === 'refund_due' ? { badge: 'badge-error' } : PAYMENT_STATUS[status]]),
) as Record<AttemptStatus, { badge: string }>;
