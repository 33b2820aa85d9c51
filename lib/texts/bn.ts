/**
 * The shop's words in Bangla, for the pages under /bn (docs/decisions/0101-the-shop-in-bangla.md): section for section
 * and key for key the English catalogue (./en.ts), each section typed as its English one (`Catalogue`), so a missing
 * or extra key fails `tsc`; the areas' sections are in ./bn/, as English's are in ./en/. Written as the shop
 * speaks to dealers, masons and contractors: politely, with "আপনি". Figures are written by lib/numbers.ts and
 * lib/money.ts in Bangla digits with lakh grouping (৳৬,৫০০, ১২,০০,০০০); fixed figures are written so here too. Names
 * a machine reads stay as they are: ids, `tran_id`, status values such as "shipped", headers, CRON_SECRET,
 * /api/openapi.json, YYYY-MM-DD.
 */
import { formatBDT } from '../money';
import { formatNumber } from '../numbers';
import type { Catalogue } from './catalogue-type';

export * from './bn/layout';
export * from './bn/shop';
export * from './bn/buying';
export * from './bn/customer';
export * from './bn/admin';

const count = (value: number) => formatNumber(value, 'bn');
const taka = (value: number) => formatBDT(value, 'bn');

// Bangla counts minutes the same way whatever their number ("১ মিনিট", "৫ মিনিট").
const minutesText = (minutes: number) => `${count(minutes)} মিনিট`;

/** Toasts (sonner, closed after five seconds). */
export const toasts: Catalogue['toasts'] = {
  orderSaved: 'অর্ডার সংরক্ষিত হয়েছে',
  reviewSaved: 'রিভিউ সংরক্ষিত হয়েছে',
  orderDeleted: 'অর্ডার মুছে ফেলা হয়েছে',
  orderConfirmed: 'অর্ডার নিশ্চিত হয়েছে',
  paymentStillOpen: 'পেমেন্ট গেটওয়ে এখনও কোনো পেমেন্ট নিশ্চিত করেনি।',
  madeAdmin: 'সফলভাবে অ্যাডমিন করা হয়েছে',
  makeAdminFailed: 'অ্যাডমিন করা যায়নি',
  toolAdded: 'টুল যোগ করা হয়েছে',
  toolDeleted: 'টুল মুছে ফেলা হয়েছে',
  profileUpdated: 'প্রোফাইল আপডেট হয়েছে',
  resetEmailSent: 'ই-মেইল পাঠানো হয়েছে',
  resetEmailMissing: 'অনুগ্রহ করে আপনার ই-মেইল ঠিকানা লিখুন',
  userRemoved: 'ব্যবহারকারীকে সরানো হয়েছে',
  adminRemoved: 'অ্যাডমিন ভূমিকা সরানো হয়েছে',
  toolUpdated: 'টুল আপডেট হয়েছে',
  orderShipped: 'অর্ডার পাঠানো হয়েছে',
  orderDelivered: 'অর্ডার পৌঁছে দেওয়া হয়েছে',
  quoteRequested: 'কোটেশন চাওয়া হয়েছে: আমরা ই-মেইলে উত্তর দেব',
  quoteAnswered: 'কোটেশনের উত্তর দেওয়া হয়েছে: গ্রাহককে ই-মেইল করা হচ্ছে',
  quoteMessageSent: 'বার্তা পাঠানো হয়েছে',
  quoteAccepted: 'কোটেশন গ্রহণ করা হয়েছে: আপনার অর্ডার দেওয়া হয়েছে',
  mailRetried: 'মেইলটি আবার পাঠানোর জন্য সারিতে রাখা হয়েছে',
  reviewHidden: 'রিভিউ লুকানো হয়েছে',
  reviewRestored: 'রিভিউ আবার দেখানো হচ্ছে',
  addedToCart: 'কার্টে যোগ করা হয়েছে',
  contactSent: 'ধন্যবাদ! আপনার বার্তা আমাদের টিমের কাছে পৌঁছেছে। আমরা এক কর্মদিবসের মধ্যে উত্তর দিই।',
  contactSaved:
    'ধন্যবাদ! আপনার বার্তা সংরক্ষিত হয়েছে। এই মুহূর্তে এটি টিমকে ই-মেইল করা যায়নি, তাই আমাদের উত্তর দিতে একটু বেশি সময় লাগতে পারে।',
  shopUnreachable: 'দোকানের সাথে যোগাযোগ করা যায়নি। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  cashRecorded: 'নগদ টাকা লিখে রাখা হয়েছে',
  orderCancelled: 'অর্ডার বাতিল করা হয়েছে',
  orderCancelledRefundNotAsked: 'অর্ডার বাতিল হয়েছে, কিন্তু পেমেন্ট গেটওয়ে রিফান্ড নেয়নি: এটি এখনও বাকি আছে (পেমেন্টের পাতা দেখুন)',
  paymentAccepted: 'পেমেন্ট গ্রহণ করা হয়েছে',
  refundRequested: 'রিফান্ডের অনুরোধ করা হয়েছে',
  refundRecorded: 'রিফান্ড লিখে রাখা হয়েছে',
  refundNotMade: (why: string | null) => `রিফান্ড করা হয়নি, এটি এখনও বাকি আছে${why ? `: ${why}` : ''}`,
  deliverySaved: 'ডেলিভারি চার্জ সংরক্ষিত হয়েছে',
};

