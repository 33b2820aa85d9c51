/** The customer pages' words (docs/texts.md); their Bangla is lib/texts/bn/customer.ts. */
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

/** My Profile: the account and its update form. */
export const profileTexts = {
  name: 'Name',
  email: 'Email',
  role: 'Role',
  notSet: '(not set)',
  admin: 'Admin',
  customer: 'Customer',
  formHeading: 'Update your profile',
  phone: 'Phone number',
  address: 'Address',
  language: 'Language of your mails and pages',
  submit: 'Update Profile',
} as const;

/** My Order: the customer's orders, their lines, timelines and buttons. Figures come in already written. */
export const myOrderTexts = {
  tableLabel: 'My orders',
  caption:
    'Your orders, newest first. Pay for a pending order online, or confirm it with cash on delivery; unconfirmed orders can be deleted.',
  columns: { product: 'Product', quantity: 'Quantity', total: 'Total', status: 'Status', payment: 'Payment', timeline: 'Timeline' },
  actions: 'Actions',
  /** Before and after the link to the tools. */
  noOrders: 'You have no orders yet.',
  browseTools: 'Browse our tools',
  toPlaceOne: 'to place one.',
  receipt: 'Receipt',
  receiptLabel: (product: string) => `Receipt for ${product}`,
  payment: 'Payment',
  paymentLabel: (product: string) => `Payment of ${product}`,
  delete: {
    button: 'Delete',
    label: (product: string) => `Delete order for ${product}`,
    detail: (product: string, quantity: string) => `Your order of ${quantity} x ${product} will be deleted and its stock released.`,
    confirm: 'Yes, delete',
  },
  pages: 'My Order pages',
  lines: 'Lines',
  timeline: 'Timeline',
  /** Who moved an order to a step (admins see it). */
  by: (who: string) => `by ${who}`,
} as const;

/** Add Review and the reviews of bought tools on My Order. */
export const reviewFormTexts = {
  name: 'Name',
  email: 'Email',
  yourReview: 'Your review',
  rating: 'Rating',
  /** The old shop's placeholder of the rating, word for word. */
  ratingPlaceholder: 'Ratings?',
  submit: 'Add Review',
  reviewTool: (product: string) => `Review ${product}`,
  post: 'Post review',
  ownReviewsPages: 'Pages of your reviews',
} as const;

/** Quotes: My Quotes, a quote's page, its forms (request, answer, message) and the list admins see too. */
export const quoteTexts = {
  tableLabel: 'Quotes',
  columns: {
    customer: 'Customer',
    product: 'Product',
    quantity: 'Quantity',
    wantedBy: 'Wanted by',
    status: 'Status',
    offer: 'Offer',
    requested: 'Requested',
  },
  open: 'Open',
  openLabel: (quantity: string, product: string) => `Open the quote for ${quantity} x ${product}`,
  offer: (unitPrice: string, total: string) => `${unitPrice} each, ${total}`,
  noOffer: '-',
  /** My Quotes with none: before the link to the tools, then the end of the sentence. */
  none: "You have asked for no quotes yet. Need more than we have in stock? Type the quantity on a tool's purchase page and choose Request a quote.",
  browseTools: 'Browse our tools',
  noneEnd: '.',
  caption: 'Your quote requests, newest first. Open one to see our answer, write to us or accept it.',
  pages: 'My Quotes pages',
  /** A quote's page. */
  pageTitle: 'Quote',
  backTo: (list: string) => `Back to ${list}`,
  heading: (quantity: string, product: string) => `Quote: ${quantity} x ${product}`,
  customer: 'Customer',
  requested: 'Requested',
  wantedBy: 'Wanted by',
  phone: 'Phone',
  deliveryAddress: 'Delivery address',
  note: 'Note',
  offerHeading: 'Our offer',
  unitPrice: 'Unit price',
  totalFor: (quantity: string) => `Total for ${quantity}`,
  deliveryBy: 'Delivery by',
  validUntil: 'Valid until',
  answeredBy: 'Answered by',
  pricing: 'We are pricing this request and will e-mail you the answer.',
  expired: 'This offer has expired and can no longer be accepted.',
  expiredCustomer: 'Write to us below to ask for a new one.',
  expiredAdmin: 'You may answer it again.',
  acceptLabel: (quantity: string, product: string, total: string) => `Accept the offer: ${quantity} x ${product} for ${total}`,
  accept: 'Accept offer',
  acceptNote: 'It becomes your order at this price; confirm (pay for) it under My Order.',
  /** "Accepted: it is order {id}." and for its customer "Accepted: it is order {id}, under {My Order}.": the words around the links. */
  acceptedAsOrder: 'Accepted: it is order',
  acceptedEnd: '.',
  acceptedUnder: ', under',
  acceptedUnderEnd: '.',
  finishLabel: 'Finish placing the order for this quote',
  finish: 'Finish placing the order',
  beingPlaced: 'Accepted; the order is being placed.',
  messagesHeading: 'Messages',
  noMessages: 'No messages yet.',
  writeMessage: 'Write a message',
  yourMessage: 'Your message',
  sendMessage: 'Send message',
  /** The admin's answer. */
  answerHeading: 'Answer with a price',
  unitPriceBdt: 'Unit price (BDT)',
  deliveryDate: 'Delivery date',
  sendOffer: 'Send the offer',
  /** The request, on a tool's purchase page. */
  requestHeading: 'Request a quote',
  requestIntro:
    'Tell us how many you need and by when. We answer by e-mail with a price per unit, a delivery date and how long the offer stands; you accept it on your dashboard.',
  quantity: 'Quantity',
  phoneNumber: 'Phone number',
  noteOptional: 'Note (optional)',
  noteHint: 'Anything that helps us price it: delivery in lots, packing, a site contact.',
  sendRequest: 'Send quote request',
} as const;

/** What customers and admins read about reviews in the dashboard. */
export const reviewTexts = {
  toReviewHeading: 'Review what you bought',
  toReviewIntro: 'Tools from your confirmed orders. Each can be reviewed once; your review shows on the tool\'s page.',
  nothingToReview: 'Once you have a confirmed order, you can review its tool here.',
  hiddenBadge: 'Hidden by the shop',
  hiddenExplained: (reason: string) => `Our team hid this review from the shop: ${reason}`,
  moderationHeading: 'Reviews',
  moderationIntro: 'Every review, newest first. Hiding one takes it off every page, the API and every rating at once.',
  noReviews: 'No reviews yet.',
  showAll: 'All',
  showVisible: 'Shown',
  showHidden: 'Hidden',
  shopReview: 'The shop',
  ownReviewsHeading: 'Your reviews',
} as const;
