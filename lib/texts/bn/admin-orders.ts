/** অর্ডার ও পেমেন্ট (lib/texts/en/admin-orders.ts-এর বাংলা)। */
import type { Catalogue } from '../catalogue-type';
import { formatBDT } from '../../domain/money';
import { formatNumber } from '../../domain/numbers';

const count = (value: number) => formatNumber(value, 'bn');
const taka = (value: number) => formatBDT(value, 'bn');

export const adminStatusTexts: Catalogue['adminStatusTexts'] = {
  moveTo: { shipped: 'পাঠানো হয়েছে চিহ্নিত করুন', delivered: 'ডেলিভারি হয়েছে চিহ্নিত করুন' },
  attempt: {
    pending: 'গেটওয়েতে খোলা',
    due: 'ডেলিভারির সময় পরিশোধ',
    paid: 'পরিশোধিত',
    held: 'যাচাইয়ের জন্য আটকে আছে',
    failed: 'ব্যর্থ',
    cancelled: 'বাতিল',
    expired: 'মেয়াদোত্তীর্ণ',
    refund_due: 'টাকা ফেরত দেওয়া বাকি',
    refund_pending: 'টাকা ফেরতের প্রক্রিয়া চলছে',
    refunded: 'টাকা ফেরত দেওয়া হয়েছে',
  },
};

export const adminOrderTexts: Catalogue['adminOrderTexts'] = {
  filterLabel: 'একজন গ্রাহকের আসা অর্ডার',
  customerEmail: 'গ্রাহকের ই-মেইল',
  showTheirOrders: 'তাঁর অর্ডারগুলো দেখুন',
  pages: 'আসা অর্ডারের পেজগুলো',
  tableLabel: 'আসা অর্ডার',
  caption: 'নিশ্চিত অর্ডার, নতুনগুলো আগে, সঙ্গে প্রতিটির টাকার অবস্থা। পাঠানোর পর এবং পৌঁছে দেওয়ার পর প্রতিটিকে পরের ধাপে নিন।',
  columns: {
    customer: 'গ্রাহক',
    product: 'পণ্য',
    price: 'দাম',
    address: 'ঠিকানা',
    phone: 'ফোন নম্বর',
    status: 'অবস্থা',
    timeline: 'সময়রেখা',
  },
  actions: 'করণীয়',
  noOrders: 'এখনও কোনো অর্ডার নিশ্চিত হয়নি।',
  receipt: 'রসিদ',
  receiptLabel: (product, email) => `রসিদ: ${email}-এর জন্য ${product}`,
  moveOnLabel: (action, product, email) => `${action}: ${email}-এর জন্য ${product}`,
  exportHeading: 'অর্ডারের তালিকা CSV হিসেবে ডাউনলোড করুন',
  exportFrom: 'যে তারিখ থেকে দেওয়া',
  exportTo: 'যে তারিখ পর্যন্ত দেওয়া',
  exportStatus: 'অবস্থা',
  exportEveryStatus: 'সব অবস্থা',
  exportSubmit: 'CSV ডাউনলোড করুন',
  exportNote: 'ওই দিনগুলোতে (ঢাকার সময়) দেওয়া প্রতিটি অর্ডার, পরিশোধিত হোক বা না হোক, পুরোনোগুলো আগে। ফাইলের ভেতরের লেখা ইংরেজিতে থাকে।',
};

