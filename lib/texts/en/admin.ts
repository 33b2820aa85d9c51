/**
 * The admin pages' words (docs/texts.md); their Bangla is lib/texts/bn/admin.ts. With them, what only the admin's
 * pages show in the browser: the payments (`paymentTexts`), the delivery charges (`deliveryTexts`), the tool form's
 * labels, so that the customers' pages never carry them (lib/texts/client/en/admin.ts). The admin's pages also read
 * shared sections (`reviewTexts`, `catalogueTexts`, `toasts`...).
 */
import type { AuditAction, AuditKind } from '../../domain/audit-actions';
import { formatBDT } from '../../domain/money';
import { formatNumber } from '../../domain/numbers';
import type { AttemptStatus, FulfilmentStep, PaymentMethod } from '../../domain/order-status';

/** The titles of the admin's pages that the dashboard menu does not name, and their lines under the heading. */
export const adminPageTexts = {
  editTool: 'Edit Tool',
  backToManageTools: 'Back to Manage Tools',
  currentImageAlt: (tool: string) => `The image of ${tool} now`,
  currentImage: 'The image shown now',
  auditIntro: 'Every change an admin makes to accounts, tools and orders, with who made it and what it changed.',
} as const;

/**
 * What only the admin's pages name: the buttons that move an order on, and where a payment attempt stands (the
 * Payments page). Orders', payments' and quotes' states and the ways to pay are `statusLabels` (./customer.ts).
 */
export const adminStatusTexts = {
  /** The button that moves a confirmed order on to the step. */
  moveTo: { shipped: 'Mark shipped', delivered: 'Mark delivered' } satisfies Record<FulfilmentStep, string>,
  attempt: {
    pending: 'Open at the gateway',
    due: 'Due on delivery',
    paid: 'Paid',
    held: 'Held for review',
    failed: 'Failed',
    cancelled: 'Cancelled',
    expired: 'Expired',
    refund_due: 'Refund due',
    refund_pending: 'Refund pending',
    refunded: 'Refunded',
  } satisfies Record<AttemptStatus, string>,
} as const;

/** Add Tool, Edit Tool and Manage Tools. */
export const adminToolTexts = {
  name: 'Name',
  description: 'Description',
  price: 'Price (BDT)',
  minimum: 'Minimum order quantity',
  stock: 'Stock',
  imageUrl: 'Image URL',
  imageUrlPlaceholder: 'https://... or /images/tools/...',
  photo: 'Or upload a photo',
  photoHint: 'JPEG, PNG or WebP, at most 5 MB. A photo takes the place of the image URL.',
  specifications: "Specifications (optional; shown on the tool's page when set)",
  saveTool: 'Save Tool',
  addTool: 'Add Tool',
  /** Manage Tools' table. */
  tableLabel: 'Tools',
  caption:
    'Every tool in the catalogue, newest first. Edit changes the price, minimum order or stock here; Edit Tool changes every field and the photo.',
  columns: { image: 'Image', name: 'Name', price: 'Price', minimum: 'Minimum order', stock: 'Stock' },
  actions: 'Actions',
  noTools: 'No tools are listed yet.',
  fieldOf: (field: string, tool: string) => `${field} of ${tool}`,
  editLabel: (tool: string) => `Edit ${tool}`,
  edit: 'Edit',
  save: 'Save',
  saveLabel: (tool: string) => `Save ${tool}`,
  cancel: 'Cancel',
  cancelLabel: (tool: string) => `Cancel editing ${tool}`,
  editTool: 'Edit Tool',
  editToolLabel: (tool: string) => `Edit Tool: ${tool}`,
  delete: {
    button: 'Delete',
    label: (tool: string) => `Delete ${tool}`,
    detail: (tool: string) => `${tool} will be taken off the catalogue. Orders already placed keep their copy of it.`,
    confirm: 'Yes, delete',
  },
} as const;

/** All Users. */
export const adminUserTexts = {
  downloadCsv: 'Download users as CSV',
  pages: 'All Users pages',
  tableLabel: 'Users',
  caption: 'Every account of the shop, newest first.',
  columns: { email: 'Email', name: 'Name', role: 'Role' },
  actions: 'Actions',
  you: 'you',
  admin: 'Admin',
  customer: 'Customer',
  removeAdmin: {
    button: 'Remove Admin',
    label: (email: string) => `Remove Admin ${email}`,
    detail: (email: string) => `${email} will be a customer again and is signed out everywhere at once.`,
    confirm: 'Yes, remove admin',
  },
  makeAdmin: 'Make Admin',
  makeAdminLabel: (email: string) => `Make Admin ${email}`,
  removeUser: {
    button: 'Remove User',
    label: (email: string) => `Remove User ${email}`,
    detail: (email: string) => `The account ${email} will be removed, with its unpaid orders; its paid orders stay on record.`,
    confirm: 'Yes, remove',
  },
} as const;

