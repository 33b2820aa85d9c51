/**
 * Every sentence the shop says to people, in one place: toasts, the messages under form fields, and the refusals
 * the data layer and the API answer with. Word-for-word texts of the original shop are marked as such in
 * docs/texts.md; change those only with the product owner.
 */
export * from './en/layout';
export * from './en/shop';
export * from './en/buying';
export * from './en/customer';
export * from './en/admin';

import { formatBDT } from '../money';
import { formatNumber } from '../numbers';

const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

/** Toasts (sonner, closed after five seconds). */
export const toasts = {
  orderSaved: 'Order Saved',
  reviewSaved: 'Review Saved',
  orderDeleted: 'Order Deleted',
  orderConfirmed: 'Order Confirm',
  paymentStillOpen: 'The gateway has not confirmed a payment yet.',
  madeAdmin: 'Successfully made an admin',
  makeAdminFailed: 'Failed to Make an admin',
  toolAdded: 'Tools Added',
  toolDeleted: 'Tools Deleted',
  profileUpdated: 'Profile Updated',
  resetEmailSent: 'Sent email',
  resetEmailMissing: 'please enter your email address',
  userRemoved: 'User Removed',
  adminRemoved: 'Admin role removed',
  toolUpdated: 'Tools Updated',
  orderShipped: 'Order Shipped',
  orderDelivered: 'Order Delivered',
  quoteRequested: 'Quote requested: we will answer by e-mail',
  quoteAnswered: 'Quote answered: the customer is e-mailed',
  quoteMessageSent: 'Message sent',
  quoteAccepted: 'Quote accepted: your order is placed',
  mailRetried: 'Mail queued to send again',
  reviewHidden: 'Review hidden',
  reviewRestored: 'Review restored',
  addedToCart: 'Added to cart',
  contactSent: 'Thank you! Your message has reached our team. We reply within one working day.',
  contactSaved:
    'Thank you! Your message is saved. We could not e-mail it to the team just now, so our reply may take a little longer.',
  shopUnreachable: 'We could not reach the shop. Check your connection and try again.',
  cashRecorded: 'Cash recorded',
  orderCancelled: 'Order cancelled',
  orderCancelledRefundNotAsked: 'Order cancelled, but the gateway did not take its refund: it is still due (see Payments)',
  paymentAccepted: 'Payment accepted',
  refundRequested: 'Refund requested',
  refundRecorded: 'Refund recorded',
  refundNotMade: (why: string | null) => `The refund was not made and is still due${why ? `: ${why}` : ''}`,
  deliverySaved: 'Delivery charges saved',
} as const;

export const TOAST_DURATION_MS = 5_000;

/** Messages under form fields and in 400 answers, built from the field's label. */
export const fieldMessages = {
  required: (label: string) => `${label} is Required`,
  invalid: (label: string) => `Provide a valid ${label}`,
  notText: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  passwordTooShort: 'Must be 6 characters or longer',
  passwordTooLong: 'Must be 200 characters or fewer',
  nameTooLong: 'Must be 120 characters or fewer',
  passwordsDiffer: 'The passwords do not match',
  resetEmailMissing: toasts.resetEmailMissing,
  resetLinkInvalid: 'This password reset link is not valid.',
  ratingsRange: 'Ratings must be "1" to "5"',
  notAnId: 'Must be an id (24 hexadecimal characters)',
  totalNotNumber: 'Total must be a number',
  confirmNeedsOrder: 'Send orderId, or the product name and price of the order',
  fulfilmentSteps: 'Status must be "shipped" or "delivered"',
  toolChangesEmpty: 'Send at least one of name, desc, price, minimum, stock, img, size, material, pack, warranty, nameBn, descBn',
  quoteStatuses: 'Status must be "requested", "answered" or "accepted"',
  notADay: (label: string) => `${label} must be a date`,
  dayInThePast: (label: string) => `${label} cannot be in the past`,
  quoteBelowMinimum: (minimum: number) => `Quantity must be at least the minimum order of ${formatNumber(minimum)}`,
  quoteWithinStock: (stock: number) =>
    `We have ${formatNumber(stock)} in stock, enough for this quantity: order it on this page instead of asking for a quote`,
  /** A tool's photo (Add Tool, Edit Tool, `PUT /api/tools/{id}/image`): checked by its content, not its name. */
  photoEmpty: 'Choose a photo file.',
  photoTooLarge: 'The photo must be at most 5 MB.',
  photoNotImage: 'The photo must be a JPEG, PNG or WebP image.',
  photoDamaged: 'The photo could not be read: the file is damaged or is not really a JPEG, PNG or WebP image.',
  photoTooManyPixels: 'The photo is too large: at most 40 megapixels (for example 8000 x 5000).',
  /** Export filters. */
  exportDay: (label: string) => `${label} must be a day written YYYY-MM-DD`,
  exportRange: 'From must be on or before To',
  // The statuses are passed in (lib/validation/exports.ts) so that the page's script does not carry every status list.
  exportStatus: (statuses: readonly string[]) => `Status must be one of all, ${statuses.join(', ')}`,
  paymentMethod: 'Method must be "online" or "cash"',
  /** The API's `?limit=&page=`. */
  wholeNumberFrom1: (name: string, max: number) => `${name} must be a whole number from 1 to ${formatNumber(max)}, written in digits`,
  givenOnce: (name: string) => `${name} may be given only once`,
  /** An amount of BDT an admin sets (the delivery charges). */
  wholeTaka: (label: string, max: number) => `${label} must be a whole number of BDT from 0 to ${formatNumber(max)}`,
  /** The purchase rule, word for word. */
  quantityRule: (minimum: number, stock: number) =>
    `Error: Minimum order quantity is ${formatNumber(minimum)} & maximum quantity is ${formatNumber(stock)}`,
} as const;

