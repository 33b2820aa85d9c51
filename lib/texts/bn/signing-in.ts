/** লগইন পাতাগুলোর কথা (lib/texts/en/signing-in.ts-এর বাংলা)। */
import type { Catalogue } from '../catalogue-type';

export const authPageTexts: Catalogue['authPageTexts'] = {
  login: {
    title: 'লগইন',
    passwordChanged: 'আপনার পাসওয়ার্ড বদলানো হয়েছে। নতুন পাসওয়ার্ড দিয়ে লগইন করুন।',
    email: 'ই-মেইল',
    password: 'পাসওয়ার্ড',
    forgotPassword: 'পাসওয়ার্ড ভুলে গেছেন?',
    error: (message) => `ত্রুটি: ${message}`,
    busy: 'লগইন হচ্ছে',
    submit: 'লগইন',
    newHere: 'মৃত্তিকা সিরামিক টুলসে নতুন?',
    createAccount: 'নতুন অ্যাকাউন্ট খুলুন',
  },
  register: {
    title: 'সাইন আপ',
    name: 'নাম',
    email: 'ই-মেইল',
    password: 'পাসওয়ার্ড',
    busy: 'আপনার অ্যাকাউন্ট খোলা হচ্ছে',
    submit: 'সাইন আপ',
    haveAccount: 'আগে থেকেই অ্যাকাউন্ট আছে?',
    pleaseLogin: 'লগইন করুন',
  },
  reset: {
    title: 'পাসওয়ার্ড রিসেট করুন',
    heading: 'নতুন পাসওয়ার্ড দিন',
    newPassword: 'নতুন পাসওয়ার্ড',
    newPasswordAgain: 'নতুন পাসওয়ার্ড আবার লিখুন',
    busy: 'আপনার নতুন পাসওয়ার্ড সংরক্ষণ করা হচ্ছে',
    submit: 'নতুন পাসওয়ার্ড সংরক্ষণ করুন',
    goToLogin: 'লগইন পাতায় যান',
  },
  notAllowed: {
    title: 'শুধু অ্যাডমিনদের জন্য',
    body: 'এই পাতাটি দোকানের অ্যাডমিনদের জন্য। আপনাকে সাইন আউট করা হচ্ছে, যাতে আপনি একটি অ্যাডমিন অ্যাকাউন্ট দিয়ে লগইন করতে পারেন।',
    signOut: 'সাইন আউট করে অ্যাডমিন হিসেবে লগইন করুন',
  },
  google: {
    or: 'অথবা',
    continue: 'গুগল দিয়ে এগিয়ে যান',
  },
};
