/** কেনাকাটার পাতাগুলোর কথা (lib/texts/en/buying.ts-এর বাংলা): সাইন ইন, এখনই কিনুন, রসিদ, জেলাগুলোর নাম। */
import type * as en from '../en/buying';
import { formatBDT } from '../../domain/money';
import { formatNumber } from '../../domain/numbers';
import type { Catalogue } from '../catalogue-type';
// The delivery labels are the schemas' field labels in Bangla (./messages.ts), where every page's words are.
import { fieldLabels } from './messages';

type Texts = Pick<Catalogue, keyof typeof en>;

const count = (value: number) => formatNumber(value, 'bn');
const taka = (value: number) => formatBDT(value, 'bn');

export const receiptTexts: Texts['receiptTexts'] = {
  pageTitle: 'রসিদ',
  backTo: (page) => `${page} পাতায় ফিরে যান`,
  print: 'রসিদ প্রিন্ট করুন',
  receipt: 'রসিদ',
  confirmation: 'অর্ডার নিশ্চিতকরণ',
  orderNumber: 'অর্ডার নম্বর',
  ordered: 'অর্ডারের তারিখ',
  status: 'অবস্থা',
  payment: 'পেমেন্ট',
  customer: 'গ্রাহক',
  whatWasOrdered: 'যা অর্ডার করা হয়েছে',
  product: 'পণ্য',
  quantity: 'পরিমাণ',
  unitPrice: 'একক দাম',
  total: 'মোট',
  totalPaid: 'মোট পরিশোধিত',
  totalToPay: 'মোট পরিশোধযোগ্য',
  dates: 'তারিখসমূহ',
  thanks: (phone, email) => `আপনার অর্ডারের জন্য ধন্যবাদ। সব দাম বাংলাদেশি টাকায়। কোনো প্রশ্ন থাকলে: ${phone}, ${email}।`,
  notPaid: 'এই অর্ডারের টাকা এখনও পরিশোধ করা হয়নি: "আমার অর্ডার" পাতায় এটি নিশ্চিত করুন। সব দাম বাংলাদেশি টাকায়।',
};

export const districtNames: Texts['districtNames'] = {
  Bagerhat: 'বাগেরহাট',
  Bandarban: 'বান্দরবান',
  Barguna: 'বরগুনা',
  Barishal: 'বরিশাল',
  Bhola: 'ভোলা',
  Bogura: 'বগুড়া',
  Brahmanbaria: 'ব্রাহ্মণবাড়িয়া',
  Chandpur: 'চাঁদপুর',
  'Chapai Nawabganj': 'চাঁপাইনবাবগঞ্জ',
  Chattogram: 'চট্টগ্রাম',
  Chuadanga: 'চুয়াডাঙ্গা',
  "Cox's Bazar": 'কক্সবাজার',
  Cumilla: 'কুমিল্লা',
  Dhaka: 'ঢাকা',
  Dinajpur: 'দিনাজপুর',
  Faridpur: 'ফরিদপুর',
  Feni: 'ফেনী',
  Gaibandha: 'গাইবান্ধা',
  Gazipur: 'গাজীপুর',
  Gopalganj: 'গোপালগঞ্জ',
  Habiganj: 'হবিগঞ্জ',
  Jamalpur: 'জামালপুর',
  Jashore: 'যশোর',
  Jhalokati: 'ঝালকাঠি',
  Jhenaidah: 'ঝিনাইদহ',
  Joypurhat: 'জয়পুরহাট',
  Khagrachhari: 'খাগড়াছড়ি',
  Khulna: 'খুলনা',
  Kishoreganj: 'কিশোরগঞ্জ',
  Kurigram: 'কুড়িগ্রাম',
  Kushtia: 'কুষ্টিয়া',
  Lakshmipur: 'লক্ষ্মীপুর',
  Lalmonirhat: 'লালমনিরহাট',
  Madaripur: 'মাদারীপুর',
  Magura: 'মাগুরা',
  Manikganj: 'মানিকগঞ্জ',
  Meherpur: 'মেহেরপুর',
  Moulvibazar: 'মৌলভীবাজার',
  Munshiganj: 'মুন্সীগঞ্জ',
  Mymensingh: 'ময়মনসিংহ',
  Naogaon: 'নওগাঁ',
  Narail: 'নড়াইল',
  Narayanganj: 'নারায়ণগঞ্জ',
  Narsingdi: 'নরসিংদী',
  Natore: 'নাটোর',
  Netrokona: 'নেত্রকোণা',
  Nilphamari: 'নীলফামারী',
  Noakhali: 'নোয়াখালী',
  Pabna: 'পাবনা',
  Panchagarh: 'পঞ্চগড়',
  Patuakhali: 'পটুয়াখালী',
  Pirojpur: 'পিরোজপুর',
  Rajbari: 'রাজবাড়ী',
  Rajshahi: 'রাজশাহী',
  Rangamati: 'রাঙ্গামাটি',
  Rangpur: 'রংপুর',
  Satkhira: 'সাতক্ষীরা',
  Shariatpur: 'শরীয়তপুর',
  Sherpur: 'শেরপুর',
  Sirajganj: 'সিরাজগঞ্জ',
  Sunamganj: 'সুনামগঞ্জ',
  Sylhet: 'সিলেট',
  Tangail: 'টাঙ্গাইল',
  Thakurgaon: 'ঠাকুরগাঁও',
};