/** Messages under form fields and in 400 answers, built from the field's label (its Bangla words: `fieldLabels`). */
export const fieldMessages: Catalogue['fieldMessages'] = {
  required: (label: string) => `${label} দেওয়া আবশ্যক`,
  invalid: (label: string) => `সঠিক ${label} দিন`,
  notText: (label: string) => `${label} লেখা হিসেবে দিতে হবে`,
  tooLong: (label: string, max: number) => `${label} সর্বোচ্চ ${count(max)} অক্ষরের হতে পারে`,
  passwordTooShort: 'কমপক্ষে ৬ অক্ষরের হতে হবে',
  passwordTooLong: 'সর্বোচ্চ ২০০ অক্ষরের হতে পারে',
  nameTooLong: 'সর্বোচ্চ ১২০ অক্ষরের হতে পারে',
  passwordsDiffer: 'দুটি পাসওয়ার্ড মিলছে না',
  resetEmailMissing: toasts.resetEmailMissing,
  resetLinkInvalid: 'পাসওয়ার্ড রিসেটের এই লিংকটি সঠিক নয়।',
  ratingsRange: 'রেটিং "১" থেকে "৫" এর মধ্যে হতে হবে',
  notAnId: 'একটি আইডি দিন (২৪টি হেক্সাডেসিমাল অক্ষর)',
  totalNotNumber: 'মোট দাম একটি সংখ্যা হতে হবে',
  confirmNeedsOrder: 'orderId পাঠান, অথবা অর্ডারের পণ্যের নাম ও দাম পাঠান',
  fulfilmentSteps: 'স্ট্যাটাস "shipped" অথবা "delivered" হতে হবে',
  toolChangesEmpty: 'name, desc, price, minimum, stock, img, size, material, pack, warranty, nameBn, descBn: এগুলোর অন্তত একটি পাঠান',
  quoteStatuses: 'স্ট্যাটাস "requested", "answered" অথবা "accepted" হতে হবে',
  notADay: (label: string) => `${label} একটি তারিখ হতে হবে`,
  dayInThePast: (label: string) => `${label} অতীতের কোনো তারিখ হতে পারে না`,
  quoteBelowMinimum: (minimum: number) => `পরিমাণ কমপক্ষে সর্বনিম্ন অর্ডার, অর্থাৎ ${count(minimum)} হতে হবে`,
  quoteWithinStock: (stock: number) =>
    `আমাদের স্টকে ${count(stock)}টি আছে, এই পরিমাণের জন্য যথেষ্ট: কোটেশন না চেয়ে এই পাতা থেকেই অর্ডার করুন`,
  /** A tool's photo (Add Tool, Edit Tool, `PUT /api/tools/{id}/image`): checked by its content, not its name. */
  photoEmpty: 'একটি ছবির ফাইল বেছে নিন।',
  photoTooLarge: 'ছবিটি সর্বোচ্চ ৫ MB হতে পারে।',
  photoNotImage: 'ছবিটি JPEG, PNG অথবা WebP ছবি হতে হবে।',
  photoDamaged: 'ছবিটি পড়া যায়নি: ফাইলটি নষ্ট, অথবা আসলে JPEG, PNG বা WebP ছবি নয়।',
  photoTooManyPixels: 'ছবিটি অনেক বড়: সর্বোচ্চ ৪০ মেগাপিক্সেল (যেমন ৮০০০ x ৫০০০)।',
  /** Export filters. */
  exportDay: (label: string) => `${label} YYYY-MM-DD আকারে লেখা একটি দিন হতে হবে`,
  exportRange: 'শুরুর তারিখ শেষের তারিখের দিন বা তার আগে হতে হবে',
  exportStatus: (statuses: readonly string[]) => `স্ট্যাটাস এগুলোর একটি হতে হবে: all, ${statuses.join(', ')}`,
  paymentMethod: 'পেমেন্টের পদ্ধতি "online" অথবা "cash" হতে হবে',
  /** The API's `?limit=&page=`. */
  wholeNumberFrom1: (name: string, max: number) => `${name} ১ থেকে ${count(max)} পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে, অঙ্কে লেখা`,
  givenOnce: (name: string) => `${name} শুধু একবার দেওয়া যাবে`,
  /** An amount of taka an admin sets (the delivery charges). */
  wholeTaka: (label: string, max: number) => `${label} ০ থেকে ${count(max)} টাকার মধ্যে একটি পূর্ণ সংখ্যা হতে হবে`,
  /** The purchase rule. */
  quantityRule: (minimum: number, stock: number) =>
    `ত্রুটি: সর্বনিম্ন অর্ডারের পরিমাণ ${count(minimum)} এবং সর্বোচ্চ পরিমাণ ${count(stock)}`,
};

