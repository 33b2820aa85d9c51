/**
 * The order a purchase just placed, for My Order to offer its two ways to pay first (docs/payments.md): a cookie only
 * My Order reads, for ten minutes. It names an order id and nothing else; My Order shows the offer only for an order
 * of the caller's that still waits to be paid.
 */
export const PLACED_ORDER_COOKIE = {
  name: 'placed-order',
  options: { httpOnly: true, sameSite: 'lax', path: '/dashboard/myorder', maxAge: 10 * 60 },
} as const;
