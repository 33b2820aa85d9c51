import type { ConfirmedStatus, OrderStatus, OrderStep, PaymentMethod, PaymentStatus } from '@/lib/order-status';

/**
 * What pages, the API and the mails are shown of an order. Types only, in a module that imports nothing else of the
 * shop, so that every layer may name them without an import cycle (lib/data/orders.ts makes them; lib/order-mails.ts
 * reads them).
 */

/** One step of an order's timeline as pages and the API show it. `by` is null where the caller may not see who. */
export type OrderEventSummary = { status: OrderStep; at: string; by: string | null };

/**
 * Where an order's money stands, as pages and the API show it (docs/payments.md). `refundDue`: money the shop must
 * give back by hand. `payableUntil`: when an order being paid online expires unpaid.
 */
export type OrderPaymentSummary = { method: PaymentMethod | null; status: PaymentStatus; refundDue: boolean; payableUntil: string | null };

/** One line of an order as pages and the API show it. */
export type OrderLineSummary = { toolId: string; product: string; unitPrice: number; quantity: number; lineTotal: number };

/**
 * An order as pages and the API show it: plain data, ids as strings, its lines, where it stands and how it got there.
 * `toolId`, `product`, `quantity` and `unitPrice` are the first API's one-tool shape, derived from the lines for the
 * clients written against it: the first line's tool, the lines' names, the units of all lines, and the unit price when
 * there is one line (null for several).
 */
export type OrderSummary = {
  id: string;
  lines: OrderLineSummary[];
  subtotal: number;
  deliveryCharge: number;
  total: number;
  district: string | null;
  toolId: string;
  product: string;
  quantity: number;
  unitPrice: number | null;
  email: string;
  userName: string;
  phone: string;
  address: string;
  status: OrderStatus;
  payment: OrderPaymentSummary;
  timeline: OrderEventSummary[];
  createdAt: string | null;
};

/**
 * A confirmed (paid) order in the shape the confirmed-orders calls have always answered with: the customer
 * (`user`), the product (`name`), the total (`price`), and when it was confirmed (`createdAt`). It is the order
 * itself seen from Placed Orders, so its `_id` is the order's.
 */
export type ConfirmedOrderSummary = {
  id: string;
  orderId: string;
  user: string;
  /** The lines' names, as the first API's one product. */
  name: string;
  price: number;
  lines: OrderLineSummary[];
  deliveryCharge: number;
  address: string;
  phone: string;
  status: ConfirmedStatus;
  payment: OrderPaymentSummary;
  createdAt: string | null;
  /** How it got here (placed, confirmed, paid, shipped, delivered), as the caller may see it. */
  timeline: OrderEventSummary[];
};