/** What a refused request is told (the `error` of a 4xx/5xx answer, or the failure of a form). */
export const refusals: Catalogue['refusals'] = {
  invalidInput: 'তথ্য সঠিক নয়',
  checkTheForm: 'অনুগ্রহ করে ফর্মটি দেখে নিয়ে আবার চেষ্টা করুন।',
  bodyNotJson: 'রিকোয়েস্টের বডি JSON হতে হবে।',
  /** A write to the API from a page of another site (lib/api-route.ts). */
  foreignOrigin: 'অন্য সাইটের পাতা থেকে আসা রিকোয়েস্ট গ্রহণ করা হয় না।',
  /** A path under /api that no route serves. */
  noSuchApiPath: 'এমন কোনো API পাথ নেই। API-এর বিবরণ আছে /api/openapi.json-এ।',
  methodNotAllowed: (method: string, allow: string) => `এখানে ${method} চলে না। যা চলে: ${allow}।`,
  formTooLarge: (limitBytes: number) => `ফর্মটি ${count(Number((limitBytes / 1024 / 1024).toFixed(2)))} MB-এর চেয়ে বড়।`,
  bodyTooLarge: (limitBytes: number) => `রিকোয়েস্টের বডি ${count(Math.round(limitBytes / 1024))} kB-এর চেয়ে বড়।`,
  signInFirst: 'চালিয়ে যেতে লগইন করুন।',
  notAllowed: 'এটি করার অনুমতি আপনার নেই।',
  tooManyAttempts: 'অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে কিছুক্ষণ অপেক্ষা করে আবার চেষ্টা করুন।',
  tooManyMessages: (minutes: number) =>
    `আপনি অল্প সময়ের মধ্যে কয়েকটি বার্তা পাঠিয়েছেন। অনুগ্রহ করে ${minutesText(minutes)} পরে আবার চেষ্টা করুন।`,
  tooManyReviews: (minutes: number) =>
    `আপনি অল্প সময়ের মধ্যে অনেকগুলো রিভিউ দিয়েছেন। অনুগ্রহ করে ${minutesText(minutes)} পরে আবার চেষ্টা করুন।`,
  tooManyQuotes: (minutes: number) =>
    `আপনি অল্প সময়ের মধ্যে অনেকগুলো কোটেশন চেয়েছেন। অনুগ্রহ করে ${minutesText(minutes)} পরে আবার চেষ্টা করুন।`,
  tooManyOrders: (minutes: number) =>
    `আপনি অল্প সময়ের মধ্যে অনেকগুলো অর্ডার দিয়েছেন। অনুগ্রহ করে ${minutesText(minutes)} পরে আবার চেষ্টা করুন।`,
  contactNotSaved: 'এই মুহূর্তে আপনার বার্তাটি সংরক্ষণ করা যায়নি। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।',
  unavailable: 'দোকানটি সাময়িকভাবে বন্ধ আছে। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।',
  unexpected: 'আমাদের দিকে কোনো সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  noTool: 'এই আইডির কোনো টুল নেই।',
  /** Edit Tool and Manage Tools: an order (or another admin) changed the stock after the form was opened. */
  stockChangedMeanwhile: (stock: number) =>
    `আপনি সম্পাদনা করার সময় স্টক বদলে গেছে (এখন ${count(stock)})। দেখে নিয়ে আবার সংরক্ষণ করুন।`,
  noToolNamed: 'এই নাম বা আইডির কোনো টুল নেই।',
  noAccount: 'এই ই-মেইলে কোনো অ্যাকাউন্ট নেই।',
  noOrder: 'এই আইডির কোনো অর্ডার নেই।',
  /** The purchase page: the tool's price changed after the page showed it; nothing is ordered. */
  priceChangedMeanwhile: (price: number) =>
    `আপনি অর্ডার করার সময় দাম বদলে প্রতিটি ${taka(price)} হয়েছে। নতুন মোট দাম দেখে নিয়ে আবার অর্ডার করুন।`,
  noConfirmedOrder: 'এই আইডির কোনো নিশ্চিত অর্ডার নেই।',
  noMatchingOrder: 'এই পণ্য ও দামের সাথে মেলে, আপনার এমন কোনো অনিশ্চিত অর্ডার নেই।',
  orderAlreadyConfirmed: 'এই অর্ডারটি নিশ্চিত হয়ে গেছে, তাই আর মুছে ফেলা যাবে না।',
  orderNotConfirmable: 'এই অর্ডারটি আর নিশ্চিত করা যাবে না।',
  /** Payments (docs/payments.md). */
  gatewayUnavailable: 'পেমেন্ট গেটওয়ের সাথে যোগাযোগ করা যায়নি। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন, অথবা ক্যাশ অন ডেলিভারি বেছে নিন।',
  gatewayRefusedSession: (reason: string) =>
    `পেমেন্ট গেটওয়ে এই পেমেন্টটি শুরু করতে পারেনি (${reason})। অনুগ্রহ করে আবার চেষ্টা করুন, অথবা ক্যাশ অন ডেলিভারি বেছে নিন।`,
  onlinePaymentUnavailable: 'এই মুহূর্তে অনলাইন পেমেন্ট চালু নেই। অনুগ্রহ করে ক্যাশ অন ডেলিভারি বেছে নিন।',
  orderAlreadyPaid: 'এই অর্ডারের টাকা আগেই পরিশোধ করা হয়েছে।',
  orderNotPayable: 'এই অর্ডারের টাকা আর পরিশোধ করা যাবে না: এটি নিশ্চিত, বাতিল অথবা মেয়াদোত্তীর্ণ।',
  orderPaymentExpired:
    'সময়মতো টাকা পরিশোধ না হওয়ায় এই অর্ডারের মেয়াদ শেষ হয়েছে; এর পণ্য আবার বিক্রির জন্য ফিরে গেছে। অনুগ্রহ করে আবার অর্ডার করুন।',
  paymentHeld: 'আমাদের টিম এই পেমেন্টটি যাচাই করছে; আমরা আপনার সাথে যোগাযোগ করব।',
  cashNotDue: 'এই অর্ডারে কোনো নগদ টাকা পাওনা নেই: এটি টাকার অপেক্ষায় থাকা কোনো ক্যাশ অন ডেলিভারি অর্ডার নয়।',
  noHeldPayment: 'এই অর্ডারের কোনো পেমেন্ট যাচাইয়ের জন্য আটকে নেই।',
  orderNotCancellable: (status: string) => `এই অর্ডারটি এখন ${status} অবস্থায় আছে; শুধু অপেক্ষমাণ ও নিশ্চিত অর্ডার বাতিল করা যায়।`,
  nothingToRefund: 'এই অর্ডারে ফেরত দেওয়ার মতো কোনো টাকা নেই।',
  refundUnderWay: 'এই অর্ডারের রিফান্ড ইতিমধ্যে চলছে।',
  noPayment: 'এই ট্রানজ্যাকশন আইডির কোনো পেমেন্ট নেই।',
  orderOnlyForward: (status: string) => `এই অর্ডারটি ইতিমধ্যে ${status} অবস্থায় আছে; এটি শুধু সামনের ধাপে যেতে পারে।`,
  noQuote: 'এই আইডির কোনো কোটেশন নেই।',
  quoteAlreadyAccepted: 'এই কোটেশনটি আগেই গ্রহণ করা হয়েছে।',
  quoteStillStands: 'এই কোটেশনের উত্তর দেওয়া হয়েছে এবং এর অফার এখনও বহাল আছে; মেয়াদ শেষ হলে আবার উত্তর দেওয়া যাবে।',
  quoteNotAnswered: 'এই কোটেশনের এখনও উত্তর দেওয়া হয়নি, তাই গ্রহণ করার মতো কিছু নেই।',
  quoteExpired: 'এই অফারের মেয়াদ শেষ হয়ে গেছে, তাই আর গ্রহণ করা যাবে না। নতুন অফার চাইতে কোটেশনেই আমাদের লিখুন।',
  quoteOnlyCustomer: 'যে গ্রাহক এই কোটেশন চেয়েছেন, শুধু তিনিই এটি গ্রহণ করতে পারবেন।',
  quoteThreadFull: 'এই কথোপকথনে আর জায়গা নেই। অনুগ্রহ করে আমাদের ফোন করুন অথবা নতুন কোটেশন চান।',
  noOutboxMail: 'আউটবক্সে এই আইডির কোনো মেইল নেই।',
  cronOnly: 'শুধু শিডিউলার এটি চালাতে পারে (Authorization: Bearer CRON_SECRET)।',
  outboxMailSent: 'এই মেইলটি আগেই পাঠানো হয়েছে।',
  outboxMailSending: 'এই মেইলটি ঠিক এখন পাঠানো হচ্ছে।',
  removeYourself: 'আপনি নিজের অ্যাকাউন্ট সরাতে পারবেন না।',
  imageNotFound: 'এই আইডির কোনো ছবি নেই।',
  lastAdmin: 'শেষ অ্যাডমিনকে সরানো যাবে না।',
  demoteYourself: 'আপনি নিজের অ্যাডমিন ভূমিকা সরাতে পারবেন না।',
  demoteListedAdmin: 'সার্ভারের ADMIN_EMAILS সেটিং এই অ্যাকাউন্টকে অ্যাডমিন করেছে; আগে সেখান থেকে সরান।',
  demoteLastAdmin: 'শেষ অ্যাডমিনের অ্যাডমিন ভূমিকা সরানো যাবে না।',
  noReview: 'এই আইডির কোনো রিভিউ নেই।',
  reviewNeedsPaidOrder: 'কোনো টুলের নিশ্চিত অর্ডার থাকলে তবেই আপনি সেটির রিভিউ দিতে পারবেন।',
  toolAlreadyReviewed: 'আপনি এই টুলের রিভিউ আগেই দিয়েছেন।',
  reviewAlreadyHidden: 'এই রিভিউটি আগে থেকেই লুকানো আছে।',
  reviewNotHidden: 'এই রিভিউটি লুকানো নেই।',
};

