/**
 * Every sentence of the shop's mails, one catalogue per language (docs/texts.md). A customer's mail is written in the
 * language of their account (models/User.ts `language`): `mailTexts[language]`. The team's mails (ORDERS_EMAIL) are
 * in English only: `teamMailTexts`. lib/domain/order-mails.ts lays the sentences out as text and HTML; lib/data/accounts.ts
 * sends the password reset.
 *
 * Figures are written in the catalogue's own language (Bangla digits in Bangla): prices by formatBDT, counts by
 * formatNumber, dates by formatDate. The English sentences are the mails' words as they were before Bangla came.
 */
import type { Language } from '../domain/i18n';
import { formatDate } from '../domain/dates';
import { formatBDT } from '../domain/money';
import { formatNumber } from '../domain/numbers';
import type { OrderStep } from '../domain/order-status';
import { business, fullAddress } from '../domain/site';
import { businessTexts as banglaBusiness } from './bn/business';

/** What a customer's order mail says at a step, chosen by lib/domain/order-mails.ts from the order. */
export type OrderFacts = {
  /** What the subject names: "12 x Notched Trowel", "Notched Trowel and 2 more tools" (`goods` below). */
  goods: string;
  /** The order's total, delivery included (BDT). */
  total: number;
  /** It was placed by accepting a quote. */
  fromQuote: boolean;
  /** On a cancel, what happens to money already taken: none was; given back by hand; refunded through the gateway. */
  refund: 'none' | 'by-hand' | 'gateway';
};

/** What one step of an order says to its customer. */
export type StepLetter = { subject: string; paragraphs: string[] };

