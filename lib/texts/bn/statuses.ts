/** অবস্থার নাম (lib/texts/en/statuses.ts-এর বাংলা)। */
import type { Catalogue } from '../catalogue-type';

export const statusLabels: Catalogue['statusLabels'] = {
  order: {
    pending: 'অপেক্ষমাণ',
    confirmed: 'নিশ্চিত',
    shipped: 'পাঠানো হয়েছে',
    delivered: 'ডেলিভারি হয়েছে',
    cancelled: 'বাতিল',
    expired: 'মেয়াদোত্তীর্ণ',
  },
  step: {
    pending: 'অর্ডার দেওয়া হয়েছে',
    confirmed: 'নিশ্চিত হয়েছে',
    paid: 'টাকা পরিশোধ হয়েছে',
    held: 'পেমেন্ট যাচাইয়ের জন্য আটকে আছে',
    shipped: 'পাঠানো হয়েছে',
    delivered: 'ডেলিভারি হয়েছে',
    cancelled: 'বাতিল হয়েছে',
    expired: 'পরিশোধ না হওয়ায় মেয়াদ শেষ',
    refunded: 'টাকা ফেরত দেওয়া হয়েছে',
    refund_due: 'টাকা ফেরত দেওয়া বাকি',
  },
  payment: {
    unpaid: 'পরিশোধ হয়নি',
    pending: 'পেমেন্টের অপেক্ষায়',
    due: 'ডেলিভারির সময় পরিশোধ',
    paid: 'পরিশোধিত',
    held: 'যাচাইয়ের জন্য আটকে আছে',
    failed: 'পেমেন্ট ব্যর্থ',
    cancelled: 'পেমেন্ট বাতিল',
    expired: 'মেয়াদোত্তীর্ণ',
    refund_pending: 'টাকা ফেরতের প্রক্রিয়া চলছে',
    refunded: 'টাকা ফেরত দেওয়া হয়েছে',
    refund_due: 'টাকা ফেরত দেওয়া বাকি',
  },
  method: { online: 'অনলাইন', cash: 'ক্যাশ অন ডেলিভারি' },
  quote: {
    requested: 'আমাদের উত্তরের অপেক্ষায়',
    answered: 'উত্তর দেওয়া হয়েছে',
    expired: 'মেয়াদোত্তীর্ণ',
    accepted: 'গৃহীত',
  },
};