/** What admins read about the shop's money: the Payments page, and an order's money on Placed Orders and the overview (docs/payments.md). */
export const paymentTexts: Catalogue['paymentTexts'] = {
  heading: 'পেমেন্ট',
  intro:
    'প্রতিটি অর্ডারের টাকা পরিশোধের প্রতিটি চেষ্টা, গেটওয়ের মাধ্যমে অনলাইনে অথবা ক্যাশ অন ডেলিভারি, নতুনগুলো আগে। যাচাইয়ের জন্য আটকে থাকা পেমেন্ট আপনার সিদ্ধান্তের অপেক্ষায় থাকে: গ্রহণ করবেন, নাকি অর্ডারটি বাতিল করবেন; বাকি রিফান্ড আপনার পাঠানোর অপেক্ষায় থাকে।',
  filtersLabel: 'অবস্থা অনুযায়ী পেমেন্ট',
  showAll: 'সব',
  tableLabel: 'পেমেন্ট',
  caption: (total: number) => `${count(total)}টি পেমেন্ট, নতুনগুলো আগে (ঢাকার সময়)।`,
  noPayments: 'এখানে কোনো পেমেন্ট নেই।',
  pages: 'পেমেন্টের পেজগুলো',
  columns: {
    when: 'সময়',
    tranId: 'tran_id',
    order: 'অর্ডার',
    customer: 'গ্রাহক',
    method: 'পদ্ধতি',
    state: 'অবস্থা',
    amount: 'টাকার পরিমাণ',
    valId: 'val_id',
    bankTranId: 'ব্যাংক ট্রানজ্যাকশন',
    risk: 'ঝুঁকি',
    note: 'নোট',
    refund: 'রিফান্ড',
  },
  actions: 'করণীয়',
  none: '-',
  orderReceipt: (orderId: string) => `অর্ডার ${orderId}-এর রসিদ`,
  risk: (level: string | null, title: string | null) => [title, level === null ? null : `মাত্রা ${level}`].filter(Boolean).join(', '),
  refundState: (state: string | null, refId: string | null) =>
    [state ?? 'অনুরোধ করা হয়েছে', refId ? `রেফারেন্স ${refId}` : null].filter(Boolean).join(', '),
  refundRequestedAt: (when: string) => `চাওয়া হয়েছে ${when}`,
  refundedAt: (when: string) => `ফেরত দেওয়া হয়েছে ${when}`,
  refund: {
    button: 'রিফান্ড',
    label: (tranId, email) => `রিফান্ড: ${tranId}, ${email}-কে`,
    detail: (_tranId, email, amount, method) =>
      method === 'online'
        ? `পেমেন্ট গেটওয়ের মাধ্যমে ${email}-কে ${taka(amount)} ফেরত দেওয়া হবে।`
        : `এতে লেখা থাকবে যে ${email}-কে নগদে ${taka(amount)} ফেরত দেওয়া হয়েছে।`,
    confirm: 'হ্যাঁ, রিফান্ড করুন',
  },
  accept: {
    button: 'পেমেন্ট গ্রহণ করুন',
    label: (tranId, email) => `পেমেন্ট গ্রহণ করুন: ${tranId}, ${email}-এর কাছ থেকে`,
    detail: (_tranId, email, amount) =>
      `${email}-এর কাছ থেকে আসা ${taka(amount)} পরিশোধিত বলে ধরা হবে: অর্ডারটি নিশ্চিত হবে এবং গ্রাহককে ই-মেইল করা হবে।`,
    confirm: 'হ্যাঁ, গ্রহণ করুন',
  },
  cancelAndRefund: {
    button: 'বাতিল ও রিফান্ড করুন',
    label: (tranId, email) => `বাতিল ও রিফান্ড করুন: ${tranId}, ${email}-এর কাছ থেকে`,
    detail: (_tranId, email, amount) =>
      `অর্ডারটি বাতিল হবে, এর স্টক আবার বিক্রির জন্য ফিরে যাবে, এবং ${email}-এর কাছ থেকে আসা ${taka(amount)} পেমেন্ট গেটওয়ের মাধ্যমে ফেরত দেওয়া হবে।`,
    confirm: 'হ্যাঁ, বাতিল ও রিফান্ড করুন',
  },
  /** Placed Orders. */
  noMethod: 'এখনও বেছে নেওয়া হয়নি',
  cashReceived: {
    button: 'নগদ টাকা পাওয়া গেছে',
    label: (product, email) => `নগদ টাকা পাওয়া গেছে: ${product}, ${email}-এর অর্ডার`,
    detail: (_product, email, total) =>
      `এতে লেখা থাকবে যে ${email}-এর কাছ থেকে নগদে ${taka(total)} নেওয়া হয়েছে: অর্ডারটি পরিশোধিত হবে এবং গ্রাহককে ই-মেইল করা হবে।`,
    confirm: 'হ্যাঁ, নগদ টাকা পাওয়া গেছে',
  },
  cancelOrder: {
    button: 'অর্ডার বাতিল করুন',
    label: (product, email) => `অর্ডার বাতিল করুন: ${product}, ${email}-এর অর্ডার`,
    detail: (_product, _email, total, money) =>
      `অর্ডারটি বাতিল হবে এবং এর স্টক আবার বিক্রির জন্য ফিরে যাবে। ${
        money === 'gateway'
          ? `অনলাইনে পরিশোধ করা ${taka(total)} পেমেন্ট গেটওয়ের মাধ্যমে ফেরত দেওয়া হবে।`
          : money === 'cash'
            ? `নগদে নেওয়া ${taka(total)} হাতে হাতে ফেরত দিতে হবে: পেমেন্টের পাতায় এটি বাকি রিফান্ড হিসেবে থাকবে।`
            : 'কোনো টাকা পরিশোধ করা হয়নি, তাই ফেরত দেওয়ার কিছু নেই।'
      } গ্রাহককে ই-মেইল করা হবে।`,
    confirm: 'হ্যাঁ, অর্ডার বাতিল করুন',
  },
  /** The overview. */
  refundsDue: 'বাকি রিফান্ড',
  refundsDueLink: 'পেমেন্টের পাতায় দেখুন',
};