const en = {
  /** The shop's name at the head of a mail. */
  shopName: business.name as string,
  greeting: (name: string) => `Dear ${name},`,
  signOff: `With thanks,\nThe team at ${business.name}`,
  /** The foot of every mail: where the shop is and how to reach it. */
  footer: { address: `${business.name}, ${fullAddress}`, contact: `${business.phone} · ${business.email}` },
  /** The table of goods (and an order's delivery charge and total under it). */
  items: {
    label: 'Items',
    product: 'Product',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    total: 'Total',
    delivery: 'Delivery',
    orderTotal: 'Order total',
    /** A quote's price before the shop has answered. */
    toBeQuoted: 'to be quoted',
    /** Delivery that costs nothing. */
    free: 'free',
  },
  /** Above a quoted message. */
  wrote: (author: string) => `${author} wrote:`,
  /** What a subject names. */
  goods: {
    none: 'your order',
    one: (quantity: number, product: string) => `${formatNumber(quantity)} x ${product}`,
    several: (first: string, more: number) => `${first} and ${more} more ${more === 1 ? 'tool' : 'tools'}`,
  },
  order: {
    orderNumber: 'Order number',
    deliveryAddress: 'Delivery address',
    receipt: 'Your receipt',
    myOrder: 'My Order',
    /** What the customer hears at each step of their order. */
    steps: {
      pending: (order: OrderFacts): StepLetter => ({
        subject: `We have your order: ${order.goods}`,
        paragraphs: [
          order.fromQuote
            ? 'Thank you for accepting our quote. Your order is placed at the quoted price, and here it is.'
            : 'Thank you for your order. We have set the goods aside for you, and here is what you ordered.',
          'To go ahead, choose how to pay under My Order: online (card, bKash, Nagad, Rocket or internet banking) or cash on delivery. Until then you may still delete it.',
        ],
      }),
      confirmed: (order: OrderFacts): StepLetter => ({
        subject: `Order confirmed, cash on delivery: ${order.goods}`,
        paragraphs: [
          `Thank you: your order is confirmed. Please have ${formatBDT(order.total)} ready in cash when it arrives; we are getting it ready to send.`,
        ],
      }),
      paid: (order: OrderFacts): StepLetter => ({
        subject: `Payment received: ${order.goods}`,
        paragraphs: [`Thank you: we have received your payment of ${formatBDT(order.total)} and your order is confirmed. We are getting it ready to send.`],
      }),
      held: (order: OrderFacts): StepLetter => ({
        subject: `We are checking your payment: ${order.goods}`,
        paragraphs: [
          'The payment gateway asked us to check your payment before we send your order. Our team will look at it within one working day and write to you; you need do nothing now.',
        ],
      }),
      cancelled: (order: OrderFacts): StepLetter => ({
        subject: `Order cancelled: ${order.goods}`,
        paragraphs: [
          'Your order has been cancelled and its goods are back on sale.',
          {
            'by-hand': `We owe you ${formatBDT(order.total)}: our team will return it to you and let you know.`,
            gateway: `Your payment of ${formatBDT(order.total)} is being refunded through the payment gateway to the card or wallet you paid with. We will write again when it is done.`,
            none: 'You have not been charged for it.',
          }[order.refund],
        ],
      }),
      expired: (order: OrderFacts): StepLetter => ({
        subject: `Order expired unpaid: ${order.goods}`,
        paragraphs: [
          'Your online payment for this order did not reach us in time, so the order has expired and its goods are back on sale. You have not been charged. You are welcome to order again.',
        ],
      }),
      refund_due: (order: OrderFacts): StepLetter => ({
        subject: `Your payment arrived late: ${order.goods}`,
        paragraphs: [
          `Your payment of ${formatBDT(order.total)} reached us after the order had expired, and the goods were no longer there. We will refund it in full and write to you when it is done.`,
        ],
      }),
      refunded: (order: OrderFacts): StepLetter => ({
        subject: `Refund made: ${order.goods}`,
        paragraphs: [
          `We have refunded ${formatBDT(order.total)} for this order. A refund to a card or wallet may take a few working days to show on your statement.`,
        ],
      }),
      shipped: (order: OrderFacts): StepLetter => ({
        subject: `On its way: ${order.goods}`,
        paragraphs: ['Good news: your order has left our workshop in Tejgaon and is on its way to you.'],
      }),
      delivered: (order: OrderFacts): StepLetter => ({
        subject: `Delivered: ${order.goods}`,
        paragraphs: [
          'Your order has been delivered. We hope the tools serve you well; if anything is not right, reply to this mail or call us.',
        ],
      }),
    } satisfies Record<OrderStep, (order: OrderFacts) => StepLetter>,
  },
  quote: {
    /** The shop's answer to a quote request. */
    answered: {
      subject: (quantity: number, product: string, unitPrice: number) =>
        `Your quote: ${formatNumber(quantity)} x ${product} at ${formatBDT(unitPrice)} each`,
      thanks: 'Thank you for asking us. Here is our offer.',
      acceptBy: (validUntil: string) => `Accept it on the quote's page by ${formatDate(validUntil)} and it becomes your order at this price.`,
      deliveryBy: 'Delivery by',
      validUntil: 'Offer valid until',
      link: 'See and accept the quote',
    },
    /** A message of the shop's in a quote's thread. */
    message: {
      subject: (quantity: number, product: string) => `A message from us about the quote for ${formatNumber(quantity)} x ${product}`,
      paragraph: 'We have written to you about your quote.',
      link: "Reply on the quote's page",
    },
  },
  /** The password reset link (plain text only). */
  passwordReset: {
    subject: 'Reset your Mrittika Ceramic Tools password',
    text: (name: string | null, link: string) =>
      [
        `Hello ${name ?? ''},`.replace(' ,', ','),
        '',
        'Someone (we hope you) asked to reset the password of your Mrittika Ceramic Tools account.',
        `Choose a new password here within the next hour: ${link}`,
        '',
        'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
  },
};

/** The shape every language's catalogue has: the English one's. A missing or extra sentence fails the type check. */
export type MailTexts = typeof en;

const bn: MailTexts = {
  shopName: 'মৃত্তিকা সিরামিক টুলস',
  greeting: (name) => `প্রিয় ${name},`,
  signOff: 'ধন্যবাদান্তে,\nমৃত্তিকা সিরামিক টুলস টিম',
  // The shop's name and address as its Bangla pages write them; the phone and the e-mail as everywhere.
  footer: { address: `${banglaBusiness.name}, ${banglaBusiness.address}`, contact: `${business.phone} · ${business.email}` },
  items: {
    label: 'পণ্যসমূহ',
    product: 'পণ্য',
    quantity: 'পরিমাণ',
    unitPrice: 'একক মূল্য',
    total: 'মোট',
    delivery: 'ডেলিভারি চার্জ',
    orderTotal: 'অর্ডারের সর্বমোট',
    toBeQuoted: 'দাম পরে জানানো হবে',
    free: 'বিনামূল্যে',
  },
  wrote: (author) => `${author} লিখেছেন:`,
  goods: {
    none: 'আপনার অর্ডার',
    one: (quantity, product) => `${formatNumber(quantity, 'bn')}টি ${product}`,
    several: (first, more) => `${first} ও আরও ${formatNumber(more, 'bn')}টি টুল`,
  },
  order: {
    orderNumber: 'অর্ডার নম্বর',
    deliveryAddress: 'ডেলিভারির ঠিকানা',
    receipt: 'আপনার রসিদ',
    myOrder: 'আমার অর্ডার',
    steps: {
      pending: (order) => ({
        subject: `আপনার অর্ডার আমরা পেয়েছি: ${order.goods}`,
        paragraphs: [
          order.fromQuote
            ? 'আমাদের কোটেশন গ্রহণ করার জন্য আপনাকে ধন্যবাদ। কোটেশনের দামেই আপনার অর্ডারটি দেওয়া হয়েছে; বিস্তারিত নিচে দেওয়া হলো।'
            : 'অর্ডার করার জন্য আপনাকে ধন্যবাদ। পণ্যগুলো আমরা আপনার জন্য আলাদা করে রেখেছি; আপনি যা অর্ডার করেছেন তা নিচে দেওয়া হলো।',
          'অর্ডারটি এগিয়ে নিতে "আমার অর্ডার" পাতায় গিয়ে কীভাবে দাম পরিশোধ করবেন তা বেছে নিন: অনলাইনে (কার্ড, বিকাশ, নগদ, রকেট বা ইন্টারনেট ব্যাংকিং) অথবা ক্যাশ অন ডেলিভারি। ততক্ষণ পর্যন্ত আপনি চাইলে অর্ডারটি মুছে ফেলতে পারবেন।',
        ],
      }),
      confirmed: (order) => ({
        subject: `অর্ডার নিশ্চিত হয়েছে, ক্যাশ অন ডেলিভারি: ${order.goods}`,
        paragraphs: [
          `ধন্যবাদ, আপনার অর্ডারটি নিশ্চিত হয়েছে। পণ্য পৌঁছানোর সময় অনুগ্রহ করে ${formatBDT(order.total, 'bn')} নগদ প্রস্তুত রাখবেন; আমরা অর্ডারটি পাঠানোর প্রস্তুতি নিচ্ছি।`,
        ],
      }),
      paid: (order) => ({
        subject: `পেমেন্ট পেয়েছি: ${order.goods}`,
        paragraphs: [
          `ধন্যবাদ, আপনার ${formatBDT(order.total, 'bn')} পেমেন্ট আমরা পেয়েছি এবং আপনার অর্ডারটি নিশ্চিত হয়েছে। আমরা অর্ডারটি পাঠানোর প্রস্তুতি নিচ্ছি।`,
        ],
      }),
      held: (order) => ({
        subject: `আপনার পেমেন্ট যাচাই করা হচ্ছে: ${order.goods}`,
        paragraphs: [
          'অর্ডারটি পাঠানোর আগে পেমেন্ট গেটওয়ে আমাদের আপনার পেমেন্টটি যাচাই করে নিতে বলেছে। আমাদের টিম এক কর্মদিবসের মধ্যে বিষয়টি দেখে আপনাকে জানাবে; এখন আপনাকে কিছুই করতে হবে না।',
        ],
      }),
      cancelled: (order) => ({
        subject: `অর্ডার বাতিল হয়েছে: ${order.goods}`,
        paragraphs: [
          'আপনার অর্ডারটি বাতিল করা হয়েছে এবং এর পণ্যগুলো আবার বিক্রির জন্য রাখা হয়েছে।',
          {
            'by-hand': `আমরা আপনাকে ${formatBDT(order.total, 'bn')} ফেরত দেব: আমাদের টিম টাকাটা আপনাকে ফিরিয়ে দিয়ে জানিয়ে দেবে।`,
            gateway: `আপনার ${formatBDT(order.total, 'bn')} পেমেন্ট পেমেন্ট গেটওয়ের মাধ্যমে যে কার্ড বা ওয়ালেট থেকে পরিশোধ করেছিলেন সেখানেই ফেরত পাঠানো হচ্ছে। ফেরত সম্পন্ন হলে আমরা আবার আপনাকে জানাব।`,
            none: 'এর জন্য আপনার কাছ থেকে কোনো টাকা নেওয়া হয়নি।',
          }[order.refund],
        ],
      }),
      expired: (order) => ({
        subject: `পরিশোধ না হওয়ায় অর্ডারের মেয়াদ শেষ: ${order.goods}`,
        paragraphs: [
          'এই অর্ডারের অনলাইন পেমেন্ট সময়মতো আমাদের কাছে পৌঁছায়নি, তাই অর্ডারটির মেয়াদ শেষ হয়ে গেছে এবং এর পণ্যগুলো আবার বিক্রির জন্য রাখা হয়েছে। আপনার কাছ থেকে কোনো টাকা নেওয়া হয়নি। আপনি চাইলে আবার অর্ডার করতে পারেন।',
        ],
      }),
      refund_due: (order) => ({
        subject: `আপনার পেমেন্ট দেরিতে পৌঁছেছে: ${order.goods}`,
        paragraphs: [
          `অর্ডারের মেয়াদ শেষ হওয়ার পরে আপনার ${formatBDT(order.total, 'bn')} পেমেন্ট আমাদের কাছে পৌঁছেছে, আর ততক্ষণে পণ্যগুলোও মজুত ছিল না। আমরা পুরো টাকা ফেরত দেব এবং ফেরত সম্পন্ন হলে আপনাকে জানাব।`,
        ],
      }),
      refunded: (order) => ({
        subject: `টাকা ফেরত দেওয়া হয়েছে: ${order.goods}`,
        paragraphs: [
          `এই অর্ডারের ${formatBDT(order.total, 'bn')} আমরা আপনাকে ফেরত দিয়েছি। কার্ড বা ওয়ালেটে ফেরত টাকা আপনার স্টেটমেন্টে দেখা যেতে কয়েক কর্মদিবস লাগতে পারে।`,
        ],
      }),
      shipped: (order) => ({
        subject: `আপনার অর্ডার রওনা হয়েছে: ${order.goods}`,
        paragraphs: ['সুখবর: আপনার অর্ডারটি তেজগাঁওয়ে আমাদের কারখানা থেকে রওনা হয়েছে এবং আপনার কাছে পৌঁছানোর পথে আছে।'],
      }),
      delivered: (order) => ({
        subject: `অর্ডার পৌঁছে দেওয়া হয়েছে: ${order.goods}`,
        paragraphs: [
          'আপনার অর্ডারটি পৌঁছে দেওয়া হয়েছে। আশা করি টুলগুলো আপনার কাজে ভালোভাবে লাগবে; কোনো সমস্যা হলে এই মেইলের উত্তর দিন অথবা আমাদের ফোন করুন।',
        ],
      }),
    },
  },
  quote: {
    answered: {
      subject: (quantity, product, unitPrice) =>
        `আপনার কোটেশন: ${formatNumber(quantity, 'bn')}টি ${product}, প্রতিটি ${formatBDT(unitPrice, 'bn')}`,
      thanks: 'আমাদের কাছে দাম জানতে চাওয়ার জন্য আপনাকে ধন্যবাদ। আমাদের প্রস্তাব নিচে দেওয়া হলো।',
      acceptBy: (validUntil) =>
        `${formatDate(validUntil, 'bn')} তারিখের মধ্যে কোটেশনের পাতায় গিয়ে প্রস্তাবটি গ্রহণ করলে এই দামেই এটি আপনার অর্ডার হয়ে যাবে।`,
      deliveryBy: 'ডেলিভারির তারিখ',
      validUntil: 'প্রস্তাবের মেয়াদ',
      link: 'কোটেশনটি দেখুন ও গ্রহণ করুন',
    },
    message: {
      subject: (quantity, product) => `আপনার কোটেশন নিয়ে আমাদের একটি বার্তা: ${formatNumber(quantity, 'bn')}টি ${product}`,
      paragraph: 'আপনার কোটেশন নিয়ে আমরা আপনাকে লিখেছি।',
      link: 'কোটেশনের পাতায় উত্তর দিন',
    },
  },
  passwordReset: {
    subject: 'আপনার মৃত্তিকা সিরামিক টুলস অ্যাকাউন্টের পাসওয়ার্ড রিসেট করুন',
    text: (name, link) =>
      [
        name ? `প্রিয় ${name},` : 'প্রিয় গ্রাহক,',
        '',
        'কেউ একজন (আশা করি আপনিই) আপনার মৃত্তিকা সিরামিক টুলস অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন।',
        `এক ঘণ্টার মধ্যে এখানে একটি নতুন পাসওয়ার্ড বেছে নিন: ${link}`,
        '',
        'লিংকটি একবারই কাজ করবে। আপনি যদি এটি না চেয়ে থাকেন, তাহলে এই ই-মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
      ].join('\n'),
  },
};

/** Each language's sentences of the customers' mails. */
export const mailTexts: Record<Language, MailTexts> = { en, bn };

/** What the team is told of an order, at the steps it must act on or know of. */
export type TeamOrderFacts = { userName: string; total: number; fromQuote: boolean };

/** The team's mails (ORDERS_EMAIL): in English, whatever the customer reads. Labels of the goods table: mailTexts.en. */
export const teamMailTexts = {
  greeting: 'Hello team,',
  customer: 'Customer',
  phone: 'Phone',
  address: 'Address',
  receipt: 'Receipt',
  placedOrders: 'Placed Orders',
  /** An order mail's subject: what happened, the goods, the total. */
  orderSubject: (what: string, goods: string, total: number) => `${what}: ${goods}, ${formatBDT(total)}`,
  orderSteps: {
    pending: (order: TeamOrderFacts) => ({
      what: 'New order',
      paragraph: `${order.userName} has placed an order${order.fromQuote ? ' from an accepted quote' : ''}. Its stock is set aside; it is not paid yet.`,
    }),
    confirmed: (order: TeamOrderFacts) => ({
      what: 'Order confirmed, cash on delivery',
      paragraph: `${order.userName} will pay ${formatBDT(order.total)} in cash on delivery. It is ready to ship under Placed Orders; record the cash there once it is collected.`,
    }),
    paid: (order: TeamOrderFacts) => ({ what: 'Order paid', paragraph: `${order.userName} has paid for this order. It is ready to ship under Placed Orders.` }),
    held: (order: TeamOrderFacts) => ({
      what: 'Payment held for review',
      paragraph: `The gateway rated ${order.userName}'s payment risky. Accept it or cancel the order (which refunds it) under Payments.`,
    }),
    refund_due: (order: TeamOrderFacts) => ({
      what: 'Refund due',
      paragraph: `A payment from ${order.userName} arrived after the order expired and its stock was gone. Refund it under Payments.`,
    }),
  } satisfies Partial<Record<OrderStep, (order: TeamOrderFacts) => { what: string; paragraph: string }>>,
  quoteRequest: {
    subject: (quantity: number, product: string, userName: string) => `Quote request: ${formatNumber(quantity)} x ${product} from ${userName}`,
    paragraph: (userName: string) =>
      `${userName} asks for a price for more than we have in stock. Please answer with a price, a delivery date and how long the offer stands.`,
    wantedBy: 'Wanted by',
    note: 'Note',
    link: 'Answer the quote',
  },
  quoteMessage: {
    subject: (userName: string, quantity: number, product: string) =>
      `Message from ${userName} about the quote for ${formatNumber(quantity)} x ${product}`,
    paragraph: (userName: string) => `${userName} has written about their quote.`,
    link: "Reply on the quote's page",
  },
};