/** What customers read about paying for an order (My Order, the payment page; docs/payments.md). */
export const payTexts: Catalogue['payTexts'] = {
  choiceHeading: 'আপনি কীভাবে টাকা পরিশোধ করতে চান?',
  choiceIntro: (total: string) =>
    `SSLCommerz-এর নিরাপদ পাতায় কার্ড, বিকাশ, নগদ, রকেট বা ইন্টারনেট ব্যাংকিং দিয়ে এখনই অনলাইনে ${total} পরিশোধ করুন, অথবা অর্ডার পৌঁছালে নগদে পরিশোধ করুন।`,
  cashOnlyIntro: (total: string) => `অর্ডার পৌঁছালে নগদে ${total} পরিশোধ করুন।`,
  payOnline: 'অনলাইনে পেমেন্ট করুন',
  payOnlineLabel: (product: string) => `অনলাইনে পেমেন্ট করুন: ${product}`,
  cashOnDelivery: 'ক্যাশ অন ডেলিভারি',
  cashOnDeliveryLabel: (product: string) => `ক্যাশ অন ডেলিভারি: ${product}-এর অর্ডার নিশ্চিত করুন`,
  toGateway: 'আপনাকে পেমেন্টের পাতায় নিয়ে যাওয়া হচ্ছে...',
  checkAgain: 'আবার দেখুন',
  pageTitle: 'পেমেন্ট',
  payableUntil: (when: string) =>
    `টাকা পরিশোধ না হলেও এই অর্ডারটি ${when} পর্যন্ত আপনার জন্য রাখা থাকবে; এরপর এর পণ্য আবার বিক্রির জন্য ফিরে যাবে।`,
  placedNotice: 'আপনার অর্ডার দেওয়া হয়েছে এবং এর পণ্য আপনার জন্য আলাদা করে রাখা হয়েছে।',
  state: {
    unpaid: 'এখনও টাকা পরিশোধ করা হয়নি।',
    pending: 'পেমেন্ট গেটওয়ের অপেক্ষায় আছে। আপনি টাকা পরিশোধ করে থাকলে, গেটওয়ে নিশ্চিত করামাত্র এই পাতাটি আপডেট হবে।',
    confirming: 'ধন্যবাদ। আমরা গেটওয়ের সাথে আপনার পেমেন্ট নিশ্চিত করছি; এই পাতাটি নিজে থেকেই আপডেট হবে।',
    due: 'নিশ্চিত: অর্ডার পৌঁছালে আপনি নগদে পরিশোধ করবেন।',
    paid: 'পেমেন্ট পাওয়া গেছে। ধন্যবাদ: আপনার অর্ডার নিশ্চিত হয়েছে এবং আমরা তা প্রস্তুত করছি।',
    held: 'আপনার পেমেন্ট আমাদের কাছে পৌঁছেছে; অর্ডার পাঠানোর আগে আমাদের টিম তা যাচাই করছে। আমরা আপনাকে লিখে জানাব।',
    failed: 'পেমেন্ট সম্পন্ন হয়নি, এবং আপনার কাছ থেকে কোনো টাকা কাটা হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন, অথবা ক্যাশ অন ডেলিভারি বেছে নিন।',
    cancelled:
      'আপনি পেমেন্ট বাতিল করেছেন, এবং আপনার কাছ থেকে কোনো টাকা কাটা হয়নি। যখন সুবিধা হয় আবার চেষ্টা করুন, অথবা ক্যাশ অন ডেলিভারি বেছে নিন।',
    expired: 'সময়মতো টাকা পরিশোধ না হওয়ায় এই অর্ডারের মেয়াদ শেষ হয়েছে এবং এর পণ্য আবার বিক্রির জন্য ফিরে গেছে। আপনার কাছ থেকে কোনো টাকা কাটা হয়নি।',
    refund_pending: 'আপনার টাকা ফেরত দেওয়া হচ্ছে। সম্পন্ন হলে আমরা আপনাকে লিখে জানাব।',
    refunded: 'আপনার টাকা ফেরত দেওয়া হয়েছে।',
  },
  backToOrders: 'আমার অর্ডারে ফিরে যান',
  receipt: 'রসিদ',
  paymentHeading: 'পেমেন্ট',
};

