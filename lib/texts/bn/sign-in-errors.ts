/** লগইনের ভুলের বাক্য, কোড অনুযায়ী (lib/texts/en/sign-in-errors.ts-এর বাংলা)। */
import type { Catalogue } from '../catalogue-type';
import { fieldMessages } from './field-messages';

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