/** Placed Orders: the customer filter, the table and the download of orders as CSV. */
export const adminOrderTexts = {
  filterLabel: 'Placed Orders of one customer',
  customerEmail: "Customer's e-mail",
  showTheirOrders: 'Show their orders',
  pages: 'Placed Orders pages',
  tableLabel: 'Placed orders',
  caption: 'Confirmed orders, newest first, with where their money stands. Move each on when it ships and when it is delivered.',
  columns: {
    customer: 'Customer',
    product: 'Product',
    price: 'Price',
    address: 'Address',
    phone: 'Phone',
    status: 'Status',
    timeline: 'Timeline',
  },
  actions: 'Actions',
  noOrders: 'No orders have been confirmed yet.',
  receipt: 'Receipt',
  receiptLabel: (product: string, email: string) => `Receipt: ${product} for ${email}`,
  moveOnLabel: (action: string, product: string, email: string) => `${action}: ${product} for ${email}`,
  /** The CSV download (the file itself stays in English: it is data for spreadsheets). */
  exportHeading: 'Download orders as CSV',
  exportFrom: 'Placed from',
  exportTo: 'Placed to',
  exportStatus: 'Status',
  exportEveryStatus: 'Every status',
  exportSubmit: 'Download CSV',
  exportNote: 'Every order placed in those days (Dhaka time), paid or not, oldest first.',
} as const;

/** Quote Requests. */
export const adminQuoteTexts = {
  all: 'All',
  filtersLabel: 'Show quotes',
  noQuotes: 'No quote requests here.',
  caption: 'Quote requests, newest first. Open one to answer it or write to the customer.',
  pages: 'Quote Requests pages',
} as const;

/** Reviews (moderation). */
export const adminReviewTexts = {
  filtersLabel: 'Which reviews',
  count: (total: number) => `${formatNumber(total)} reviews`,
  pages: 'Pages of reviews',
  reviewBy: (name: string) => `Review by ${name}`,
  /** Who hid or restored a review, when and why ("Hidden by ana@example.com, 4 Nov 2026, 00:05: spam"). */
  moderated: (hidden: boolean, by: string, when: string, reason: string) => `${hidden ? 'Hidden' : 'Restored'} by ${by}, ${when}: ${reason}`,
  hide: 'Hide',
  restore: 'Restore',
  formLabel: (hidden: boolean, author: string) => `${hidden ? 'Restore' : 'Hide'} the review by ${author}`,
  reason: 'Reason',
} as const;

