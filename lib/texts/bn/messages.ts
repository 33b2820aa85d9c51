/** সার্ভার, স্কিমা আর সব পাতার কথা: টোস্ট, ফর্মের বার্তা, কার্ট (lib/texts/en/messages.ts-এর বাংলা)। */
import { formatNumber } from '../../domain/numbers';
import type { Catalogue } from '../catalogue-type';

const count = (value: number) => formatNumber(value, 'bn');

/** Toasts (sonner, closed after five seconds). */
export const toasts: Catalogue['toasts'] = {
  orderSaved: 'অর্ডার সংরক্ষিত হয়েছে',
  reviewSaved: 'রিভিউ সংরক্ষিত হয়েছে',
  orderDeleted: 'অর্ডার মুছে ফেলা হয়েছে',
  orderConfirmed: 'অর্ডার নিশ্চিত হয়েছে',
  paymentStillOpen: 'পেমেন্ট গেটওয়ে এখনও কোনো পেমেন্ট নিশ্চিত করেনি।',
  profileUpdated: 'প্রোফাইল আপডেট হয়েছে',
  resetEmailSent: 'ই-মেইল পাঠানো হয়েছে',
  resetEmailMissing: 'অনুগ্রহ করে আপনার ই-মেইল ঠিকানা লিখুন',
  quoteRequested: 'কোটেশন চাওয়া হয়েছে: আমরা ই-মেইলে উত্তর দেব',
  quoteAnswered: 'কোটেশনের উত্তর দেওয়া হয়েছে: গ্রাহককে ই-মেইল করা হচ্ছে',
  quoteMessageSent: 'বার্তা পাঠানো হয়েছে',
  quoteAccepted: 'কোটেশন গ্রহণ করা হয়েছে: আপনার অর্ডার দেওয়া হয়েছে',
  addedToCart: 'কার্টে যোগ করা হয়েছে',
  contactSent: 'ধন্যবাদ! আপনার বার্তা আমাদের টিমের কাছে পৌঁছেছে। আমরা এক কর্মদিবসের মধ্যে উত্তর দিই।',
  contactSaved:
    'ধন্যবাদ! আপনার বার্তা সংরক্ষিত হয়েছে। এই মুহূর্তে এটি টিমকে ই-মেইল করা যায়নি, তাই আমাদের উত্তর দিতে একটু বেশি সময় লাগতে পারে।',
  shopUnreachable: 'দোকানের সাথে যোগাযোগ করা যায়নি। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
};

/** The purchase rule (lib/texts/en/messages.ts). */
export const quantityRule: Catalogue['quantityRule'] = (minimum, stock) =>
  `ত্রুটি: সর্বনিম্ন অর্ডারের পরিমাণ ${count(minimum)} এবং সর্বোচ্চ পরিমাণ ${count(stock)}`;

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
  Size: 'মাপ',
  Material: 'উপাদান',
  Pack: 'প্যাক',
  Warranty: 'ওয়ারেন্টি',
  'Name in Bangla': 'বাংলায় নাম',
  'Description in Bangla': 'বাংলায় বিবরণ',
  'Inside Dhaka': 'ঢাকার ভেতরে',
  'Outside Dhaka': 'ঢাকার বাইরে',
  'Free delivery from': 'ফ্রি ডেলিভারির সীমা',
};

export const buyNowTexts: Catalogue['buyNowTexts'] = {
  buyNow: 'এখনই কিনুন',
  label: (tool) => `এখনই কিনুন: ${tool}`,
  adminsCannotBuy: 'অ্যাডমিনরা অর্ডার দিতে পারেন না',
  adminsCannotBuyReason: 'অ্যাডমিনরা অর্ডার দিতে পারেন না।',
};
