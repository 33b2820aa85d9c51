/**
 * The buying pages' words (docs/texts.md): signing in (login, register, reset password, admins only), Buy Now, the
 * receipt, and the districts the checkout delivers to. Their Bangla is lib/texts/bn/buying.ts. The cart's, the
 * checkout's, the purchase page's and the payment page's own words are the sections of lib/texts/en.ts.
 */
import type { District } from '../../domain/districts';
import { formatBDT } from '../../domain/money';
import { formatNumber } from '../../domain/numbers';

/** An order's printable receipt, or its confirmation while unpaid (docs/orders.md, "Receipts"). */
export const receiptTexts = {
  pageTitle: 'Receipt',
  backTo: (page: string) => `Back to ${page}`,
  print: 'Print receipt',
  receipt: 'Receipt',
  confirmation: 'Order confirmation',
  orderNumber: 'Order number',
  ordered: 'Ordered',
  status: 'Status',
  payment: 'Payment',
  customer: 'Customer',
  whatWasOrdered: 'What was ordered',
  product: 'Product',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  total: 'Total',
  totalPaid: 'Total paid',
  totalToPay: 'Total to pay',
  dates: 'Dates',
  thanks: (phone: string, email: string) =>
    `Thank you for your order. Prices are in Bangladeshi taka (BDT). Questions: ${phone}, ${email}.`,
  notPaid: 'This order is not paid yet: confirm it under My Order. Prices are in Bangladeshi taka (BDT).',
} as const;

/**
 * The 64 districts as the checkout lists them and the receipt names them; the stored value is always the English
 * name (lib/domain/districts.ts), which is also its English words.
 */
export const districtNames: Record<District, string> = {
  Bagerhat: 'Bagerhat',
  Bandarban: 'Bandarban',
  Barguna: 'Barguna',
  Barishal: 'Barishal',
  Bhola: 'Bhola',
  Bogura: 'Bogura',
  Brahmanbaria: 'Brahmanbaria',
  Chandpur: 'Chandpur',
  'Chapai Nawabganj': 'Chapai Nawabganj',
  Chattogram: 'Chattogram',
  Chuadanga: 'Chuadanga',
  "Cox's Bazar": "Cox's Bazar",
  Cumilla: 'Cumilla',
  Dhaka: 'Dhaka',
  Dinajpur: 'Dinajpur',
  Faridpur: 'Faridpur',
  Feni: 'Feni',
  Gaibandha: 'Gaibandha',
  Gazipur: 'Gazipur',
  Gopalganj: 'Gopalganj',
  Habiganj: 'Habiganj',
  Jamalpur: 'Jamalpur',
  Jashore: 'Jashore',
  Jhalokati: 'Jhalokati',
  Jhenaidah: 'Jhenaidah',
  Joypurhat: 'Joypurhat',
  Khagrachhari: 'Khagrachhari',
  Khulna: 'Khulna',
  Kishoreganj: 'Kishoreganj',
  Kurigram: 'Kurigram',
  Kushtia: 'Kushtia',
  Lakshmipur: 'Lakshmipur',
  Lalmonirhat: 'Lalmonirhat',
  Madaripur: 'Madaripur',
  Magura: 'Magura',
  Manikganj: 'Manikganj',
  Meherpur: 'Meherpur',
  Moulvibazar: 'Moulvibazar',
  Munshiganj: 'Munshiganj',
  Mymensingh: 'Mymensingh',
  Naogaon: 'Naogaon',
  Narail: 'Narail',
  Narayanganj: 'Narayanganj',
  Narsingdi: 'Narsingdi',
  Natore: 'Natore',
  Netrokona: 'Netrokona',
  Nilphamari: 'Nilphamari',
  Noakhali: 'Noakhali',
  Pabna: 'Pabna',
  Panchagarh: 'Panchagarh',
  Patuakhali: 'Patuakhali',
  Pirojpur: 'Pirojpur',
  Rajbari: 'Rajbari',
  Rajshahi: 'Rajshahi',
  Rangamati: 'Rangamati',
  Rangpur: 'Rangpur',
  Satkhira: 'Satkhira',
  Shariatpur: 'Shariatpur',
  Sherpur: 'Sherpur',
  Sirajganj: 'Sirajganj',
  Sunamganj: 'Sunamganj',
  Sylhet: 'Sylhet',
  Tangail: 'Tangail',
  Thakurgaon: 'Thakurgaon',
};

