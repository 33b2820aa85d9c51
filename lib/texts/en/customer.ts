/**
 * The words of a customer's orders (docs/texts.md): My Order, paying, the reviews of bought tools. Their Bangla is
 * lib/texts/bn/customer.ts. A module of their own because the bundler carries a module whole into the browser, and
 * the pages that show an order load these alone (docs/decisions/0101-the-shop-in-bangla.md).
 */

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

/** What customers read about paying for an order (My Order, the payment page; docs/payments.md). */
export const payTexts = {
  choiceHeading: 'How would you like to pay?',
  choiceIntro: (total: string) =>
    `Pay ${total} online now by card, bKash, Nagad, Rocket or internet banking on SSLCommerz's secure page, or pay in cash when the order arrives.`,
  cashOnlyIntro: (total: string) => `Pay ${total} in cash when the order arrives.`,
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

/** The buttons of paying, which components in the browser show (My Order, the payment page; docs/payments.md). */
export const payButtonTexts = {
  payOnline: 'Pay online',
  payOnlineLabel: (product: string) => `Pay online for ${product}`,
  cashOnDelivery: 'Cash on delivery',
  cashOnDeliveryLabel: (product: string) => `Cash on delivery: confirm order for ${product}`,
  toGateway: 'Taking you to the payment page...',
  checkAgain: 'Check again',
} as const;
