/** গ্রাহকের অর্ডারের কথা (lib/texts/en/customer.ts-এর বাংলা): আমার অর্ডার, টাকা পরিশোধ, কেনা টুলের রিভিউ। */
import type * as en from '../en/customer';
import type { Catalogue } from '../catalogue-type';

type Texts = Pick<Catalogue, keyof typeof en>;

export const myOrderTexts: Texts['myOrderTexts'] = {
  tableLabel: 'আমার অর্ডারগুলো',
  caption:
    'আপনার অর্ডারগুলো, নতুনগুলো আগে। অপেক্ষমাণ অর্ডারের টাকা অনলাইনে পরিশোধ করুন, অথবা ক্যাশ অন ডেলিভারি বেছে নিয়ে তা নিশ্চিত করুন; নিশ্চিত না হওয়া অর্ডার মুছে ফেলা যায়।',
  columns: { product: 'পণ্য', quantity: 'পরিমাণ', total: 'মোট', status: 'অবস্থা', payment: 'পেমেন্ট', timeline: 'সময়রেখা' },
  actions: 'করণীয়',
  noOrders: 'আপনার এখনও কোনো অর্ডার নেই।',
  browseTools: 'আমাদের টুলগুলো দেখুন',
  toPlaceOne: 'এবং একটি অর্ডার দিন।',
  receipt: 'রসিদ',
  receiptLabel: (product) => `${product}-এর রসিদ`,
  payment: 'পেমেন্ট',
  paymentLabel: (product) => `${product}-এর পেমেন্ট`,
  delete: {
    button: 'মুছুন',
    label: (product) => `${product}-এর অর্ডার মুছুন`,
    detail: (product, quantity) => `আপনার ${quantity}টি ${product}-এর অর্ডারটি মুছে ফেলা হবে এবং এর স্টক আবার বিক্রির জন্য ছেড়ে দেওয়া হবে।`,
    confirm: 'হ্যাঁ, মুছুন',
  },
  pages: 'আমার অর্ডারের পেজগুলো',
  lines: 'অর্ডারের টুলগুলো',
  timeline: 'সময়রেখা',
  by: (who) => `(${who})`,
};

export const reviewFormTexts: Texts['reviewFormTexts'] = {
  name: 'নাম',
  email: 'ই-মেইল',
  yourReview: 'আপনার রিভিউ',
  rating: 'রেটিং',
  ratingPlaceholder: 'রেটিং?',
  submit: 'রিভিউ দিন',
  reviewTool: (product) => `${product}-এর রিভিউ`,
  post: 'রিভিউ পোস্ট করুন',
  ownReviewsPages: 'আপনার রিভিউয়ের পেজগুলো',
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

/** What customers read about paying for an order (My Order, the payment page; docs/payments.md). */
export const payTexts: Catalogue['payTexts'] = {
  choiceHeading: 'আপনি কীভাবে টাকা পরিশোধ করতে চান?',
  choiceIntro: (total: string) =>
    `SSLCommerz-এর নিরাপদ পাতায় কার্ড, বিকাশ, নগদ, রকেট বা ইন্টারনেট ব্যাংকিং দিয়ে এখনই অনলাইনে ${total} পরিশোধ করুন, অথবা অর্ডার পৌঁছালে নগদে পরিশোধ করুন।`,
  cashOnlyIntro: (total: string) => `অর্ডার পৌঁছালে নগদে ${total} পরিশোধ করুন।`,
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

export const payButtonTexts: Catalogue['payButtonTexts'] = {
  payOnline: 'অনলাইনে পেমেন্ট করুন',
  payOnlineLabel: (product: string) => `অনলাইনে পেমেন্ট করুন: ${product}`,
  cashOnDelivery: 'ক্যাশ অন ডেলিভারি',
  cashOnDeliveryLabel: (product: string) => `ক্যাশ অন ডেলিভারি: ${product}-এর অর্ডার নিশ্চিত করুন`,
  toGateway: 'আপনাকে পেমেন্টের পাতায় নিয়ে যাওয়া হচ্ছে...',
  checkAgain: 'আবার দেখুন',
};
