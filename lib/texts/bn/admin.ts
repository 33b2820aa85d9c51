/** অ্যাডমিনের পাতাগুলোর কথা (lib/texts/en/admin.ts-এর বাংলা)। */
import type * as en from '../en/admin';
import type { Catalogue } from '../catalogue-type';
import { formatBDT } from '../../domain/money';
import { formatNumber } from '../../domain/numbers';
// The labels are the schemas' field labels in Bangla (./messages.ts), where every page's words are.
import { fieldLabels } from './messages';

type Texts = Pick<Catalogue, keyof typeof en>;

const count = (value: number) => formatNumber(value, 'bn');
const taka = (value: number) => formatBDT(value, 'bn');

export const adminPageTexts: Texts['adminPageTexts'] = {
  editTool: 'টুল সম্পাদনা',
  backToManageTools: 'টুল পরিচালনায় ফিরে যান',
  currentImageAlt: (tool) => `${tool}-এর এখনকার ছবি`,
  currentImage: 'এখন যে ছবিটি দেখানো হচ্ছে',
  auditIntro: 'অ্যাকাউন্ট, টুল ও অর্ডারে অ্যাডমিনদের করা প্রতিটি পরিবর্তন: কে করেছেন এবং কী বদলেছে।',
};

export const adminStatusTexts: Texts['adminStatusTexts'] = {
  moveTo: { shipped: 'পাঠানো হয়েছে চিহ্নিত করুন', delivered: 'ডেলিভারি হয়েছে চিহ্নিত করুন' },
  attempt: {
    pending: 'গেটওয়েতে খোলা',
    due: 'ডেলিভারির সময় পরিশোধ',
    paid: 'পরিশোধিত',
    held: 'যাচাইয়ের জন্য আটকে আছে',
    failed: 'ব্যর্থ',
    cancelled: 'বাতিল',
    expired: 'মেয়াদোত্তীর্ণ',
    refund_due: 'টাকা ফেরত দেওয়া বাকি',
    refund_pending: 'টাকা ফেরতের প্রক্রিয়া চলছে',
    refunded: 'টাকা ফেরত দেওয়া হয়েছে',
  },
};

export const adminToolTexts: Texts['adminToolTexts'] = {
  name: 'নাম',
  description: 'বিবরণ',
  price: 'দাম (টাকা)',
  minimum: 'ন্যূনতম অর্ডারের পরিমাণ',
  stock: 'স্টক',
  imageUrl: 'ছবির URL',
  imageUrlPlaceholder: 'https://... অথবা /images/tools/...',
  photo: 'অথবা একটি ছবি আপলোড করুন',
  photoHint: 'JPEG, PNG বা WebP, সর্বোচ্চ ৫ MB। ছবি দিলে সেটি ছবির URL-এর জায়গা নেয়।',
  specifications: 'বৈশিষ্ট্য (ঐচ্ছিক; দেওয়া থাকলে টুলের পেজে দেখানো হয়)',
  saveTool: 'টুল সংরক্ষণ করুন',
  addTool: 'টুল যোগ করুন',
  tableLabel: 'টুলস',
  caption:
    'ক্যাটালগের সব টুল, নতুনগুলো আগে। "সম্পাদনা" এখানেই দাম, ন্যূনতম অর্ডার বা স্টক বদলায়; "টুল সম্পাদনা" প্রতিটি তথ্য ও ছবি বদলায়।',
  columns: { image: 'ছবি', name: 'নাম', price: 'দাম', minimum: 'ন্যূনতম অর্ডার', stock: 'স্টক' },
  actions: 'করণীয়',
  noTools: 'এখনও কোনো টুল তালিকায় নেই।',
  fieldOf: (field, tool) => `${tool}-এর ${field}`,
  editLabel: (tool) => `${tool} সম্পাদনা করুন`,
  edit: 'সম্পাদনা',
  save: 'সংরক্ষণ করুন',
  saveLabel: (tool) => `${tool} সংরক্ষণ করুন`,
  cancel: 'বাতিল',
  cancelLabel: (tool) => `${tool}-এর সম্পাদনা বাতিল করুন`,
  editTool: 'টুল সম্পাদনা',
  editToolLabel: (tool) => `টুল সম্পাদনা: ${tool}`,
  delete: {
    button: 'মুছুন',
    label: (tool) => `${tool} মুছুন`,
    detail: (tool) => `${tool} ক্যাটালগ থেকে সরিয়ে নেওয়া হবে। আগে দেওয়া অর্ডারগুলোতে এর তথ্য যেমন আছে তেমনই থাকবে।`,
    confirm: 'হ্যাঁ, মুছুন',
  },
};