/** What customers read about paying for an order (My Order, the payment page; docs/payments.md). */
export const payTexts: Catalogue['payTexts'] = {
  choiceHeading: 'আপনি কীভাবে টাকা পরিশোধ করতে চান?',
  choiceIntro: (total: string) =>
    `SSLCommerz-এর নিরাপদ পাতায় কার্ড, বিকাশ, নগদ, রকেট বা ইন্টারনেট ব্যাংকিং দিয়ে এখনই অনলাইনে ${total} পরিশোধ করুন, অথবা অর্ডার পৌঁছালে নগদে পরিশোধ করুন।`,
  cashOnlyIntro: (total: string) => `অর্ডার পৌঁছালে নগদে ${total} পরিশোধ করুন।`,
  payOnline: 'অনলাইনে পেমেন্ট করুন',
  payOnlineLabel: (product: string) => `অনলাইনে পেমেন্ট করুন: ${product}`,
  cashOnDelivery: 'ক্যাশ অন ডেলিভারি',
  cashOnDeliveryLabel: (product: string) => `ক্যাশ অন ডেলিভারি: ${product}-এর অর্ডার নিশ্চিত করুন`,
  toGateway: 'আপনাকে পেমেন্টের পাতায় নিয়ে যাওয়া হচ্ছে...',
  checkAgain: 'আবার দেখুন',
  pageTitle: 'পেমেন্ট',
  payableUntil: (when: string) =>
    `টাকা পরিশোধ না হলেও এই অর্ডারটি ${when} পর্যন্ত আপনার জন্য রাখা থাকবে; এরপর এর পণ্য আবার বিক্রির জন্য ফিরে যাবে।`,
  placedNotice: 'আপনার অর্ডার দেওয়া হয়েছে এবং এর পণ্য আপনার জন্য আলাদা করে রাখা হয়েছে।',
  state: {
    unpaid: 'এখনও টাকা পরিশোধ করা হয়নি।',
    pending: 'পেমেন্ট গেটওয়ের অপেক্ষায় আছে। আপনি টাকা পরিশোধ করে থাকলে, গেটওয়ে নিশ্চিত করামাত্র এই পাতাটি আপডেট হবে।',
    confirming: 'ধন্যবাদ। আমরা গেটওয়ের সাথে আপনার পেমেন্ট নিশ্চিত করছি; এই পাতাটি নিজে থেকেই আপডেট হবে।',
    due: 'নিশ্চিত: অর্ডার পৌঁছালে আপনি নগদে পরিশোধ করবেন।',
    paid: 'পেমেন্ট পাওয়া গেছে। ধন্যবাদ: আপনার অর্ডার নিশ্চিত হয়েছে এবং আমরা তা প্রস্তুত করছি।',
    held: 'আপনার পেমেন্ট আমাদের কাছে পৌঁছেছে; অর্ডার পাঠানোর আগে আমাদের টিম তা যাচাই করছে। আমরা আপনাকে লিখে জানাব।',
    failed: 'পেমেন্ট সম্পন্ন হয়নি, এবং আপনার কাছ থেকে কোনো টাকা কাটা হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন, অথবা ক্যাশ অন ডেলিভারি বেছে নিন।',
    cancelled:
      'আপনি পেমেন্ট বাতিল করেছেন, এবং আপনার কাছ থেকে কোনো টাকা কাটা হয়নি। যখন সুবিধা হয় আবার চেষ্টা করুন, অথবা ক্যাশ অন ডেলিভারি বেছে নিন।',
    expired: 'সময়মতো টাকা পরিশোধ না হওয়ায় এই অর্ডারের মেয়াদ শেষ হয়েছে এবং এর পণ্য আবার বিক্রির জন্য ফিরে গেছে। আপনার কাছ থেকে কোনো টাকা কাটা হয়নি।',
    refund_pending: 'আপনার টাকা ফেরত দেওয়া হচ্ছে। সম্পন্ন হলে আমরা আপনাকে লিখে জানাব।',
    refunded: 'আপনার টাকা ফেরত দেওয়া হয়েছে।',
  },
  backToOrders: 'আমার অর্ডারে ফিরে যান',
  receipt: 'রসিদ',
  paymentHeading: 'পেমেন্ট',
};