/** The checkout's words (docs/orders.md, "Checkout"). */
export const checkoutTexts: Catalogue['checkoutTexts'] = {
  title: 'চেকআউট',
  deliveryHeading: 'ডেলিভারি',
  summaryHeading: 'আপনার অর্ডার',
  paymentHeading: 'পেমেন্ট',
  phoneLabel: 'মোবাইল নম্বর',
  phoneHint: 'বাংলাদেশের একটি মোবাইল নম্বর, যেমন ০১৭১১০০০১১১',
  phoneRule: 'বাংলাদেশের একটি সঠিক মোবাইল নম্বর দিন, যেমন ০১৭১১০০০১১১',
  addressLabel: 'ঠিকানা',
  districtLabel: 'জেলা',
  districtRule: 'তালিকা থেকে আপনার জেলা বেছে নিন',
  chooseDistrict: 'জেলা বেছে নিন',
  product: 'পণ্য',
  quantity: 'পরিমাণ',
  each: (price: string) => `প্রতিটি ${price}`,
  subtotal: 'সাবটোটাল',
  delivery: 'ডেলিভারি',
  deliveryTo: (district: string | null) => (district ? `ডেলিভারি: ${district}` : 'ডেলিভারি'),
  free: 'ফ্রি',
  freeFrom: (amount: string) => `সাবটোটাল ${amount} বা তার বেশি হলে ডেলিভারি ফ্রি।`,
  total: 'মোট',
  payOnline: 'এখনই অনলাইনে পেমেন্ট করুন (কার্ড, বিকাশ, নগদ, রকেট)',
  payCash: 'ক্যাশ অন ডেলিভারি',
  placeOrder: 'অর্ডার করুন',
  emptyCart: 'আপনার কার্ট খালি: আগে এতে টুল যোগ করুন।',
  alreadyPlacing: 'এই কার্টের অর্ডার ঠিক এখন দেওয়া হচ্ছে (অন্য কোনো ট্যাবে?)। একটু পরে "আমার অর্ডার"-এ দেখুন।',
  toTools: 'আমাদের টুলগুলো দেখুন',
  adminsDoNotBuy: 'অ্যাডমিনরা কেনাকাটা করেন না: চেকআউট গ্রাহকদের জন্য।',
  changedHeading: 'চেকআউট করার সময় আপনার কার্টে পরিবর্তন হয়েছে। কোনো অর্ডার দেওয়া হয়নি; অনুগ্রহ করে দেখে নিয়ে আবার অর্ডার করুন:',
  lineGone: (name: string) => `${name} আর বিক্রি হয় না।`,
  lineRemoved: 'আপনার কার্টের একটি টুল আর বিক্রি হয় না: সেটি আপনার কার্ট থেকে সরিয়ে দেওয়া হয়েছে।',
  lineStock: (name: string, stock: number, minimum: number) =>
    stock < minimum ? `${name} স্টকে নেই।` : `${name}: মাত্র ${count(stock)}টি বাকি আছে (সর্বনিম্ন অর্ডার ${count(minimum)})।`,
  linePrice: (name: string, price: number) => `${name}-এর দাম এখন প্রতিটি ${taka(price)}।`,
  deliveryChanged: (charge: number) => (charge > 0 ? `ডেলিভারি চার্জ এখন ${taka(charge)}।` : 'ডেলিভারি এখন ফ্রি।'),
  placed: 'অর্ডার দেওয়া হয়েছে',
};

/** The names of a tool's specifications, as its page and the tool form show them. */
export const specificationLabels: Catalogue['specificationLabels'] = {
  size: 'মাপ',
  material: 'উপাদান',
  pack: 'প্যাক',
  warranty: 'ওয়ারেন্টি',
};

/** A tool's name and description in Bangla, as the tool form and its messages name them. */
export const banglaLabels: Catalogue['banglaLabels'] = {
  nameBn: 'বাংলায় নাম',
  descBn: 'বাংলায় বিবরণ',
};

/** A box of the tool form that may stay empty: "বাংলায় নাম (ঐচ্ছিক)". */
export const optionalLabel: Catalogue['optionalLabel'] = (label: string) => `${label} (ঐচ্ছিক)`;

/** The header's account part and Buy Now while a page's browser asks who is signed in (decision 0100). */
export const accountTexts: Catalogue['accountTexts'] = {
  checking: 'আপনার অ্যাকাউন্ট দেখা হচ্ছে…',
};

/** The tool page's words: availability, quantity, reviews, related tools. */
export const toolPageTexts: Catalogue['toolPageTexts'] = {
  inStock: (stock: number) => `স্টকে আছে: ${count(stock)}`,
  outOfStock: 'স্টকে নেই',
  quantityLabel: 'পরিমাণ',
  quantityHint: (minimum: number, stock: number) => `${count(minimum)} (সর্বনিম্ন অর্ডার) থেকে ${count(stock)} (স্টকে আছে) এর মধ্যে`,
  reviewsHeading: 'এই টুলের রিভিউ',
  noReviews: 'এই টুলের এখনও কোনো রিভিউ নেই। কিনেছেন? "আমার অর্ডার" থেকে রিভিউ দিন।',
  reviewsPages: 'এই টুলের রিভিউয়ের পেজগুলো',
  specificationsHeading: 'বৈশিষ্ট্য',
  relatedHeading: 'সম্পর্কিত টুল',
};

/** The catalogue's words: /tools, the home page's selection of it, and the shop's reviews a page at a time. */
export const catalogueTexts: Catalogue['catalogueTexts'] = {
  heading: 'সব টুল',
  intro: 'আমাদের তৈরি প্রতিটি টুল, পাতায় পাতায়। দাম প্রতি পিস, টাকায়; প্রতিটি টুলের একটি সর্বনিম্ন অর্ডার আছে।',
  searchLabel: 'নাম দিয়ে টুল খুঁজুন',
  searchPlaceholder: 'ট্রাওয়েল, কাটার, স্পেসার...',
  sortLabel: 'সাজানোর ক্রম',
  sorts: { newest: 'নতুনগুলো আগে', 'price-asc': 'দাম: কম থেকে বেশি', 'price-desc': 'দাম: বেশি থেকে কম' },
  submit: 'টুল দেখান',
  clearSearch: 'সব টুল দেখান',
  found: (total: number, search: string) => `"${search}" এর মতো নামের ${count(total)}টি টুল`,
  noMatch: (search: string) => `কোনো টুলের নামে "${search}" নেই। আরও ছোট কোনো শব্দ দিয়ে খুঁজে দেখুন।`,
  pastTheEnd: 'এই পাতায় কোনো টুল নেই: তালিকা আগেই শেষ হয়ে গেছে।',
  firstPage: 'প্রথম পাতায় ফিরে যান',
  noTools: 'এখনও কোনো টুল তালিকায় নেই। অনুগ্রহ করে শিগগিরই আবার আসুন।',
  pages: 'টুলের পেজগুলো',
  /** The list's own heading, for screen readers: the cards' names are third-level headings under it. */
  listHeading: (page: number, pageCount: number) => `টুল, ${count(pageCount)} পাতার মধ্যে ${count(page)} নম্বর পাতা`,
  homeHeading: 'আমাদের টুল',
  homeIntro: 'আমরা যে টুলই বিক্রি করি, আমাদের নিজেদের টাইল মিস্ত্রিরাও তা ব্যবহার করেন। দাম প্রতি পিস, টাকায়; প্রতিটি টুলের একটি সর্বনিম্ন অর্ডার আছে।',
  allTools: 'সব টুল',
  reviewsPages: 'রিভিউয়ের পেজগুলো',
  noReviewsHere: 'এই পাতায় কোনো রিভিউ নেই: তালিকা আগেই শেষ হয়ে গেছে।',
  allReviews: 'সব রিভিউ',
  manageToolsPages: 'পরিচালনার জন্য টুলের পেজগুলো',
  manageSearchLabel: 'নাম দিয়ে টুল খুঁজুন',
  manageSearchSubmit: 'খুঁজুন',
};

