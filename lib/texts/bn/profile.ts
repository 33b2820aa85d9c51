/** প্রোফাইল (lib/texts/en/profile.ts-এর বাংলা)। */
import type { Catalogue } from '../catalogue-type';

export const profileTexts: Catalogue['profileTexts'] = {
  name: 'নাম',
  email: 'ই-মেইল',
  role: 'ভূমিকা',
  notSet: '(দেওয়া হয়নি)',
  admin: 'অ্যাডমিন',
  customer: 'গ্রাহক',
  formHeading: 'আপনার প্রোফাইল আপডেট করুন',
  phone: 'ফোন নম্বর',
  address: 'ঠিকানা',
  language: 'আপনার মেইল ও পেজের ভাষা',
  submit: 'প্রোফাইল আপডেট করুন',
};
