/** ফর্মের ঘরের নিচের আর ৪০০ উত্তরের বার্তা (lib/texts/en/field-messages.ts-এর বাংলা)। */
import { formatNumber } from '../../domain/numbers';
import type { Catalogue } from '../catalogue-type';
import { quantityRule, toasts } from './messages';

const count = (value: number) => formatNumber(value, 'bn');

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
  quantityRule,
};
