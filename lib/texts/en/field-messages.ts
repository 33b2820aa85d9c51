/**
 * The messages under form fields and in 400 answers: a module of their own, because only the forms' schemas (learnt at
 * the visitor's first move) and the translator read them in the browser, not the components every page loads
 * (./messages.ts).
 */
import { formatNumber } from '../../domain/numbers';
import { quantityRule, toasts } from './messages';

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
  quantityRule,
} as const;
