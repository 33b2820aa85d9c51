/** The words of Placed Orders and Payments: the orders' and the money's (docs/texts.md); their Bangla is lib/texts/bn/admin-orders.ts. */
import { formatBDT } from '../../domain/money';
import { formatNumber } from '../../domain/numbers';
import type { AttemptStatus, FulfilmentStep, PaymentMethod } from '../../domain/order-status';

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