export const adminUserTexts: Texts['adminUserTexts'] = {
  downloadCsv: 'ব্যবহারকারীদের তালিকা CSV হিসেবে ডাউনলোড করুন',
  pages: 'সব ব্যবহারকারীর পেজগুলো',
  tableLabel: 'ব্যবহারকারী',
  caption: 'দোকানের সব অ্যাকাউন্ট, নতুনগুলো আগে।',
  columns: { email: 'ই-মেইল', name: 'নাম', role: 'ভূমিকা' },
  actions: 'করণীয়',
  you: 'আপনি',
  admin: 'অ্যাডমিন',
  customer: 'গ্রাহক',
  removeAdmin: {
    button: 'অ্যাডমিন থেকে সরান',
    // Starts with the button's visible words, as in English (WCAG 2.5.3).
    label: (email) => `অ্যাডমিন থেকে সরান: ${email}`,
    detail: (email) => `${email} আবার গ্রাহক হয়ে যাবেন এবং সঙ্গে সঙ্গে সব জায়গা থেকে সাইন আউট হবেন।`,
    confirm: 'হ্যাঁ, অ্যাডমিন থেকে সরান',
  },
  makeAdmin: 'অ্যাডমিন করুন',
  makeAdminLabel: (email) => `${email}-কে অ্যাডমিন করুন`,
  removeUser: {
    button: 'ব্যবহারকারী সরান',
    label: (email) => `ব্যবহারকারী সরান: ${email}`,
    detail: (email) => `${email} অ্যাকাউন্টটি এর অপরিশোধিত অর্ডারসহ সরিয়ে ফেলা হবে; পরিশোধিত অর্ডারগুলো রেকর্ডে থেকে যাবে।`,
    confirm: 'হ্যাঁ, সরান',
  },
};

export const adminOrderTexts: Texts['adminOrderTexts'] = {
  filterLabel: 'একজন গ্রাহকের আসা অর্ডার',
  customerEmail: 'গ্রাহকের ই-মেইল',
  showTheirOrders: 'তাঁর অর্ডারগুলো দেখুন',
  pages: 'আসা অর্ডারের পেজগুলো',
  tableLabel: 'আসা অর্ডার',
  caption: 'নিশ্চিত অর্ডার, নতুনগুলো আগে, সঙ্গে প্রতিটির টাকার অবস্থা। পাঠানোর পর এবং পৌঁছে দেওয়ার পর প্রতিটিকে পরের ধাপে নিন।',
  columns: {
    customer: 'গ্রাহক',
    product: 'পণ্য',
    price: 'দাম',
    address: 'ঠিকানা',
    phone: 'ফোন নম্বর',
    status: 'অবস্থা',
    timeline: 'সময়রেখা',
  },
  actions: 'করণীয়',
  noOrders: 'এখনও কোনো অর্ডার নিশ্চিত হয়নি।',
  receipt: 'রসিদ',
  receiptLabel: (product, email) => `রসিদ: ${email}-এর জন্য ${product}`,
  moveOnLabel: (action, product, email) => `${action}: ${email}-এর জন্য ${product}`,
  exportHeading: 'অর্ডারের তালিকা CSV হিসেবে ডাউনলোড করুন',
  exportFrom: 'যে তারিখ থেকে দেওয়া',
  exportTo: 'যে তারিখ পর্যন্ত দেওয়া',
  exportStatus: 'অবস্থা',
  exportEveryStatus: 'সব অবস্থা',
  exportSubmit: 'CSV ডাউনলোড করুন',
  exportNote: 'ওই দিনগুলোতে (ঢাকার সময়) দেওয়া প্রতিটি অর্ডার, পরিশোধিত হোক বা না হোক, পুরোনোগুলো আগে। ফাইলের ভেতরের লেখা ইংরেজিতে থাকে।',
};

