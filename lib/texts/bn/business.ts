/** দোকানের নিজের কথা: নাম, ঠিকানা, যোগাযোগ (lib/texts/en/business.ts-এর বাংলা)। */
import type * as en from '../en/business';
import type { Catalogue } from '../catalogue-type';
import { shopName } from './failure';

type Texts = Pick<Catalogue, keyof typeof en>;

export const businessTexts: Texts['businessTexts'] = {
  name: shopName,
  tagline: 'বাংলাদেশে তৈরি টাইলস ও টাইলসের যন্ত্রপাতি',
  description:
    'মৃত্তিকা সিরামিক টুলস সিরামিক টাইলস এবং তা বসানোর যন্ত্রপাতি তৈরি করে: ট্রাওয়েল, কাটার, লেভেলিং কিট আর আরও অনেক কিছু, সারা বাংলাদেশের ঠিকাদার ও ডিলারদের কাছে টাকায় দামে বিক্রি হয়।',
  since: (year) => `${year} সাল থেকে ঠিকাদার ও ডিলারদের জন্য টাইলসের যন্ত্রপাতি।`,
  address: 'প্লট ৪১, রোড ৭, তেজগাঁও শিল্প এলাকা, ঢাকা ১২০৮, বাংলাদেশ',
  openingHours: 'শনিবার থেকে বৃহস্পতিবার, সকাল ৯টা থেকে সন্ধ্যা ৬টা',
  showroom: 'শোরুম ও কারখানা',
  talkToUs: 'যোগাযোগ করুন',
  sendMessage: 'আমাদের বার্তা পাঠান',
  theShop: 'দোকান',
  footerNav: 'ফুটার',
  copyright: (from) => `© ${from} থেকে`,
  pricesNote: (name) => `${name}। দাম টাকায়, ভ্যাটসহ।`,
};