/** The checkout's words (docs/orders.md, "Checkout"). */
export const checkoutTexts: Catalogue['checkoutTexts'] = {
  title: 'চেকআউট',
  deliveryHeading: 'ডেলিভারি',
  summaryHeading: 'আপনার অর্ডার',
  paymentHeading: 'পেমেন্ট',
  phoneLabel: 'মোবাইল নম্বর',
  phoneHint: 'বাংলাদেশের একটি মোবাইল নম্বর, যেমন ০১৭১১০০০১১১',
  phoneRule: 'বাংলাদেশের একটি সঠিক মোবাইল নম্বর দিন, যেমন ০১৭১১০০০১১১',
  addressLabel: 'ঠিকানা',
  districtLabel: 'জেলা',
  districtRule: 'তালিকা থেকে আপনার জেলা বেছে নিন',
  chooseDistrict: 'জেলা বেছে নিন',
  product: 'পণ্য',
  quantity: 'পরিমাণ',
  each: (price: string) => `প্রতিটি ${price}`,
  subtotal: 'সাবটোটাল',
  delivery: 'ডেলিভারি',
  deliveryTo: (district: string | null) => (district ? `ডেলিভারি: ${district}` : 'ডেলিভারি'),
  free: 'ফ্রি',
  freeFrom: (amount: string) => `সাবটোটাল ${amount} বা তার বেশি হলে ডেলিভারি ফ্রি।`,
  total: 'মোট',
  payOnline: 'এখনই অনলাইনে পেমেন্ট করুন (কার্ড, বিকাশ, নগদ, রকেট)',
  payCash: 'ক্যাশ অন ডেলিভারি',
  placeOrder: 'অর্ডার করুন',
  emptyCart: 'আপনার কার্ট খালি: আগে এতে টুল যোগ করুন।',
  alreadyPlacing: 'এই কার্টের অর্ডার ঠিক এখন দেওয়া হচ্ছে (অন্য কোনো ট্যাবে?)। একটু পরে "আমার অর্ডার"-এ দেখুন।',
  toTools: 'আমাদের টুলগুলো দেখুন',
  adminsDoNotBuy: 'অ্যাডমিনরা কেনাকাটা করেন না: চেকআউট গ্রাহকদের জন্য।',
  changedHeading: 'চেকআউট করার সময় আপনার কার্টে পরিবর্তন হয়েছে। কোনো অর্ডার দেওয়া হয়নি; অনুগ্রহ করে দেখে নিয়ে আবার অর্ডার করুন:',
  lineGone: (name: string) => `${name} আর বিক্রি হয় না।`,
  lineRemoved: 'আপনার কার্টের একটি টুল আর বিক্রি হয় না: সেটি আপনার কার্ট থেকে সরিয়ে দেওয়া হয়েছে।',
  lineStock: (name: string, stock: number, minimum: number) =>
    stock < minimum ? `${name} স্টকে নেই।` : `${name}: মাত্র ${count(stock)}টি বাকি আছে (সর্বনিম্ন অর্ডার ${count(minimum)})।`,
  linePrice: (name: string, price: number) => `${name}-এর দাম এখন প্রতিটি ${taka(price)}।`,
  deliveryChanged: (charge: number) => (charge > 0 ? `ডেলিভারি চার্জ এখন ${taka(charge)}।` : 'ডেলিভারি এখন ফ্রি।'),
  placed: 'অর্ডার দেওয়া হয়েছে',
};