/** What customers read about paying for an order (My Order, the payment page; docs/payments.md). */
export const payTexts = {
  choiceHeading: 'How would you like to pay?',
  choiceIntro: (total: string) =>
    `Pay ${total} online now by card, bKash, Nagad, Rocket or internet banking on SSLCommerz's secure page, or pay in cash when the order arrives.`,
  cashOnlyIntro: (total: string) => `Pay ${total} in cash when the order arrives.`,
  payOnline: 'Pay online',
  payOnlineLabel: (product: string) => `Pay online for ${product}`,
  cashOnDelivery: 'Cash on delivery',
  cashOnDeliveryLabel: (product: string) => `Cash on delivery: confirm order for ${product}`,
  toGateway: 'Taking you to the payment page...',
  checkAgain: 'Check again',
  pageTitle: 'Payment',
  payableUntil: (when: string) => `Unpaid, this order is kept for you until ${when}; after that its goods go back on sale.`,
  placedNotice: 'Your order is placed and its goods are set aside for you.',
  state: {
    unpaid: 'Not paid yet.',
    pending: 'Waiting for the payment gateway. If you paid, this page updates as soon as the gateway confirms it.',
    confirming: 'Thank you. We are confirming your payment with the gateway; this page updates by itself.',
    due: 'Confirmed: you pay in cash when the order arrives.',
    paid: 'Payment received. Thank you: your order is confirmed and we are getting it ready.',
    held: 'Your payment reached us and our team is checking it before we send your order. We will write to you.',
    failed: 'The payment did not go through, and you have not been charged. Please try again, or choose cash on delivery.',
    cancelled: 'You cancelled the payment, and you have not been charged. Try again whenever you are ready, or choose cash on delivery.',
    expired: 'This order was not paid in time, so it has expired and its goods are back on sale. You have not been charged.',
    refund_pending: 'Your money is being refunded. We will write to you when it is done.',
    refunded: 'Your money has been refunded.',
  },
  backToOrders: 'Back to My Order',
  receipt: 'Receipt',
  paymentHeading: 'Payment',
} as const;

/** The checkout's words (docs/orders.md, "Checkout"). */
export const checkoutTexts = {
  title: 'Checkout',
  deliveryHeading: 'Delivery',
  summaryHeading: 'Your order',
  paymentHeading: 'Payment',
  phoneLabel: 'Mobile number',
  phoneHint: 'A Bangladeshi mobile number, for example 01711000111',
  phoneRule: 'Provide a valid Bangladeshi mobile number, for example 01711000111',
  addressLabel: 'Address',
  districtLabel: 'District',
  districtRule: 'Choose your district from the list',
  chooseDistrict: 'Choose a district',
  product: 'Product',
  quantity: 'Quantity',
  each: (price: string) => `${price} each`,
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  deliveryTo: (district: string | null) => (district ? `Delivery to ${district}` : 'Delivery'),
  free: 'Free',
  freeFrom: (amount: string) => `Delivery is free from ${amount}.`,
  total: 'Total',
  payOnline: 'Pay online now (card, bKash, Nagad, Rocket)',
  payCash: 'Cash on delivery',
  placeOrder: 'Place order',
  emptyCart: 'Your cart is empty: add tools to it first.',
  alreadyPlacing: 'This cart is being ordered right now (in another tab?). Look under My Order in a moment.',
  toTools: 'Browse our tools',
  adminsDoNotBuy: 'Admins do not buy: the checkout is for customers.',
  changedHeading: 'Your cart changed while you were checking out. Nothing was ordered; please check it and order again:',
  lineGone: (name: string) => `${name} is no longer sold.`,
  lineRemoved: 'A tool of your cart is no longer sold: it has been taken out of your cart.',
  lineStock: (name: string, stock: number, minimum: number) =>
    stock < minimum ? `${name} is out of stock.` : `${name}: only ${formatNumber(stock)} left (minimum order ${formatNumber(minimum)}).`,
  linePrice: (name: string, price: number) => `${name} now costs ${formatBDT(price)} each.`,
  deliveryChanged: (charge: number) => `Delivery now costs ${charge > 0 ? formatBDT(charge) : 'nothing'}.`,
  placed: 'Order placed',
} as const;