/** What a refused request is told (the `error` of a 4xx/5xx answer, or the failure of a form). */
export const refusals = {
  invalidInput: 'Invalid input',
  checkTheForm: 'Please check the form and try again.',
  bodyNotJson: 'The body must be JSON.',
  /** A write to the API from a page of another site (lib/api-route.ts). */
  foreignOrigin: 'Requests from pages of other sites are not accepted.',
  /** A path under /api that no route serves. */
  noSuchApiPath: 'There is no such API path. The API is described at /api/openapi.json.',
  methodNotAllowed: (method: string, allow: string) => `${method} is not allowed here. Allowed: ${allow}.`,
  formTooLarge: (limitBytes: number) => `The form is larger than ${Number((limitBytes / 1024 / 1024).toFixed(2))} MB.`,
  bodyTooLarge: (limitBytes: number) => `The request body is larger than ${Math.round(limitBytes / 1024)} kB.`,
  signInFirst: 'Sign in to continue.',
  notAllowed: 'You are not allowed to do this.',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  tooManyMessages: (minutes: number) =>
    `You have sent several messages in a short time. Please try again in ${minutesText(minutes)}.`,
  tooManyReviews: (minutes: number) =>
    `You have posted many reviews in a short time. Please try again in ${minutesText(minutes)}.`,
  tooManyQuotes: (minutes: number) =>
    `You have asked for many quotes in a short time. Please try again in ${minutesText(minutes)}.`,
  tooManyOrders: (minutes: number) =>
    `You have placed many orders in a short time. Please try again in ${minutesText(minutes)}.`,
  contactNotSaved: 'We could not save your message just now. Please try again in a moment.',
  unavailable: 'The shop is temporarily unavailable. Please try again in a moment.',
  unexpected: 'Something went wrong on our side. Please try again.',
  noTool: 'No tool with this id.',
  /** Edit Tool and Manage Tools: an order (or another admin) changed the stock after the form was opened. */
  stockChangedMeanwhile: (stock: number) =>
    `The stock changed while you were editing (now ${formatNumber(stock)}). Check it and save again.`,
  noToolNamed: 'No tool with this name or id.',
  noAccount: 'No account with this e-mail.',
  noOrder: 'No order with this id.',
  /** The purchase page: the tool's price changed after the page showed it; nothing is ordered. */
  priceChangedMeanwhile: (price: number) =>
    `The price changed to ${formatBDT(price)} each while you were ordering. Check the new total and order again.`,
  noConfirmedOrder: 'No confirmed order with this id.',
  noMatchingOrder: 'No unconfirmed order of yours matches this product and price.',
  orderAlreadyConfirmed: 'This order is confirmed and can no longer be deleted.',
  orderNotConfirmable: 'This order can no longer be confirmed.',
  /** Payments (docs/payments.md). */
  gatewayUnavailable: 'The payment gateway could not be reached. Please try again in a moment, or choose cash on delivery.',
  gatewayRefusedSession: (reason: string) => `The payment gateway could not start this payment (${reason}). Please try again, or choose cash on delivery.`,
  onlinePaymentUnavailable: 'Online payment is not available at the moment. Please choose cash on delivery.',
  orderAlreadyPaid: 'This order is already paid.',
  orderNotPayable: 'This order can no longer be paid: it is confirmed, cancelled or expired.',
  orderPaymentExpired: 'This order was not paid in time and has expired; its stock went back on sale. Please order again.',
  paymentHeld: 'This payment is being reviewed by our team; we will be in touch.',
  cashNotDue: 'No cash is due on this order: it is not a cash-on-delivery order waiting for its money.',
  noHeldPayment: 'This order has no payment held for review.',
  orderNotCancellable: (status: string) => `This order is ${status}; only pending and confirmed orders can be cancelled.`,
  nothingToRefund: 'This order has no money to refund.',
  refundUnderWay: 'A refund of this order is already under way.',
  noPayment: 'No payment with this transaction id.',
  orderOnlyForward: (status: string) => `This order is already ${status}; it can only move forward.`,
  noQuote: 'No quote with this id.',
  quoteAlreadyAccepted: 'This quote has already been accepted.',
  quoteStillStands: 'This quote is answered and its offer still stands; it can be answered again once it expires.',
  quoteNotAnswered: 'This quote has not been answered yet, so there is nothing to accept.',
  quoteExpired: 'This offer has expired and can no longer be accepted. Write to us on the quote to ask for a new one.',
  quoteOnlyCustomer: 'Only the customer who asked for this quote can accept it.',
  quoteThreadFull: 'This conversation is full. Please call us or request a new quote.',
  noOutboxMail: 'No mail with this id in the outbox.',
  cronOnly: 'Only the scheduler may call this (Authorization: Bearer CRON_SECRET).',
  outboxMailSent: 'This mail has already been sent.',
  outboxMailSending: 'This mail is being sent right now.',
  removeYourself: 'You cannot remove your own account.',
  imageNotFound: 'No image with this id.',
  lastAdmin: 'The last admin cannot be removed.',
  demoteYourself: 'You cannot take the admin role from yourself.',
  demoteListedAdmin: 'This account is made admin by the server setting ADMIN_EMAILS; remove it there first.',
  demoteLastAdmin: 'The last admin cannot be demoted.',
  noReview: 'No review with this id.',
  reviewNeedsPaidOrder: 'You can review a tool once you have a confirmed order of it.',
  toolAlreadyReviewed: 'You have already reviewed this tool.',
  reviewAlreadyHidden: 'This review is already hidden.',
  reviewNotHidden: 'This review is not hidden.',
} as const;

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

