/**
 * The buying pages' words (docs/texts.md): the purchase page, the checkout and the districts it delivers to, and the
 * receipt. Their Bangla is lib/texts/bn/buying.ts. Paying for an order is the customer's orders' (./customer.ts).
 */
import type { District } from '../../domain/districts';
import { formatBDT } from '../../domain/money';
import { formatNumber } from '../../domain/numbers';

/** An order's printable receipt, or its confirmation while unpaid (docs/orders.md, "Receipts"). */
export const receiptTexts = {
  pageTitle: 'Receipt',
  backTo: (page: string) => `Back to ${page}`,
  print: 'Print receipt',
  receipt: 'Receipt',
  confirmation: 'Order confirmation',
  orderNumber: 'Order number',
  ordered: 'Ordered',
  status: 'Status',
  payment: 'Payment',
  customer: 'Customer',
  whatWasOrdered: 'What was ordered',
  product: 'Product',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  total: 'Total',
  totalPaid: 'Total paid',
  totalToPay: 'Total to pay',
  dates: 'Dates',
  thanks: (phone: string, email: string) =>
    `Thank you for your order. Prices are in Bangladeshi taka (BDT). Questions: ${phone}, ${email}.`,
  notPaid: 'This order is not paid yet: confirm it under My Order. Prices are in Bangladeshi taka (BDT).',
} as const;

/**
 * The 64 districts as the checkout lists them and the receipt names them; the stored value is always the English
 * name (lib/domain/districts.ts), which is also its English words.
 */
export const districtNames: Record<District, string> = {
  Bagerhat: 'Bagerhat',
  Bandarban: 'Bandarban',
  Barguna: 'Barguna',
  Barishal: 'Barishal',
  Bhola: 'Bhola',
  Bogura: 'Bogura',
  Brahmanbaria: 'Brahmanbaria',
  Chandpur: 'Chandpur',
  'Chapai Nawabganj': 'Chapai Nawabganj',
  Chattogram: 'Chattogram',
  Chuadanga: 'Chuadanga',
  "Cox's Bazar": "Cox's Bazar",
  Cumilla: 'Cumilla',
  Dhaka: 'Dhaka',
  Dinajpur: 'Dinajpur',
  Faridpur: 'Faridpur',
  Feni: 'Feni',
  Gaibandha: 'Gaibandha',
  Gazipur: 'Gazipur',
  Gopalganj: 'Gopalganj',
  Habiganj: 'Habiganj',
  Jamalpur: 'Jamalpur',
  Jashore: 'Jashore',
  Jhalokati: 'Jhalokati',
  Jhenaidah: 'Jhenaidah',
  Joypurhat: 'Joypurhat',
  Khagrachhari: 'Khagrachhari',
  Khulna: 'Khulna',
  Kishoreganj: 'Kishoreganj',
  Kurigram: 'Kurigram',
  Kushtia: 'Kushtia',
  Lakshmipur: 'Lakshmipur',
  Lalmonirhat: 'Lalmonirhat',
  Madaripur: 'Madaripur',
  Magura: 'Magura',
  Manikganj: 'Manikganj',
  Meherpur: 'Meherpur',
  Moulvibazar: 'Moulvibazar',
  Munshiganj: 'Munshiganj',
  Mymensingh: 'Mymensingh',
  Naogaon: 'Naogaon',
  Narail: 'Narail',
  Narayanganj: 'Narayanganj',
  Narsingdi: 'Narsingdi',
  Natore: 'Natore',
  Netrokona: 'Netrokona',
  Nilphamari: 'Nilphamari',
  Noakhali: 'Noakhali',
  Pabna: 'Pabna',
  Panchagarh: 'Panchagarh',
  Patuakhali: 'Patuakhali',
  Pirojpur: 'Pirojpur',
  Rajbari: 'Rajbari',
  Rajshahi: 'Rajshahi',
  Rangamati: 'Rangamati',
  Rangpur: 'Rangpur',
  Satkhira: 'Satkhira',
  Shariatpur: 'Shariatpur',
  Sherpur: 'Sherpur',
  Sirajganj: 'Sirajganj',
  Sunamganj: 'Sunamganj',
  Sylhet: 'Sylhet',
  Tangail: 'Tangail',
  Thakurgaon: 'Thakurgaon',
};