/** The cart: its link in the header, Add to cart, the /cart page and what the cart refuses (docs/shop.md, "The cart"). */
export const cartTexts: Catalogue['cartTexts'] = {
  link: 'কার্ট',
  /** The header link's accessible name once the browser knows the cart. */
  linkLabel: (lines: number) => `কার্ট, ${count(lines)}টি আইটেম`,
  add: 'কার্টে যোগ করুন',
  // Starts with the button's visible words, so that a voice command of what is seen reaches it (WCAG 2.5.3).
  addLabel: (tool: string) => `কার্টে যোগ করুন: ${tool}`,
  adminsDoNotBuy: 'অ্যাডমিনরা কেনাকাটা করেন না: কার্ট গ্রাহকদের জন্য।',
  full: (max: number) => `একটি কার্টে সর্বোচ্চ ${count(max)}টি টুল রাখা যায়। আগে চেকআউট করুন অথবা একটি সরিয়ে দিন।`,
  heading: 'আপনার কার্ট',
  intro: 'দাম প্রতি পিস, টাকায়, প্রতিবার দেখার সময় দোকান থেকে নতুন করে আনা হয়; প্রতিটি টুলের একটি সর্বনিম্ন অর্ডার আছে।',
  loading: 'আপনার কার্ট লোড হচ্ছে...',
  notLoaded: 'এই মুহূর্তে আপনার কার্ট লোড করা যায়নি।',
  tryAgain: 'আবার চেষ্টা করুন',
  empty: 'আপনার কার্ট খালি।',
  browseTools: 'টুল দেখুন',
  linesLabel: 'আপনার কার্টের টুল',
  unitPrice: 'একক দাম',
  quantityLabel: (tool: string) => `${tool}-এর পরিমাণ`,
  lineTotal: 'মোট দাম',
  remove: 'সরান',
  // Starts with the button's visible word, as addLabel does.
  removeLabel: (tool: string) => `সরান: কার্ট থেকে ${tool}`,
  subtotal: 'সাবটোটাল',
  deliveryLater: 'ডেলিভারি চার্জ চেকআউটে যোগ হবে।',
  checkout: 'চেকআউট',
  logInToCheckOut: 'চেকআউট করতে লগইন করুন',
};

/** The purchase page of one tool (Buy Now): its title, its form, and the offer of a quote beyond the stock. */
export const purchaseTexts: Catalogue['purchaseTexts'] = {
  pageTitle: 'কেনাকাটা',
  heading: 'আপনার অর্ডার দিন',
  name: 'নাম',
  email: 'ই-মেইল',
  quantity: 'পরিমাণ',
  beyondStock: (stock: number, wanted: number) =>
    `আমাদের স্টকে ${count(stock)}টি আছে। ${count(wanted)}টির জন্য আমাদের কাছে কোটেশন চান: আমরা দাম ও ডেলিভারির তারিখ জানিয়ে উত্তর দেব।`,
  requestQuote: 'কোটেশন চান',
  total: 'মোট:',
  phone: 'ফোন নম্বর',
  address: 'ঠিকানা',
  submit: 'কিনুন',
  /** An admin on the purchase page: before and after the link to Placed Orders. */
  adminsCannotBuy:
    'অ্যাডমিনরা অর্ডার দিতে পারেন না: "এখনই কিনুন" গ্রাহকদের জন্য। এই টুলটি কিনতে গ্রাহকের অ্যাকাউন্ট দিয়ে লগইন করুন, অথবা গ্রাহকদের অর্ডার দেখুন এখানে:',
  placedOrders: 'আসা অর্ডার',
};

/** What customers and admins read about reviews in the dashboard. */
export const reviewTexts: Catalogue['reviewTexts'] = {
  toReviewHeading: 'যা কিনেছেন তার রিভিউ দিন',
  toReviewIntro: 'আপনার নিশ্চিত অর্ডারের টুলগুলো। প্রতিটির রিভিউ একবার দেওয়া যায়; আপনার রিভিউ টুলের পাতায় দেখা যাবে।',
  nothingToReview: 'কোনো অর্ডার নিশ্চিত হলে, এখানে তার টুলের রিভিউ দিতে পারবেন।',
  hiddenBadge: 'দোকান লুকিয়ে রেখেছে',
  hiddenExplained: (reason: string) => `আমাদের টিম এই রিভিউটি দোকান থেকে লুকিয়ে রেখেছে: ${reason}`,
  moderationHeading: 'রিভিউসমূহ',
  moderationIntro: 'সব রিভিউ, নতুনগুলো আগে। কোনোটি লুকালে তা একসাথে সব পাতা, API ও সব রেটিং থেকে সরে যায়।',
  noReviews: 'এখনও কোনো রিভিউ নেই।',
  showAll: 'সব',
  showVisible: 'দেখানো',
  showHidden: 'লুকানো',
  shopReview: 'দোকান',
  ownReviewsHeading: 'আপনার রিভিউ',
};