export const adminQuoteTexts: Texts['adminQuoteTexts'] = {
  all: 'সব',
  filtersLabel: 'কোন কোটেশন দেখাবেন',
  noQuotes: 'এখানে কোনো কোটেশনের অনুরোধ নেই।',
  caption: 'কোটেশনের অনুরোধ, নতুনগুলো আগে। উত্তর দিতে বা গ্রাহককে লিখতে একটি খুলুন।',
  pages: 'কোটেশনের অনুরোধের পেজগুলো',
};

export const adminReviewTexts: Texts['adminReviewTexts'] = {
  filtersLabel: 'কোন রিভিউ দেখাবেন',
  count: (total) => `${count(total)}টি রিভিউ`,
  pages: 'রিভিউয়ের পেজগুলো',
  reviewBy: (name) => `${name}-এর রিভিউ`,
  moderated: (hidden, by, when, reason) => `${hidden ? 'লুকিয়েছেন' : 'ফিরিয়ে এনেছেন'} ${by}, ${when}: ${reason}`,
  hide: 'লুকান',
  restore: 'ফিরিয়ে আনুন',
  formLabel: (hidden, author) => `${author}-এর রিভিউ ${hidden ? 'ফিরিয়ে আনুন' : 'লুকান'}`,
  reason: 'কারণ',
};