/** The checkout's words (docs/orders.md, "Checkout"). */
export const checkoutTexts = {
  title: 'Checkout',
  deliveryHeading: 'Delivery',
  summaryHeading: 'Your order',
  paymentHeading: 'Payment',
  phoneLabel: 'Mobile number',
  phoneHint: 'A Bangladeshi mobile number, for example 01711000111',
  phoneRule: 'Provide a valid Bangladeshi mobile number, for example 01711000111',
  addressLabel: 'Address',
  districtLabel: 'District',
  districtRule: 'Choose your district from the list',
  chooseDistrict: 'Choose a district',
  product: 'Product',
  quantity: 'Quantity',
  each: (price: string) => `${price} each`,
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  deliveryTo: (district: string | null) => (district ? `Delivery to ${district}` : 'Delivery'),
  free: 'Free',
  freeFrom: (amount: string) => `Delivery is free from ${amount}.`,
  total: 'Total',
  payOnline: 'Pay online now (card, bKash, Nagad, Rocket)',
  payCash: 'Cash on delivery',
  placeOrder: 'Place order',
  emptyCart: 'Your cart is empty: add tools to it first.',
  alreadyPlacing: 'This cart is being ordered right now (in another tab?). Look under My Order in a moment.',
  toTools: 'Browse our tools',
  adminsDoNotBuy: 'Admins do not buy: the checkout is for customers.',
  changedHeading: 'Your cart changed while you were checking out. Nothing was ordered; please check it and order again:',
  lineGone: (name: string) => `${name} is no longer sold.`,
  lineRemoved: 'A tool of your cart is no longer sold: it has been taken out of your cart.',
  lineStock: (name: string, stock: number, minimum: number) =>
    stock < minimum ? `${name} is out of stock.` : `${name}: only ${formatNumber(stock)} left (minimum order ${formatNumber(minimum)}).`,
  linePrice: (name: string, price: number) => `${name} now costs ${formatBDT(price)} each.`,
  deliveryChanged: (charge: number) => `Delivery now costs ${charge > 0 ? formatBDT(charge) : 'nothing'}.`,
  placed: 'Order placed',
} as const;

/** The purchase page of one tool (Buy Now): its title, its form, and the offer of a quote beyond the stock. */
export const purchaseTexts = {
  pageTitle: 'Purchase',
  heading: 'Place your order',
  name: 'Name',
  email: 'Email',
  quantity: 'Quantity',
  beyondStock: (stock: number, wanted: number) =>
    `We have ${formatNumber(stock)} in stock. For ${formatNumber(wanted)}, ask us for a quote: we answer with a price and a delivery date.`,
  requestQuote: 'Request a quote',
  total: 'Total:',
  phone: 'Phone number',
  address: 'Address',
  submit: 'Purchase',
  /** An admin on the purchase page: before and after the link to Placed Orders. */
  adminsCannotBuy: "Admins cannot place orders: Buy Now is for customers. Sign in with a customer account to buy this tool, or follow customers' orders under",
  placedOrders: 'Placed Orders',
} as const;

/**
 * Request a quote, on a tool's purchase page, for more than the stock (docs/orders.md). A quote's page names what was
 * asked with the same labels.
 */
export const quoteRequestTexts = {
  heading: 'Request a quote',
  intro:
    'Tell us how many you need and by when. We answer by e-mail with a price per unit, a delivery date and how long the offer stands; you accept it on your dashboard.',
  quantity: 'Quantity',
  wantedBy: 'Wanted by',
  phoneNumber: 'Phone number',
  deliveryAddress: 'Delivery address',
  noteOptional: 'Note (optional)',
  noteHint: 'Anything that helps us price it: delivery in lots, packing, a site contact.',
  send: 'Send quote request',
} as const;
