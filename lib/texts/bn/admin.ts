/** অ্যাডমিনের পাতাগুলোর কথা (lib/texts/en/admin.ts-এর বাংলা)। */
import type * as en from '../en/admin';
import type { Catalogue } from '../catalogue-type';
import { formatNumber } from '../../domain/numbers';

type Texts = Pick<Catalogue, keyof typeof en>;

const count = (value: number) => formatNumber(value, 'bn');

export const adminPageTexts: Texts['adminPageTexts'] = {
  editTool: 'টুল সম্পাদনা',
  backToManageTools: 'টুল পরিচালনায় ফিরে যান',
  currentImageAlt: (tool) => `${tool}-এর এখনকার ছবি`,
  currentImage: 'এখন যে ছবিটি দেখানো হচ্ছে',
  auditIntro: 'অ্যাকাউন্ট, টুল ও অর্ডারে অ্যাডমিনদের করা প্রতিটি পরিবর্তন: কে করেছেন এবং কী বদলেছে।',
};

export const adminQuoteTexts: Texts['adminQuoteTexts'] = {
  all: 'সব',
  filtersLabel: 'কোন কোটেশন দেখাবেন',
  noQuotes: 'এখানে কোনো কোটেশনের অনুরোধ নেই।',
  caption: 'কোটেশনের অনুরোধ, নতুনগুলো আগে। উত্তর দিতে বা গ্রাহককে লিখতে একটি খুলুন।',
  pages: 'কোটেশনের অনুরোধের পেজগুলো',
};

export const adminAuditTexts: Texts['adminAuditTexts'] = {
  all: 'সব',
  filtersLabel: 'কাজের ধরন',
  nothingYet: 'এখনও কিছু লেখা হয়নি।',
  tableLabel: 'কাজের খতিয়ান',
  caption: (total) => `${count(total)}টি কাজ, নতুনগুলো আগে (ঢাকার সময়)।`,
  columns: { when: 'সময়', who: 'কে', what: 'কী', record: 'রেকর্ড', changes: 'পরিবর্তন' },
  none: '(কিছু না)',
  pages: 'কাজের খতিয়ানের পেজগুলো',
  kinds: { users: 'ব্যবহারকারী', tools: 'টুলস', orders: 'অর্ডার', reviews: 'রিভিউসমূহ', settings: 'সেটিংস' },
  actions: {
    'user.promoted': 'অ্যাডমিন করেছেন',
    'user.demoted': 'অ্যাডমিন থেকে সরিয়েছেন',
    'user.removed': 'ব্যবহারকারী সরিয়েছেন',
    'tool.added': 'টুল যোগ করেছেন',
    'tool.edited': 'টুল সম্পাদনা করেছেন',
    'tool.deleted': 'টুল মুছেছেন',
    'order.confirmed': 'অর্ডার নিশ্চিত করেছেন',
    'order.moved': 'অর্ডার পরের ধাপে নিয়েছেন',
    'order.deleted': 'অর্ডার মুছেছেন',
    'order.cancelled': 'অর্ডার বাতিল করেছেন',
    'payment.cash_received': 'নগদ টাকা পাওয়ার তথ্য লিখেছেন',
    'payment.accepted': 'আটকে থাকা পেমেন্ট গ্রহণ করেছেন',
    'payment.refund_requested': 'গেটওয়েকে রিফান্ডের অনুরোধ করেছেন',
    'payment.refunded': 'রিফান্ড দিয়েছেন',
    'review.hidden': 'রিভিউ লুকিয়েছেন',
    'review.restored': 'রিভিউ ফিরিয়ে এনেছেন',
    'delivery.updated': 'ডেলিভারি চার্জ বদলেছেন',
  },
};