/** The header's account part and Buy Now while a page's browser asks who is signed in (decision 0100). */
export const accountTexts = {
  checking: 'Checking your account…',
} as const;

/** The tool page's words: availability, quantity, reviews, related tools. */
export const toolPageTexts = {
  inStock: (stock: number) => `In stock: ${formatNumber(stock)}`,
  outOfStock: 'Out of stock',
  quantityLabel: 'Quantity',
  quantityHint: (minimum: number, stock: number) =>
    `Between ${formatNumber(minimum)} (minimum order) and ${formatNumber(stock)} (in stock)`,
  reviewsHeading: 'Reviews of this tool',
  noReviews: 'No reviews of this tool yet. Bought it? Review it from My Order.',
  reviewsPages: 'Pages of reviews of this tool',
  specificationsHeading: 'Specifications',
  relatedHeading: 'Related tools',
} as const;

/** The catalogue's words: /tools, the home page's selection of it, and the shop's reviews a page at a time. */
export const catalogueTexts = {
  heading: 'All tools',
  intro: 'Every tool we make, a page at a time. Prices are per unit in BDT; each tool has a minimum order.',
  searchLabel: 'Search tools by name',
  searchPlaceholder: 'Trowel, cutter, spacer...',
  sortLabel: 'Sort by',
  sorts: { newest: 'Newest first', 'price-asc': 'Price: low to high', 'price-desc': 'Price: high to low' },
  submit: 'Show tools',
  clearSearch: 'Show every tool',
  found: (total: number, search: string) => `${formatNumber(total)} ${total === 1 ? 'tool' : 'tools'} named like "${search}"`,
  noMatch: (search: string) => `No tool's name contains "${search}". Try a shorter word.`,
  pastTheEnd: 'There are no tools on this page: the list ends earlier.',
  firstPage: 'Back to the first page',
  noTools: 'No tools are listed yet. Please come back soon.',
  pages: 'Pages of tools',
  /** The list's own heading, for screen readers: the cards' names are third-level headings under it. */
  listHeading: (page: number, pageCount: number) => `Tools, page ${formatNumber(page)} of ${formatNumber(pageCount)}`,
  homeHeading: 'Our Tools',
  homeIntro: 'Every tool we sell is one our own tilers use. Prices are per unit in BDT; each tool has a minimum order.',
  allTools: 'All tools',
  reviewsPages: 'Pages of reviews',
  noReviewsHere: 'There are no reviews on this page: the list ends earlier.',
  allReviews: 'All reviews',
  manageToolsPages: 'Pages of tools to manage',
  manageSearchLabel: 'Find a tool by name',
  manageSearchSubmit: 'Find',
} as const;

