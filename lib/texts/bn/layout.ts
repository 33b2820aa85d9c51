/** প্রতিটি পাতার চারপাশের কথা (lib/texts/en/layout.ts-এর বাংলা)। */
import type * as en from '../en/layout';
import type { Catalogue } from '../catalogue-type';

type Texts = Pick<Catalogue, keyof typeof en>;

export const menuTexts: Texts['menuTexts'] = {
  home: 'হোম',
  tools: 'টুলস',
  blog: 'ব্লগ',
  review: 'রিভিউ',
  about: 'আমাদের কথা',
  myPortfolio: 'পোর্টফোলিও',
  myProfile: 'আমার প্রোফাইল',
  overview: 'সারসংক্ষেপ',
  addReview: 'রিভিউ লিখুন',
  myOrder: 'আমার অর্ডার',
  myQuotes: 'আমার কোটেশন',
  allUsers: 'সব ব্যবহারকারী',
  addTool: 'টুল যোগ করুন',
  manageTools: 'টুল পরিচালনা',
  placedOrders: 'আসা অর্ডার',
  payments: 'পেমেন্ট',
  delivery: 'ডেলিভারি',
  quoteRequests: 'কোটেশনের অনুরোধ',
  reviews: 'রিভিউসমূহ',
  mailOutbox: 'মেইল আউটবক্স',
  auditTrail: 'কাজের খতিয়ান',
};

export const layoutTexts: Texts['layoutTexts'] = {
  skipToContent: 'মূল অংশে যান',
  mainMenu: 'প্রধান মেনু',
  menuButton: 'মেনু',
  dashboard: 'ড্যাশবোর্ড',
  dashboardMenu: 'ড্যাশবোর্ড মেনু',
  closeMenu: 'বন্ধ করুন',
  login: 'লগইন',
  signOut: 'সাইন আউট',
  dashboardOf: (name) => `ড্যাশবোর্ড: ${name}`,
  switchLabel: 'Read this page in English',
  offer: 'এই দোকানটি বাংলাতেও আছে। বাংলায় পড়তে চান?',
  offerAccept: 'বাংলায় দেখুন',
  offerDecline: 'না, ইংরেজিতেই থাকুক',
};

export const notFoundTexts: Texts['notFoundTexts'] = {
  title: 'পাতাটি পাওয়া যায়নি',
  heading: 'দুঃখিত! ৪০৪: পাতাটি পাওয়া যায়নি',
  body: 'আপনি যে পাতাটি খুঁজছেন সেটি এখানে নেই। হয়তো সরানো হয়েছে, অথবা টুলটি আর বিক্রি হয় না।',
  backToShop: 'দোকানে ফিরে যান',
  askUs: 'আমাদের জিজ্ঞেস করুন',
};

export const outageTexts: Texts['outageTexts'] = {
  heading: 'একটু পরেই ফিরছি',
  body: (name) => `${name} এই মুহূর্তে তার তথ্যভান্ডারে পৌঁছাতে পারছে না, তাই পাতাটি এখন দেখানো যাচ্ছে না। আপনার অর্ডার ও অ্যাকাউন্ট নিরাপদ আছে।`,
  retrying: 'পাতাটি কয়েক সেকেন্ড পরপর নিজে থেকেই আবার চেষ্টা করবে।',
};
