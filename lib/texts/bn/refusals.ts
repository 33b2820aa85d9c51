/** সার্ভারের প্রত্যাখ্যানের কথা (lib/texts/en/refusals.ts-এর বাংলা)। */
import { formatBDT } from '../../domain/money';
import { formatNumber } from '../../domain/numbers';
import type { Catalogue } from '../catalogue-type';

const count = (value: number) => formatNumber(value, 'bn');
const taka = (value: number) => formatBDT(value, 'bn');

// Bangla counts minutes the same way whatever their number ("১ মিনিট", "৫ মিনিট").
const minutesText = (minutes: number) => `${count(minutes)} মিনিট`;

/** What a refused request is told (the `error` of a 4xx/5xx answer, or the failure of a form). */
export const refusals: Catalogue['refusals'] = {
  invalidInput: 'তথ্য সঠিক নয়',
  checkTheForm: 'অনুগ্রহ করে ফর্মটি দেখে নিয়ে আবার চেষ্টা করুন।',
  bodyNotJson: 'রিকোয়েস্টের বডি JSON হতে হবে।',
  /** A write to the API from a page of another site (lib/http/api-route.ts). */
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
