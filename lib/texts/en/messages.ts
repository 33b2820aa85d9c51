/**
 * What every page may say in the browser: toasts, the messages under form fields and their labels, the cart, Buy Now.
 * A module of sections components on every page read (lib/texts/client/en/shop.ts): the bundler ships a module's
 * sections together, so the refusals (./refusals.ts), the sign-in pages' (./signing-in.ts) and the account pages'
 * (./buying.ts, ./customer.ts, ./admin.ts) are in modules of their own.
 */
import { formatNumber } from '../../domain/numbers';

/** Toasts (sonner, closed after five seconds); the admin's are ./admin.ts `adminToasts`. */
export const toasts = {
  orderSaved: 'Order Saved',
  reviewSaved: 'Review Saved',
  orderDeleted: 'Order Deleted',
  orderConfirmed: 'Order Confirm',
  paymentStillOpen: 'The gateway has not confirmed a payment yet.',
  profileUpdated: 'Profile Updated',
  resetEmailSent: 'Sent email',
  resetEmailMissing: 'please enter your email address',
  quoteRequested: 'Quote requested: we will answer by e-mail',
  quoteAnswered: 'Quote answered: the customer is e-mailed',
  quoteMessageSent: 'Message sent',
  quoteAccepted: 'Quote accepted: your order is placed',
  addedToCart: 'Added to cart',
  contactSent: 'Thank you! Your message has reached our team. We reply within one working day.',
  contactSaved:
    'Thank you! Your message is saved. We could not e-mail it to the team just now, so our reply may take a little longer.',
  shopUnreachable: 'We could not reach the shop. Check your connection and try again.',
} as const;

/** The purchase rule, word for word: under a quantity field, in the cart, and in the API's 400 answers (./field-messages.ts). */
export const quantityRule = (minimum: number, stock: number) =>
  `Error: Minimum order quantity is ${formatNumber(minimum)} & maximum quantity is ${formatNumber(stock)}`;

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

/** Buy Now, on a tool's card and its page, and what admins read instead. */
export const buyNowTexts = {
  buyNow: 'Buy Now',
  // Starts with the button's visible words, so that a voice command of what is seen reaches it (WCAG 2.5.3).
  label: (tool: string) => `Buy Now: ${tool}`,
  adminsCannotBuy: 'Admins cannot place orders',
  adminsCannotBuyReason: 'Admins cannot place orders.',
} as const;
