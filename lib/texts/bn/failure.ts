/** দোকানের নিজের পরিচয় আর ব্যর্থ পাতার কথা (lib/texts/en/failure.ts-এর বাংলা)। */
import type * as en from '../en/failure';
import type { Catalogue } from '../catalogue-type';

type Texts = Pick<Catalogue, keyof typeof en>;

export const businessTexts: Texts['businessTexts'] = {
  name: 'মৃত্তিকা সিরামিক টুলস',
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

export const errorTexts: Texts['errorTexts'] = {
  updatedHeading: 'দোকানটি হালনাগাদ হয়েছে',
  updatedBody:
    'এই পাতার একটি অংশ লোড করা যায়নি, সাধারণত দোকানের নতুন সংস্করণ আসায় বা সংযোগ বিচ্ছিন্ন হওয়ায় এমন হয়। পাতাটি আবার লোড করলেই ঠিক হয়ে যাবে।',
  reload: 'পাতাটি আবার লোড করুন',
  failedHeading: 'কিছু একটা সমস্যা হয়েছে',
  failedBody: 'এই মুহূর্তে পাতাটি দেখানো গেল না। সাধারণত এটি অল্প সময়ের ব্যাপার: একটু পরে আবার চেষ্টা করুন।',
  tryAgain: 'আবার চেষ্টা করুন',
};