/** The sentences for sign-in error codes (lib/auth/error-codes.ts maps codes, including next-auth's, onto them). */
export const signInErrors: Catalogue['signInErrors'] = {
  'wrong-password': 'ই-মেইল বা পাসওয়ার্ড সঠিক নয়।',
  'user-not-found': 'ই-মেইল বা পাসওয়ার্ড সঠিক নয়।',
  'invalid-credential': 'ই-মেইল বা পাসওয়ার্ড সঠিক নয়।',
  'email-already-in-use': 'এই ই-মেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে। নতুন না খুলে লগইন করুন।',
  // The same words as fieldMessages.invalid and passwordTooShort give, as in English.
  'invalid-email': 'সঠিক ই-মেইল দিন',
  'weak-password': fieldMessages.passwordTooShort,
  'too-many-requests': 'অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে কয়েক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  'expired-action-code': 'পাসওয়ার্ড রিসেটের এই লিংকের মেয়াদ শেষ হয়ে গেছে। লগইন পাতা থেকে নতুন একটি লিংক চান।',
  'invalid-action-code': 'পাসওয়ার্ড রিসেটের এই লিংকটি সঠিক নয় অথবা আগেই ব্যবহার করা হয়েছে। লগইন পাতা থেকে নতুন একটি লিংক চান।',
  'account-exists-with-different-credential':
    'এই ই-মেইলে পাসওয়ার্ডসহ একটি অ্যাকাউন্ট আগে থেকেই আছে। আপনার ই-মেইল ও পাসওয়ার্ড দিয়ে লগইন করুন।',
  'credential-already-in-use': 'এই Google অ্যাকাউন্টটি আগে থেকেই অন্য একটি অ্যাকাউন্টের সাথে যুক্ত।',
  'email-not-verified': 'আপনার Google অ্যাকাউন্টের ই-মেইল যাচাই করা হয়নি, তাই এটি দিয়ে এখানে লগইন করা যাবে না।',
  'operation-not-allowed': 'এই সার্ভারে Google দিয়ে লগইন চালু করা হয়নি।',
  'user-disabled': 'এই অ্যাকাউন্টটি বন্ধ করে দেওয়া হয়েছে।',
  'requires-recent-login': 'চালিয়ে যেতে অনুগ্রহ করে আবার লগইন করুন।',
  'invalid-user-token': 'আপনার সেশন শেষ হয়ে গেছে। অনুগ্রহ করে আবার লগইন করুন।',
  'user-token-expired': 'আপনার সেশন শেষ হয়ে গেছে। অনুগ্রহ করে আবার লগইন করুন।',
  'popup-closed-by-user': 'Google দিয়ে লগইন বাতিল করা হয়েছে।',
  'network-request-failed': 'নেটওয়ার্কে সমস্যা হয়েছে। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  'unauthorized-continue-uri': 'ফেরার ঠিকানাটি এই সাইটের নয়।',
  'access-denied': 'লগইন করতে দেওয়া হয়নি।',
  'server-error': 'আমাদের দিকে সমস্যার কারণে লগইন হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
};

/** What admins read about the shop's money: the Payments page, and an order's money on Placed Orders and the overview (docs/payments.md). */
export const paymentTexts: Catalogue['paymentTexts'] = {
  heading: 'পেমেন্ট',
  intro:
    'প্রতিটি অর্ডারের টাকা পরিশোধের প্রতিটি চেষ্টা, গেটওয়ের মাধ্যমে অনলাইনে অথবা ক্যাশ অন ডেলিভারি, নতুনগুলো আগে। যাচাইয়ের জন্য আটকে থাকা পেমেন্ট আপনার সিদ্ধান্তের অপেক্ষায় থাকে: গ্রহণ করবেন, নাকি অর্ডারটি বাতিল করবেন; বাকি রিফান্ড আপনার পাঠানোর অপেক্ষায় থাকে।',
  filtersLabel: 'অবস্থা অনুযায়ী পেমেন্ট',
  showAll: 'সব',
  tableLabel: 'পেমেন্ট',
  caption: (total: number) => `${count(total)}টি পেমেন্ট, নতুনগুলো আগে (ঢাকার সময়)।`,
  noPayments: 'এখানে কোনো পেমেন্ট নেই।',
  pages: 'পেমেন্টের পেজগুলো',
  columns: {
    when: 'সময়',
    tranId: 'tran_id',
    order: 'অর্ডার',
    customer: 'গ্রাহক',
    method: 'পদ্ধতি',
    state: 'অবস্থা',
    amount: 'টাকার পরিমাণ',
    valId: 'val_id',
    bankTranId: 'ব্যাংক ট্রানজ্যাকশন',
    risk: 'ঝুঁকি',
    note: 'নোট',
    refund: 'রিফান্ড',
  },
  actions: 'করণীয়',
  none: '-',
  orderReceipt: (orderId: string) => `অর্ডার ${orderId}-এর রসিদ`,
  risk: (level: string | null, title: string | null) => [title, level === null ? null : `মাত্রা ${level}`].filter(Boolean).join(', '),
  refundState: (state: string | null, refId: string | null) =>
    [state ?? 'অনুরোধ করা হয়েছে', refId ? `রেফারেন্স ${refId}` : null].filter(Boolean).join(', '),
  refundRequestedAt: (when: string) => `চাওয়া হয়েছে ${when}`,
  refundedAt: (when: string) => `ফেরত দেওয়া হয়েছে ${when}`,
  refund: 'রিফান্ড',
  refundLabel: (tranId: string, email: string) => `রিফান্ড: ${tranId}, ${email}-কে`,
  refundOnlineDetail: (amount: number, email: string) => `পেমেন্ট গেটওয়ের মাধ্যমে ${email}-কে ${taka(amount)} ফেরত দেওয়া হবে।`,
  refundCashDetail: (amount: number, email: string) => `এতে লেখা থাকবে যে ${email}-কে নগদে ${taka(amount)} ফেরত দেওয়া হয়েছে।`,
  refundConfirm: 'হ্যাঁ, রিফান্ড করুন',
  acceptPayment: 'পেমেন্ট গ্রহণ করুন',
  acceptLabel: (tranId: string, email: string) => `পেমেন্ট গ্রহণ করুন: ${tranId}, ${email}-এর কাছ থেকে`,
  acceptDetail: (amount: number, email: string) =>
    `${email}-এর কাছ থেকে আসা ${taka(amount)} পরিশোধিত বলে ধরা হবে: অর্ডারটি নিশ্চিত হবে এবং গ্রাহককে ই-মেইল করা হবে।`,
  acceptConfirm: 'হ্যাঁ, গ্রহণ করুন',
  cancelAndRefund: 'বাতিল ও রিফান্ড করুন',
  cancelAndRefundLabel: (tranId: string, email: string) => `বাতিল ও রিফান্ড করুন: ${tranId}, ${email}-এর কাছ থেকে`,
  cancelAndRefundDetail: (amount: number, email: string) =>
    `অর্ডারটি বাতিল হবে, এর স্টক আবার বিক্রির জন্য ফিরে যাবে, এবং ${email}-এর কাছ থেকে আসা ${taka(amount)} পেমেন্ট গেটওয়ের মাধ্যমে ফেরত দেওয়া হবে।`,
  cancelAndRefundConfirm: 'হ্যাঁ, বাতিল ও রিফান্ড করুন',
  /** Placed Orders. */
  noMethod: 'এখনও বেছে নেওয়া হয়নি',
  cashReceived: 'নগদ টাকা পাওয়া গেছে',
  cashReceivedLabel: (product: string, email: string) => `নগদ টাকা পাওয়া গেছে: ${product}, ${email}-এর অর্ডার`,
  cashReceivedDetail: (total: number, email: string) =>
    `এতে লেখা থাকবে যে ${email}-এর কাছ থেকে নগদে ${taka(total)} নেওয়া হয়েছে: অর্ডারটি পরিশোধিত হবে এবং গ্রাহককে ই-মেইল করা হবে।`,
  cashReceivedConfirm: 'হ্যাঁ, নগদ টাকা পাওয়া গেছে',
  cancelOrder: 'অর্ডার বাতিল করুন',
  cancelOrderLabel: (product: string, email: string) => `অর্ডার বাতিল করুন: ${product}, ${email}-এর অর্ডার`,
  cancelOrderDetail: (money: 'gateway' | 'cash' | 'nothing', total: number) =>
    `অর্ডারটি বাতিল হবে এবং এর স্টক আবার বিক্রির জন্য ফিরে যাবে। ${
      money === 'gateway'
        ? `অনলাইনে পরিশোধ করা ${taka(total)} পেমেন্ট গেটওয়ের মাধ্যমে ফেরত দেওয়া হবে।`
        : money === 'cash'
          ? `নগদে নেওয়া ${taka(total)} হাতে হাতে ফেরত দিতে হবে: পেমেন্টের পাতায় এটি বাকি রিফান্ড হিসেবে থাকবে।`
          : 'কোনো টাকা পরিশোধ করা হয়নি, তাই ফেরত দেওয়ার কিছু নেই।'
    } গ্রাহককে ই-মেইল করা হবে।`,
  cancelOrderConfirm: 'হ্যাঁ, অর্ডার বাতিল করুন',
  /** The overview. */
  refundsDue: 'বাকি রিফান্ড',
  refundsDueLink: 'পেমেন্টের পাতায় দেখুন',
};

