/** ব্যর্থ পাতার কথা আর দোকানের নাম (lib/texts/en/failure.ts-এর বাংলা)। */
import type * as en from '../en/failure';
import type { Catalogue } from '../catalogue-type';

type Texts = Pick<Catalogue, keyof typeof en>;

export const shopName: Texts['shopName'] = 'মৃত্তিকা সিরামিক টুলস';

export const errorTexts: Texts['errorTexts'] = {
  updatedHeading: 'দোকানটি হালনাগাদ হয়েছে',
  updatedBody:
    'এই পাতার একটি অংশ লোড করা যায়নি, সাধারণত দোকানের নতুন সংস্করণ আসায় বা সংযোগ বিচ্ছিন্ন হওয়ায় এমন হয়। পাতাটি আবার লোড করলেই ঠিক হয়ে যাবে।',
  reload: 'পাতাটি আবার লোড করুন',
  failedHeading: 'কিছু একটা সমস্যা হয়েছে',
  failedBody: 'এই মুহূর্তে পাতাটি দেখানো গেল না। সাধারণত এটি অল্প সময়ের ব্যাপার: একটু পরে আবার চেষ্টা করুন।',
  tryAgain: 'আবার চেষ্টা করুন',
};