export const adminOverviewTexts: Texts['adminOverviewTexts'] = {
  orders: 'অর্ডার, গত ৩০ দিনে',
  revenue: 'আয়, গত ৩০ দিনে',
  revenueDetail: 'এই দিনগুলোতে গেটওয়ে যাচাই করেছে বা নগদে আদায় হয়েছে এমন টাকা',
  toShip: 'পাঠাতে হবে',
  toShipDetail: 'নিশ্চিত, পাঠানোর অপেক্ষায়',
  awaitingPayment: 'পেমেন্টের অপেক্ষায়',
  onTheWay: 'পথে আছে',
  daysHeading: 'গত ৩০ দিন',
  daysNote: 'প্রতিটি দিন ঢাকার সময়ে মধ্যরাত থেকে মধ্যরাত পর্যন্ত।',
  ordersChart: 'দিনে কতগুলো অর্ডার এসেছে',
  ordersValue: 'অর্ডার',
  ordersUnit: 'অর্ডার',
  revenueChart: 'দিনে আয় (টাকা, সেদিন আসা টাকা)',
  revenueValue: 'আয়',
  toShipHeading: 'যে অর্ডারগুলো পাঠাতে হবে, পুরোনোগুলো আগে',
  toShipLabel: 'যে অর্ডারগুলো পাঠাতে হবে',
  toShipColumns: { placed: 'অর্ডার দেওয়া হয়েছে', product: 'পণ্য', customer: 'গ্রাহক', total: 'মোট' },
  productTimes: (product, quantity) => `${product} x ${count(quantity)}`,
  nothingToShip: 'কোনো নিশ্চিত অর্ডার পাঠানোর অপেক্ষায় নেই।',
  allPlacedOrders: 'সব আসা অর্ডার',
  lowStockHeading: 'স্টক কম',
  lowStockCount: (total) => `${count(total)}টি টুলের স্টক তার ন্যূনতম অর্ডারের চেয়ে কম।`,
  lowStockLabel: 'স্টক কম',
  lowStockColumns: { tool: 'টুল', stock: 'স্টক', minimum: 'ন্যূনতম অর্ডার' },
  reviewsHeading: 'নতুন রিভিউ',
  noReviews: 'এখনও কোনো রিভিউ নেই।',
  rated: (ratings, when) => `৫-এর মধ্যে ${count(Number(ratings))} রেটিং দিয়েছেন, ${when}`,
  day: 'দিন',
  chartEmpty: (from, to) => `${from} থেকে ${to} পর্যন্ত কিছুই নেই।`,
  chartSummary: (from, to, total) => `${from} থেকে ${to} পর্যন্ত: সব মিলিয়ে ${total};`,
  chartBusiest: (day, amount) => `সবচেয়ে বেশি ছিল ${day} তারিখে, ${amount}।`,
};

/** The admin's toasts (lib/texts/en/admin.ts). */
export const adminToasts: Texts['adminToasts'] = {
  madeAdmin: 'সফলভাবে অ্যাডমিন করা হয়েছে',
  makeAdminFailed: 'অ্যাডমিন করা যায়নি',
  toolAdded: 'টুল যোগ করা হয়েছে',
  toolDeleted: 'টুল মুছে ফেলা হয়েছে',
  userRemoved: 'ব্যবহারকারীকে সরানো হয়েছে',
  adminRemoved: 'অ্যাডমিন ভূমিকা সরানো হয়েছে',
  toolUpdated: 'টুল আপডেট হয়েছে',
  orderShipped: 'অর্ডার পাঠানো হয়েছে',
  orderDelivered: 'অর্ডার পৌঁছে দেওয়া হয়েছে',
  mailRetried: 'মেইলটি আবার পাঠানোর জন্য সারিতে রাখা হয়েছে',
  reviewHidden: 'রিভিউ লুকানো হয়েছে',
  reviewRestored: 'রিভিউ আবার দেখানো হচ্ছে',
  cashRecorded: 'নগদ টাকা লিখে রাখা হয়েছে',
  orderCancelled: 'অর্ডার বাতিল করা হয়েছে',
  orderCancelledRefundNotAsked: 'অর্ডার বাতিল হয়েছে, কিন্তু পেমেন্ট গেটওয়ে রিফান্ড নেয়নি: এটি এখনও বাকি আছে (পেমেন্টের পাতা দেখুন)',
  paymentAccepted: 'পেমেন্ট গ্রহণ করা হয়েছে',
  refundRequested: 'রিফান্ডের অনুরোধ করা হয়েছে',
  refundRecorded: 'রিফান্ড লিখে রাখা হয়েছে',
  refundNotMade: (why: string | null) => `রিফান্ড করা হয়নি, এটি এখনও বাকি আছে${why ? `: ${why}` : ''}`,
  deliverySaved: 'ডেলিভারি চার্জ সংরক্ষিত হয়েছে',
};
