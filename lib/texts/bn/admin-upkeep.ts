/** ব্যবহারকারী, রিভিউ, মেইল আউটবক্স ও ডেলিভারি (lib/texts/en/admin-upkeep.ts-এর বাংলা)। */
import type { Catalogue } from '../catalogue-type';
import { formatBDT } from '../../domain/money';
import { formatNumber } from '../../domain/numbers';
// The labels are the schemas' field labels in Bangla (./messages.ts), where every page's words are.
import { fieldLabels } from './messages';

const count = (value: number) => formatNumber(value, 'bn');
const taka = (value: number) => formatBDT(value, 'bn');

export const adminUserTexts: Catalogue['adminUserTexts'] = {
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

export const adminReviewTexts: Catalogue['adminReviewTexts'] = {
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

export const adminOutboxTexts: Catalogue['adminOutboxTexts'] = {
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