/** The purchase page of one tool (Buy Now): its title, its form, and the offer of a quote beyond the stock. */
export const purchaseTexts: Catalogue['purchaseTexts'] = {
  pageTitle: 'কেনাকাটা',
  heading: 'আপনার অর্ডার দিন',
  name: 'নাম',
  email: 'ই-মেইল',
  quantity: 'পরিমাণ',
  beyondStock: (stock: number, wanted: number) =>
    `আমাদের স্টকে ${count(stock)}টি আছে। ${count(wanted)}টির জন্য আমাদের কাছে কোটেশন চান: আমরা দাম ও ডেলিভারির তারিখ জানিয়ে উত্তর দেব।`,
  requestQuote: 'কোটেশন চান',
  total: 'মোট:',
  phone: 'ফোন নম্বর',
  address: 'ঠিকানা',
  submit: 'কিনুন',
  /** An admin on the purchase page: before and after the link to Placed Orders. */
  adminsCannotBuy:
    'অ্যাডমিনরা অর্ডার দিতে পারেন না: "এখনই কিনুন" গ্রাহকদের জন্য। এই টুলটি কিনতে গ্রাহকের অ্যাকাউন্ট দিয়ে লগইন করুন, অথবা গ্রাহকদের অর্ডার দেখুন এখানে:',
  placedOrders: 'আসা অর্ডার',
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
  refund: 'রিফান্ড',
  refundLabel: (tranId: string, email: string) => `রিফান্ড: ${tranId}, ${email}-কে`,
  refundOnlineDetail: (amount: number, email: string) => `পেমেন্ট গেটওয়ের মাধ্যমে ${email}-কে ${taka(amount)} ফেরত দেওয়া হবে।`,
  refundCashDetail: (amount: number, email: string) => `এতে লেখা থাকবে যে ${email}-কে নগদে ${taka(amount)} ফেরত দেওয়া হয়েছে।`,
  refundConfirm: 'হ্যাঁ, রিফান্ড করুন',
  acceptPayment: 'পেমেন্ট গ্রহণ করুন',
  acceptLabel: (tranId: string, email: string) => `পেমেন্ট গ্রহণ করুন: ${tranId}, ${email}-এর কাছ থেকে`,
  acceptDetail: (amount: number, email: string) =>
    `${email}-এর কাছ থেকে আসা ${taka(amount)} পরিশোধিত বলে ধরা হবে: অর্ডারটি নিশ্চিত হবে এবং গ্রাহককে ই-মেইল করা হবে।`,
  acceptConfirm: 'হ্যাঁ, গ্রহণ করুন',
  cancelAndRefund: 'বাতিল ও রিফান্ড করুন',
  cancelAndRefundLabel: (tranId: string, email: string) => `বাতিল ও রিফান্ড করুন: ${tranId}, ${email}-এর কাছ থেকে`,
  cancelAndRefundDetail: (amount: number, email: string) =>
    `অর্ডারটি বাতিল হবে, এর স্টক আবার বিক্রির জন্য ফিরে যাবে, এবং ${email}-এর কাছ থেকে আসা ${taka(amount)} পেমেন্ট গেটওয়ের মাধ্যমে ফেরত দেওয়া হবে।`,
  cancelAndRefundConfirm: 'হ্যাঁ, বাতিল ও রিফান্ড করুন',
  /** Placed Orders. */
  noMethod: 'এখনও বেছে নেওয়া হয়নি',
  cashReceived: 'নগদ টাকা পাওয়া গেছে',
  cashReceivedLabel: (product: string, email: string) => `নগদ টাকা পাওয়া গেছে: ${product}, ${email}-এর অর্ডার`,
  cashReceivedDetail: (total: number, email: string) =>
    `এতে লেখা থাকবে যে ${email}-এর কাছ থেকে নগদে ${taka(total)} নেওয়া হয়েছে: অর্ডারটি পরিশোধিত হবে এবং গ্রাহককে ই-মেইল করা হবে।`,
  cashReceivedConfirm: 'হ্যাঁ, নগদ টাকা পাওয়া গেছে',
  cancelOrder: 'অর্ডার বাতিল করুন',
  cancelOrderLabel: (product: string, email: string) => `অর্ডার বাতিল করুন: ${product}, ${email}-এর অর্ডার`,
  cancelOrderDetail: (money: 'gateway' | 'cash' | 'nothing', total: number) =>
    `অর্ডারটি বাতিল হবে এবং এর স্টক আবার বিক্রির জন্য ফিরে যাবে। ${
      money === 'gateway'
        ? `অনলাইনে পরিশোধ করা ${taka(total)} পেমেন্ট গেটওয়ের মাধ্যমে ফেরত দেওয়া হবে।`
        : money === 'cash'
          ? `নগদে নেওয়া ${taka(total)} হাতে হাতে ফেরত দিতে হবে: পেমেন্টের পাতায় এটি বাকি রিফান্ড হিসেবে থাকবে।`
          : 'কোনো টাকা পরিশোধ করা হয়নি, তাই ফেরত দেওয়ার কিছু নেই।'
    } গ্রাহককে ই-মেইল করা হবে।`,
  cancelOrderConfirm: 'হ্যাঁ, অর্ডার বাতিল করুন',
  /** The overview. */
  refundsDue: 'বাকি রিফান্ড',
  refundsDueLink: 'পেমেন্টের পাতায় দেখুন',
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
