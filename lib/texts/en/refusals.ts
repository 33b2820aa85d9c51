/** What the data layer, the API and the server's checks answer when they refuse (docs/texts.md). */
import { formatBDT } from '../../domain/money';
import { formatNumber } from '../../domain/numbers';

const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

/** What a refused request is told (the `error` of a 4xx/5xx answer, or the failure of a form). */
export const refusals = {
  invalidInput: 'Invalid input',
  checkTheForm: 'Please check the form and try again.',
  bodyNotJson: 'The body must be JSON.',
  /** A write to the API from a page of another site (lib/http/api-route.ts). */
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