export const adminOutboxTexts: Texts['adminOutboxTexts'] = {
  counts: { waiting: 'অপেক্ষায়', sending: 'পাঠানো হচ্ছে', sent: 'পাঠানো হয়েছে (৩০ দিনে)', failed: 'ব্যর্থ' },
  allClear: 'প্রতিটি মেইল চলে গেছে বা যাওয়ার পথে।',
  pages: 'মেইল আউটবক্সের পেজগুলো',
  problems: {
    failed: { label: 'ব্যর্থ', detail: 'প্রতিটি চেষ্টা ব্যর্থ হয়েছে; এটি আপনার অপেক্ষায় আছে।' },
    retrying: { label: 'আবার চেষ্টা চলছে', detail: 'একটি চেষ্টা ব্যর্থ হয়েছে; ক্রমশ বাড়তে থাকা বিরতিতে আবার চেষ্টা করা হচ্ছে।' },
    stuck: { label: 'আটকে আছে', detail: 'সময় পেরিয়ে গেছে, কিন্তু কোনো ওয়ার্কার এটি পাঠায়নি: আউটবক্স ওয়ার্কার কি চলছে?' },
  },
  tableLabel: 'মেইল আউটবক্স',
  caption:
    'যে মেইলগুলো প্রথম চেষ্টায় পৌঁছায়নি, সবশেষে বদলানোগুলো আগে। "এখনই আবার চেষ্টা করুন" একটিকে সঙ্গে সঙ্গে নতুন করে কয়েকবার চেষ্টার সুযোগসহ আবার পাঠায়।',
  columns: { to: 'প্রাপক', subject: 'বিষয়', state: 'অবস্থা', attempts: 'চেষ্টা', lastError: 'সর্বশেষ ত্রুটি', queued: 'সারিতে যোগ' },
  actions: 'করণীয়',
  noError: '-',
  retry: 'এখনই আবার চেষ্টা করুন',
  retryLabel: (subject, to) => `এখনই আবার চেষ্টা করুন: ${to}-কে "${subject}"`,
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

/** The names of a tool's specifications, as its page and the tool form show them. */
export const specificationLabels: Catalogue['specificationLabels'] = {
  size: fieldLabels.Size,
  material: fieldLabels.Material,
  pack: fieldLabels.Pack,
  warranty: fieldLabels.Warranty,
};

/** A tool's name and description in Bangla, as the tool form and its messages name them. */
export const banglaLabels: Catalogue['banglaLabels'] = {
  nameBn: fieldLabels['Name in Bangla'],
  descBn: fieldLabels['Description in Bangla'],
};

/** A box of the tool form that may stay empty: "বাংলায় নাম (ঐচ্ছিক)". */
export const optionalLabel: Catalogue['optionalLabel'] = (label: string) => `${label} (ঐচ্ছিক)`;

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
  refund: {
    button: 'রিফান্ড',
    label: (tranId, email) => `রিফান্ড: ${tranId}, ${email}-কে`,
    detail: (_tranId, email, amount, method) =>
      method === 'online'
        ? `পেমেন্ট গেটওয়ের মাধ্যমে ${email}-কে ${taka(amount)} ফেরত দেওয়া হবে।`
        : `এতে লেখা থাকবে যে ${email}-কে নগদে ${taka(amount)} ফেরত দেওয়া হয়েছে।`,
    confirm: 'হ্যাঁ, রিফান্ড করুন',
  },
  accept: {
    button: 'পেমেন্ট গ্রহণ করুন',
    label: (tranId, email) => `পেমেন্ট গ্রহণ করুন: ${tranId}, ${email}-এর কাছ থেকে`,
    detail: (_tranId, email, amount) =>
      `${email}-এর কাছ থেকে আসা ${taka(amount)} পরিশোধিত বলে ধরা হবে: অর্ডারটি নিশ্চিত হবে এবং গ্রাহককে ই-মেইল করা হবে।`,
    confirm: 'হ্যাঁ, গ্রহণ করুন',
  },
  cancelAndRefund: {
    button: 'বাতিল ও রিফান্ড করুন',
    label: (tranId, email) => `বাতিল ও রিফান্ড করুন: ${tranId}, ${email}-এর কাছ থেকে`,
    detail: (_tranId, email, amount) =>
      `অর্ডারটি বাতিল হবে, এর স্টক আবার বিক্রির জন্য ফিরে যাবে, এবং ${email}-এর কাছ থেকে আসা ${taka(amount)} পেমেন্ট গেটওয়ের মাধ্যমে ফেরত দেওয়া হবে।`,
    confirm: 'হ্যাঁ, বাতিল ও রিফান্ড করুন',
  },
  /** Placed Orders. */
  noMethod: 'এখনও বেছে নেওয়া হয়নি',
  cashReceived: {
    button: 'নগদ টাকা পাওয়া গেছে',
    label: (product, email) => `নগদ টাকা পাওয়া গেছে: ${product}, ${email}-এর অর্ডার`,
    detail: (_product, email, total) =>
      `এতে লেখা থাকবে যে ${email}-এর কাছ থেকে নগদে ${taka(total)} নেওয়া হয়েছে: অর্ডারটি পরিশোধিত হবে এবং গ্রাহককে ই-মেইল করা হবে।`,
    confirm: 'হ্যাঁ, নগদ টাকা পাওয়া গেছে',
  },
  cancelOrder: {
    button: 'অর্ডার বাতিল করুন',
    label: (product, email) => `অর্ডার বাতিল করুন: ${product}, ${email}-এর অর্ডার`,
    detail: (_product, _email, total, money) =>
      `অর্ডারটি বাতিল হবে এবং এর স্টক আবার বিক্রির জন্য ফিরে যাবে। ${
        money === 'gateway'
          ? `অনলাইনে পরিশোধ করা ${taka(total)} পেমেন্ট গেটওয়ের মাধ্যমে ফেরত দেওয়া হবে।`
          : money === 'cash'
            ? `নগদে নেওয়া ${taka(total)} হাতে হাতে ফেরত দিতে হবে: পেমেন্টের পাতায় এটি বাকি রিফান্ড হিসেবে থাকবে।`
            : 'কোনো টাকা পরিশোধ করা হয়নি, তাই ফেরত দেওয়ার কিছু নেই।'
      } গ্রাহককে ই-মেইল করা হবে।`,
    confirm: 'হ্যাঁ, অর্ডার বাতিল করুন',
  },
  /** The overview. */
  refundsDue: 'বাকি রিফান্ড',
  refundsDueLink: 'পেমেন্টের পাতায় দেখুন',
};

/** What admins read on the Delivery page, and the names of its figures (the form, the schema's messages, the audit trail). */
export const deliveryTexts: Catalogue['deliveryTexts'] = {
  heading: 'ডেলিভারি',
  intro:
    'একটি অর্ডার পৌঁছে দিতে গ্রাহক যা দেন: ঢাকার ভেতরে এক চার্জ, বাকি ৬৩টি জেলার জন্য আরেক চার্জ, আর অর্ডারের সাবটোটাল ফ্রি ডেলিভারির সীমায় পৌঁছালে কিছুই না। পরিমাণগুলো পূর্ণ টাকায়; পরিবর্তন এখন থেকে দেওয়া অর্ডারে প্রযোজ্য হবে।',
  labels: { insideDhaka: fieldLabels['Inside Dhaka'], outsideDhaka: fieldLabels['Outside Dhaka'], freeFrom: fieldLabels['Free delivery from'] },
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