/** The cart: its link in the header, Add to cart, the /cart page and what the cart refuses (docs/shop.md, "The cart"). */
export const cartTexts = {
  link: 'Cart',
  /** The header link's accessible name once the browser knows the cart. */
  linkLabel: (lines: number) => `Cart, ${formatNumber(lines)} ${lines === 1 ? 'line' : 'lines'}`,
  add: 'Add to cart',
  // Starts with the button's visible words, so that a voice command of what is seen reaches it (WCAG 2.5.3).
  addLabel: (tool: string) => `Add to cart: ${tool}`,
  adminsDoNotBuy: 'Admins do not buy: the cart is for customers.',
  full: (max: number) => `A cart holds at most ${formatNumber(max)} tools. Check out or remove one first.`,
  heading: 'Your cart',
  intro: 'Prices are per unit in BDT, read from the shop each time you look; each tool has a minimum order.',
  loading: 'Loading your cart...',
  notLoaded: 'We could not load your cart just now.',
  tryAgain: 'Try again',
  empty: 'Your cart is empty.',
  browseTools: 'Browse tools',
  linesLabel: 'Tools in your cart',
  unitPrice: 'Unit price',
  quantityLabel: (tool: string) => `Quantity of ${tool}`,
  lineTotal: 'Line total',
  remove: 'Remove',
  removeLabel: (tool: string) => `Remove ${tool} from cart`,
  subtotal: 'Subtotal',
  deliveryLater: 'Delivery is added at checkout.',
  checkout: 'Checkout',
  logInToCheckOut: 'Log in to check out',
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

/** The sentences for sign-in error codes (lib/auth/error-codes.ts maps codes, including next-auth's, onto them). */
export const signInErrors: Record<string, string> = {
  'wrong-password': 'The e-mail or password is not right.',
  'user-not-found': 'The e-mail or password is not right.',
  'invalid-credential': 'The e-mail or password is not right.',
  'email-already-in-use': 'An account with this e-mail already exists. Log in instead.',
  'invalid-email': 'Provide a valid Email',
  'weak-password': 'Must be 6 characters or longer',
  'too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'expired-action-code': 'This password reset link has expired. Ask for a new one from the login page.',
  'invalid-action-code': 'This password reset link is not valid or was already used. Ask for a new one from the login page.',
  'account-exists-with-different-credential':
    'An account with this e-mail already exists with a password. Log in with your e-mail and password.',
  'credential-already-in-use': 'This Google account is already linked to another account.',
  'email-not-verified': 'Your Google account e-mail is not verified, so it cannot be used to sign in here.',
  'operation-not-allowed': 'Google sign-in is not set up on this server.',
  'user-disabled': 'This account has been disabled.',
  'requires-recent-login': 'Please log in again to continue.',
  'invalid-user-token': 'Your session has ended. Please log in again.',
  'user-token-expired': 'Your session has ended. Please log in again.',
  'popup-closed-by-user': 'Google sign-in was cancelled.',
  'network-request-failed': 'The network failed. Check your connection and try again.',
  'unauthorized-continue-uri': 'That return address is not on this site.',
  'access-denied': 'Sign-in was refused.',
  'server-error': 'Sign-in failed on our side. Please try again.',
};

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

/**
 * The labels the shared schemas name fields by (`fieldMessages.required('Name')`, lib/validation/*.ts), keyed by
 * themselves: lib/texts/translate.ts reads a label out of an English message and looks up its words here in the
 * page's language, so "Name is Required" reads "নাম দেওয়া আবশ্যক" on a Bangla page.
 */
export const fieldLabels = {
  Name: 'Name',
  Email: 'Email',
  Password: 'Password',
  Number: 'Number',
  Phone: 'Phone',
  Address: 'Address',
  Language: 'Language',
  Quantity: 'Quantity',
  Price: 'Price',
  Stock: 'Stock',
  Product: 'Product',
  Description: 'Description',
  ImageUrl: 'ImageUrl',
  Cart: 'Cart',
  Ratings: 'Ratings',
  Review: 'Review',
  Reason: 'Reason',
  Remarks: 'Remarks',
  Message: 'Message',
  Note: 'Note',
  Page: 'Page',
  'Wanted by': 'Wanted by',
  'Unit price': 'Unit price',
  'Delivery date': 'Delivery date',
  'Valid until': 'Valid until',
  From: 'From',
  To: 'To',
  Size: 'Size',
  Material: 'Material',
  Pack: 'Pack',
  Warranty: 'Warranty',
  'Name in Bangla': 'Name in Bangla',
  'Description in Bangla': 'Description in Bangla',
  'Inside Dhaka': 'Inside Dhaka',
  'Outside Dhaka': 'Outside Dhaka',
  'Free delivery from': 'Free delivery from',
} as const;