/** The purchase page of one tool (Buy Now): its title, its form, and the offer of a quote beyond the stock. */
export const purchaseTexts = {
  pageTitle: 'Purchase',
  heading: 'Place your order',
  name: 'Name',
  email: 'Email',
  quantity: 'Quantity',
  beyondStock: (stock: number, wanted: number) =>
    `We have ${formatNumber(stock)} in stock. For ${formatNumber(wanted)}, ask us for a quote: we answer with a price and a delivery date.`,
  requestQuote: 'Request a quote',
  total: 'Total:',
  phone: 'Phone number',
  address: 'Address',
  submit: 'Purchase',
  /** An admin on the purchase page: before and after the link to Placed Orders. */
  adminsCannotBuy: "Admins cannot place orders: Buy Now is for customers. Sign in with a customer account to buy this tool, or follow customers' orders under",
  placedOrders: 'Placed Orders',
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
  refund: 'Refund',
  refundLabel: (tranId: string, email: string) => `Refund ${tranId} to ${email}`,
  refundOnlineDetail: (amount: number, email: string) => `${formatBDT(amount)} will be refunded to ${email} through the payment gateway.`,
  refundCashDetail: (amount: number, email: string) => `This records that ${formatBDT(amount)} was given back to ${email} in cash.`,
  refundConfirm: 'Yes, refund',
  acceptPayment: 'Accept payment',
  acceptLabel: (tranId: string, email: string) => `Accept payment ${tranId} from ${email}`,
  acceptDetail: (amount: number, email: string) =>
    `The ${formatBDT(amount)} from ${email} is taken as paid: the order is confirmed and the customer is e-mailed.`,
  acceptConfirm: 'Yes, accept',
  cancelAndRefund: 'Cancel and refund',
  cancelAndRefundLabel: (tranId: string, email: string) => `Cancel and refund ${tranId} from ${email}`,
  cancelAndRefundDetail: (amount: number, email: string) =>
    `The order is cancelled, its stock goes back on sale, and the ${formatBDT(amount)} from ${email} is refunded through the payment gateway.`,
  cancelAndRefundConfirm: 'Yes, cancel and refund',
  /** Placed Orders. */
  noMethod: 'Not chosen yet',
  cashReceived: 'Cash received',
  cashReceivedLabel: (product: string, email: string) => `Cash received for ${product} ordered by ${email}`,
  cashReceivedDetail: (total: number, email: string) =>
    `This records that ${formatBDT(total)} was collected in cash from ${email}: the order is paid and the customer is e-mailed.`,
  cashReceivedConfirm: 'Yes, cash received',
  cancelOrder: 'Cancel order',
  cancelOrderLabel: (product: string, email: string) => `Cancel order for ${product} ordered by ${email}`,
  cancelOrderDetail: (money: 'gateway' | 'cash' | 'nothing', total: number) =>
    `The order is cancelled and its stock goes back on sale. ${
      money === 'gateway'
        ? `The ${formatBDT(total)} paid online is refunded through the payment gateway.`
        : money === 'cash'
          ? `The ${formatBDT(total)} collected in cash is to be given back by hand: Payments lists it as a refund due.`
          : 'Nothing was paid, so there is nothing to refund.'
    } The customer is e-mailed.`,
  cancelOrderConfirm: 'Yes, cancel order',
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
