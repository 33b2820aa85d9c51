/** What pages call each status (docs/texts.md); their Bangla is lib/texts/bn/statuses.ts. */
import type { OrderStatus, OrderStep, PaymentMethod, PaymentStatus } from '../../domain/order-status';
import type { QuoteState } from '../../domain/quote-status';

/**
 * What pages call each status, keyed by the status (lib/domain/order-status.ts, lib/domain/quote-status.ts keep the lists and the
 * badges; the admins' own words, such as a payment attempt's state, are `adminStatusTexts` in ./admin.ts).
 */
export const statusLabels = {
  /** An order's goods. */
  order: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    expired: 'Expired',
  },
  /** The steps of an order's timeline. */
  step: {
    pending: 'Placed',
    confirmed: 'Confirmed',
    paid: 'Paid',
    held: 'Payment held for review',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    expired: 'Expired unpaid',
    refunded: 'Refunded',
    refund_due: 'Refund due',
  },
  /** An order's money; `refund_due` is a pending refund the shop must make by hand. */
  payment: {
    unpaid: 'Unpaid',
    pending: 'Awaiting payment',
    due: 'Due on delivery',
    paid: 'Paid',
    held: 'Held for review',
    failed: 'Payment failed',
    cancelled: 'Payment cancelled',
    expired: 'Expired',
    refund_pending: 'Refund pending',
    refunded: 'Refunded',
    refund_due: 'Refund due',
  },
  method: { online: 'Online', cash: 'Cash on delivery' },
  quote: {
    requested: 'Awaiting our answer',
    answered: 'Answered',
    expired: 'Expired',
    accepted: 'Accepted',
  },
} as const satisfies {
  order: Record<OrderStatus, string>;
  step: Record<OrderStep, string>;
  payment: Record<PaymentStatus | 'refund_due', string>;
  method: Record<PaymentMethod, string>;
  quote: Record<QuoteState, string>;
};
