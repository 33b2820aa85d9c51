/**
 * Where an order stands: the one list of statuses, what each is called, its badge and the step that follows it.
 * The model, the data layer, the API document and every page read it from here (docs/orders.md).
 */
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A confirmed order has been paid for; Placed Orders lists these. */
export const CONFIRMED_STATUSES = ['paid', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];
export type ConfirmedStatus = (typeof CONFIRMED_STATUSES)[number];

/** The statuses an admin can move a confirmed order on to (forward only; skipping a step is allowed). */
export const FULFILMENT_STEPS = ['shipped', 'delivered'] as const satisfies readonly ConfirmedStatus[];
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

type StatusFacts = {
  /** How people read it. */
  label: string;
  /** daisyUI badge colour. */
  badge: string;
  /** The timeline's word for reaching it ("Placed", "Paid", ...). */
  event: string;
  /** The admin's button that moves an order from here to the next step, if there is one. */
  next: { status: FulfilmentStep; action: string } | null;
};

export const ORDER_STATUS: Record<OrderStatus, StatusFacts> = {
  pending: { label: 'Pending', badge: 'badge-warning', event: 'Placed', next: null },
  paid: { label: 'Paid', badge: 'badge-info', event: 'Paid', next: { status: 'shipped', action: 'Mark shipped' } },
  shipped: { label: 'Shipped', badge: 'badge-primary', event: 'Shipped', next: { status: 'delivered', action: 'Mark delivered' } },
  delivered: { label: 'Delivered', badge: 'badge-success', event: 'Delivered', next: null },
};

/**
 * A customer may review a tool once they have paid for an order of it: paid, shipped or delivered
 * (docs/decisions/0077-reviews-of-a-tool.md).
 */
export const REVIEWABLE_STATUSES: readonly OrderStatus[] = [...CONFIRMED_STATUSES];

export function isReviewable(status: OrderStatus): boolean {
  return REVIEWABLE_STATUSES.includes(status);
}

export function isConfirmed(status: OrderStatus): status is ConfirmedStatus {
  return (CONFIRMED_STATUSES as readonly OrderStatus[]).includes(status);
}

/** The statuses an order may be in when it moves to `step`: every status before it, once paid. */
export function statusesBefore(step: FulfilmentStep): ConfirmedStatus[] {
  return CONFIRMED_STATUSES.slice(0, CONFIRMED_STATUSES.indexOf(step));
}