/** What admins read on the Delivery page, and the names of its figures (the form, the schema's messages, the audit trail). */
export const deliveryTexts: Catalogue['deliveryTexts'] = {
  heading: 'ডেলিভারি',
  intro:
    'একটি অর্ডার পৌঁছে দিতে গ্রাহক যা দেন: ঢাকার ভেতরে এক চার্জ, বাকি ৬৩টি জেলার জন্য আরেক চার্জ, আর অর্ডারের সাবটোটাল ফ্রি ডেলিভারির সীমায় পৌঁছালে কিছুই না। পরিমাণগুলো পূর্ণ টাকায়; পরিবর্তন এখন থেকে দেওয়া অর্ডারে প্রযোজ্য হবে।',
  labels: { insideDhaka: 'ঢাকার ভেতরে', outsideDhaka: 'ঢাকার বাইরে', freeFrom: 'ফ্রি ডেলিভারির সীমা' },
  hints: {
    insideDhaka: 'টাকা, ঢাকা জেলায় ডেলিভারি হওয়া অর্ডারের জন্য।',
    outsideDhaka: 'টাকা, অন্য যেকোনো জেলায় ডেলিভারি হওয়া অর্ডারের জন্য।',
    freeFrom: 'টাকা: যে অর্ডারের সাবটোটাল এই পরিমাণ বা তার বেশি, তার ডেলিভারি ফ্রি। ০ দিলে সব ডেলিভারি ফ্রি।',
  },
  now: (inside: number, outside: number, freeFrom: number) =>
    `এখন: ঢাকার ভেতরে ${taka(inside)}, ঢাকার বাইরে ${taka(outside)}, সাবটোটাল ${taka(freeFrom)} বা তার বেশি হলে ফ্রি।`,
  save: 'ডেলিভারি চার্জ সংরক্ষণ করুন',
  auditLabel: 'ডেলিভারি চার্জ',
};

/**
 * The Bangla words of the labels the shared schemas name fields by, keyed by the English label (./en.ts):
 * lib/texts/translate.ts puts them into a field's message on a Bangla page.
 */
export const fieldLabels: Catalogue['fieldLabels'] = {
  Name: 'নাম',
  Email: 'ই-মেইল',
  Password: 'পাসওয়ার্ড',
  Number: 'ফোন নম্বর',
  Phone: 'ফোন নম্বর',
  Address: 'ঠিকানা',
  Language: 'ভাষা',
  Quantity: 'পরিমাণ',
  Price: 'দাম',
  Stock: 'স্টক',
  Product: 'পণ্য',
  Description: 'বিবরণ',
  ImageUrl: 'ছবির ঠিকানা (URL)',
  Cart: 'কার্ট',
  Ratings: 'রেটিং',
  Review: 'রিভিউ',
  Reason: 'কারণ',
  Remarks: 'মন্তব্য',
  Message: 'বার্তা',
  Note: 'নোট',
  Page: 'পাতা',
  'Wanted by': 'যে তারিখের মধ্যে দরকার',
  'Unit price': 'একক দাম',
  'Delivery date': 'ডেলিভারির তারিখ',
  'Valid until': 'যে তারিখ পর্যন্ত বহাল',
  From: 'শুরুর তারিখ',
  To: 'শেষের তারিখ',
  Size: specificationLabels.size,
  Material: specificationLabels.material,
  Pack: specificationLabels.pack,
  Warranty: specificationLabels.warranty,
  'Name in Bangla': banglaLabels.nameBn,
  'Description in Bangla': banglaLabels.descBn,
  'Inside Dhaka': deliveryTexts.labels.insideDhaka,
  'Outside Dhaka': deliveryTexts.labels.outsideDhaka,
  'Free delivery from': deliveryTexts.labels.freeFrom,
};
