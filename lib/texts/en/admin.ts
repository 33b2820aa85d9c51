/**
 * The admin pages' words (docs/texts.md); their Bangla is lib/texts/bn/admin.ts. What the admin's pages show in the
 * browser is in modules of its own, each read by the pages that show it: the tools' (./admin-tools.ts), the orders' and
 * payments' (./admin-orders.ts), the shop's upkeep (./admin-upkeep.ts), and here the admin's toasts, so that no page
 * carries another's words (lib/texts/client/en/admin*.ts). The admin's pages also read shared sections
 * (`reviewTexts`, `catalogueTexts`, `toasts`...).
 */
import type { AuditAction, AuditKind } from '../../domain/audit-actions';
import { formatNumber } from '../../domain/numbers';

/** The titles of the admin's pages that the dashboard menu does not name, and their lines under the heading. */
export const adminPageTexts = {
  editTool: 'Edit Tool',
  backToManageTools: 'Back to Manage Tools',
  currentImageAlt: (tool: string) => `The image of ${tool} now`,
  currentImage: 'The image shown now',
  auditIntro: 'Every change an admin makes to accounts, tools and orders, with who made it and what it changed.',
} as const;

/** Quote Requests. */
export const adminQuoteTexts = {
  all: 'All',
  filtersLabel: 'Show quotes',
  noQuotes: 'No quote requests here.',
  caption: 'Quote requests, newest first. Open one to answer it or write to the customer.',
  pages: 'Quote Requests pages',
} as const;

/** Audit Trail: its filters, its table, and the names of the kinds of record and of the actions it records. */
export const adminAuditTexts = {
  all: 'All',
  filtersLabel: 'Kinds of action',
  nothingYet: 'Nothing recorded yet.',
  tableLabel: 'Audit trail',
  caption: (total: number) => `${formatNumber(total)} ${total === 1 ? 'action' : 'actions'}, newest first (Dhaka time).`,
  columns: { when: 'When', who: 'Who', what: 'What', record: 'Record', changes: 'Changes' },
  none: '(none)',
  pages: 'Audit trail pages',
  kinds: { users: 'Users', tools: 'Tools', orders: 'Orders', reviews: 'Reviews', settings: 'Settings' } satisfies Record<AuditKind, string>,
  actions: {
    'user.promoted': 'Made admin',
    'user.demoted': 'Removed as admin',
    'user.removed': 'Removed user',
    'tool.added': 'Added tool',
    'tool.edited': 'Edited tool',
    'tool.deleted': 'Deleted tool',
    'order.confirmed': 'Confirmed order',
    'order.moved': 'Moved order on',
    'order.deleted': 'Deleted order',
    'order.cancelled': 'Cancelled order',
    'payment.cash_received': 'Recorded cash received',
    'payment.accepted': 'Accepted a held payment',
    'payment.refund_requested': 'Asked the gateway for a refund',
    'payment.refunded': 'Refund made',
    'review.hidden': 'Hid review',
    'review.restored': 'Restored review',
    'delivery.updated': 'Changed delivery charges',
  } satisfies Record<AuditAction, string>,
} as const;

/** The admin's Overview (the dashboard's home) and its charts. */
export const adminOverviewTexts = {
  orders: 'Orders, last 30 days',
  revenue: 'Revenue, last 30 days',
  revenueDetail: 'Money validated by the gateway or collected in cash in these days',
  toShip: 'To ship',
  toShipDetail: 'Confirmed, waiting to be shipped',
  awaitingPayment: 'Awaiting payment',
  onTheWay: 'On the way',
  daysHeading: 'The last 30 days',
  daysNote: 'Days run midnight to midnight in Dhaka time.',
  ordersChart: 'Orders placed per day',
  ordersValue: 'Orders',
  ordersUnit: 'orders',
  revenueChart: 'Revenue per day (BDT, money in that day)',
  revenueValue: 'Revenue',
  toShipHeading: 'Orders to ship, oldest first',
  toShipLabel: 'Orders to ship',
  toShipColumns: { placed: 'Placed', product: 'Product', customer: 'Customer', total: 'Total' },
  productTimes: (product: string, quantity: number) => `${product} x ${formatNumber(quantity)}`,
  nothingToShip: 'No confirmed order is waiting to be shipped.',
  allPlacedOrders: 'All placed orders',
  lowStockHeading: 'Low stock',
  lowStockCount: (count: number) => `${count === 1 ? '1 tool has' : `${formatNumber(count)} tools have`} less stock than their minimum order.`,
  lowStockLabel: 'Low stock',
  lowStockColumns: { tool: 'Tool', stock: 'Stock', minimum: 'Minimum order' },
  reviewsHeading: 'Newest reviews',
  noReviews: 'No reviews yet.',
  rated: (ratings: string, when: string) => `rated ${ratings} of 5, ${when}`,
  /** A chart's table and the sentence that sums it up for screen readers (`amount` is written with its unit). */
  day: 'Day',
  chartEmpty: (from: string, to: string) => `None from ${from} to ${to}.`,
  /** Two clauses, said one after the other (a sentence of five values is slow for lib/texts/translate.ts to learn). */
  chartSummary: (from: string, to: string, total: string) => `From ${from} to ${to}: ${total} in all;`,
  chartBusiest: (day: string, amount: string) => `the highest day was ${day} with ${amount}.`,
} as const;

/** The admin's toasts (sonner, closed after five seconds); every page's are ./messages.ts `toasts`. */
export const adminToasts = {
  madeAdmin: 'Successfully made an admin',
  makeAdminFailed: 'Failed to Make an admin',
  toolAdded: 'Tools Added',
  toolDeleted: 'Tools Deleted',
  userRemoved: 'User Removed',
  adminRemoved: 'Admin role removed',
  toolUpdated: 'Tools Updated',
  orderShipped: 'Order Shipped',
  orderDelivered: 'Order Delivered',
  mailRetried: 'Mail queued to send again',
  reviewHidden: 'Review hidden',
  reviewRestored: 'Review restored',
  cashRecorded: 'Cash recorded',
  orderCancelled: 'Order cancelled',
  orderCancelledRefundNotAsked: 'Order cancelled, but the gateway did not take its refund: it is still due (see Payments)',
  paymentAccepted: 'Payment accepted',
  refundRequested: 'Refund requested',
  refundRecorded: 'Refund recorded',
  refundNotMade: (why: string | null) => `The refund was not made and is still due${why ? `: ${why}` : ''}`,
  deliverySaved: 'Delivery charges saved',
} as const;