/** Mail Outbox. */
export const adminOutboxTexts = {
  counts: { waiting: 'Waiting', sending: 'Sending', sent: 'Sent (30 days)', failed: 'Failed' },
  allClear: 'Every mail has gone out or is on its way.',
  pages: 'Mail Outbox pages',
  problems: {
    failed: { label: 'Failed', detail: 'Every attempt failed; it waits for you.' },
    retrying: { label: 'Retrying', detail: 'An attempt failed; it is tried again with a growing wait.' },
    stuck: { label: 'Stuck', detail: 'Overdue and no worker has sent it: is the outbox worker running?' },
  },
  tableLabel: 'Mail outbox',
  caption:
    'Mails not delivered on the first try, most recently changed first. Retry now sends one again at once, with a fresh set of attempts.',
  columns: { to: 'To', subject: 'Subject', state: 'State', attempts: 'Attempts', lastError: 'Last error', queued: 'Queued' },
  actions: 'Actions',
  noError: '-',
  retry: 'Retry now',
  retryLabel: (subject: string, to: string) => `Retry now: ${subject} to ${to}`,
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

/** The names of a tool's specifications, as its page and the tool form show them. */
export const specificationLabels = {
  size: 'Size',
  material: 'Material',
  pack: 'Pack',
  warranty: 'Warranty',
} as const;

/** A tool's name and description in Bangla, as the tool form and its messages name them ("Name in Bangla must be ..."). */
export const banglaLabels = {
  nameBn: 'Name in Bangla',
  descBn: 'Description in Bangla',
} as const;

/** A box of the tool form that may stay empty: "Name in Bangla (optional)". */
export const optionalLabel = (label: string) => `${label} (optional)`;

/** What admins read about the shop's money: the Payments page, and an order's money on Placed Orders and the overview (docs/payments.md). */
export const paymentTexts = {
  heading: 'Payments',
  intro:
    'Every attempt to pay for an order, online through the gateway or cash on delivery, newest first. A payment held for review waits for you to accept it or to cancel its order; a refund due waits for you to send it.',
  filtersLabel: 'Payments by state',
  showAll: 'All',
  tableLabel: 'Payments',
  caption: (total: number) => `${formatNumber(total)} ${total === 1 ? 'payment' : 'payments'}, newest first (Dhaka time).`,
  noPayments: 'No payments here.',
  pages: 'Payments pages',
  columns: {
    when: 'When',
    tranId: 'tran_id',
    order: 'Order',
    customer: 'Customer',
    method: 'Method',
    state: 'State',
    amount: 'Amount',
    valId: 'val_id',
    bankTranId: 'Bank transaction',
    risk: 'Risk',
    note: 'Note',
    refund: 'Refund',
  },
  actions: 'Actions',
  none: '-',
  orderReceipt: (orderId: string) => `Receipt of order ${orderId}`,
  risk: (level: string | null, title: string | null) => [title, level === null ? null : `level ${level}`].filter(Boolean).join(', '),
  refundState: (state: string | null, refId: string | null) => [state ?? 'requested', refId ? `ref ${refId}` : null].filter(Boolean).join(', '),
  refundRequestedAt: (when: string) => `asked ${when}`,
  refundedAt: (when: string) => `made ${when}`,
  /**
   * A payment's buttons, which ask first (components/ui/ConfirmButton.tsx): each one's sentences are given the same
   * values, the attempt's transaction id, e-mail, amount and way of paying, and use those they need.
   */
  refund: {
    button: 'Refund',
    label: (tranId: string, email: string) => `Refund ${tranId} to ${email}`,
    detail: (_tranId: string, email: string, amount: number, method: PaymentMethod) =>
      method === 'online'
        ? `${formatBDT(amount)} will be refunded to ${email} through the payment gateway.`
        : `This records that ${formatBDT(amount)} was given back to ${email} in cash.`,
    confirm: 'Yes, refund',
  },
  accept: {
    button: 'Accept payment',
    label: (tranId: string, email: string) => `Accept payment ${tranId} from ${email}`,
    detail: (_tranId: string, email: string, amount: number) =>
      `The ${formatBDT(amount)} from ${email} is taken as paid: the order is confirmed and the customer is e-mailed.`,
    confirm: 'Yes, accept',
  },
  cancelAndRefund: {
    button: 'Cancel and refund',
    label: (tranId: string, email: string) => `Cancel and refund ${tranId} from ${email}`,
    detail: (_tranId: string, email: string, amount: number) =>
      `The order is cancelled, its stock goes back on sale, and the ${formatBDT(amount)} from ${email} is refunded through the payment gateway.`,
    confirm: 'Yes, cancel and refund',
  },
  /** Placed Orders. */
  noMethod: 'Not chosen yet',
  /** An order's buttons, which ask first: given its product, the customer's e-mail, its total and where its money goes. */
  cashReceived: {
    button: 'Cash received',
    label: (product: string, email: string) => `Cash received for ${product} ordered by ${email}`,
    detail: (_product: string, email: string, total: number) =>
      `This records that ${formatBDT(total)} was collected in cash from ${email}: the order is paid and the customer is e-mailed.`,
    confirm: 'Yes, cash received',
  },
  cancelOrder: {
    button: 'Cancel order',
    label: (product: string, email: string) => `Cancel order for ${product} ordered by ${email}`,
    detail: (_product: string, _email: string, total: number, money: 'gateway' | 'cash' | 'nothing') =>
      `The order is cancelled and its stock goes back on sale. ${
        money === 'gateway'
          ? `The ${formatBDT(total)} paid online is refunded through the payment gateway.`
          : money === 'cash'
            ? `The ${formatBDT(total)} collected in cash is to be given back by hand: Payments lists it as a refund due.`
            : 'Nothing was paid, so there is nothing to refund.'
      } The customer is e-mailed.`,
    confirm: 'Yes, cancel order',
  },
  /** The overview. */
  refundsDue: 'Refunds due',
  refundsDueLink: 'See them on Payments',
} as const;

/** What admins read on the Delivery page, and the names of its figures (the form, the schema's messages, the audit trail). */
export const deliveryTexts = {
  heading: 'Delivery',
  intro:
    'What customers pay to have an order delivered: one charge inside Dhaka, another for the other 63 districts, and nothing once the subtotal of the order reaches the free delivery amount. Amounts are whole BDT; a change counts for orders placed from now on.',
  labels: { insideDhaka: 'Inside Dhaka', outsideDhaka: 'Outside Dhaka', freeFrom: 'Free delivery from' },
  hints: {
    insideDhaka: 'BDT, for orders delivered in the Dhaka district.',
    outsideDhaka: 'BDT, for orders delivered to any other district.',
    freeFrom: 'BDT: an order whose subtotal is this much or more is delivered free. 0 makes every delivery free.',
  },
  now: (inside: number, outside: number, freeFrom: number) =>
    `Now: ${formatBDT(inside)} inside Dhaka, ${formatBDT(outside)} outside Dhaka, free from a subtotal of ${formatBDT(freeFrom)}.`,
  save: 'Save delivery charges',
  auditLabel: 'Delivery charges',
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
