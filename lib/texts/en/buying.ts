/**
 * The buying pages' words (docs/texts.md): signing in (login, register, reset password, admins only), Buy Now, the
 * receipt, and the districts the checkout delivers to. Their Bangla is lib/texts/bn/buying.ts. The cart's, the
 * checkout's, the purchase page's and the payment page's own words are the sections of lib/texts/en.ts.
 */
import type { District } from '../../districts';

/** The login, register, reset password and admins-only pages (docs/identity.md). */
export const authPageTexts = {
  login: {
    title: 'Login',
    passwordChanged: 'Your password has been changed. Log in with your new password.',
    email: 'Email',
    password: 'Password',
    forgotPassword: 'Forgot password?',
    /** Login errors are shown prefixed, word for word as the old shop did (docs/texts.md). */
    error: (message: string) => `Error: ${message}`,
    busy: 'Logging in',
    submit: 'Login',
    newHere: 'New to Mrittika Ceramic Tools?',
    createAccount: 'Create a new account',
  },
  register: {
    title: 'Sign Up',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    busy: 'Creating your account',
    submit: 'Sign Up',
    haveAccount: 'Already have an account?',
    pleaseLogin: 'Please login',
  },
  reset: {
    title: 'Reset your password',
    heading: 'Choose a new password',
    newPassword: 'New password',
    newPasswordAgain: 'New password again',
    busy: 'Saving your new password',
    submit: 'Set new password',
    goToLogin: 'Go to login',
  },
  notAllowed: {
    title: 'Admins only',
    body: "That page is for the shop's admins. You are being signed out, so that you can log in with an admin account.",
    signOut: 'Sign out and log in as an admin',
  },
  google: {
    or: 'OR',
    continue: 'Continue with Google',
  },
} as const;

/** Buy Now, on a tool's card and its page, and what admins read instead. */
export const buyNowTexts = {
  buyNow: 'Buy Now',
  // Starts with the button's visible words, so that a voice command of what is seen reaches it (WCAG 2.5.3).
  label: (tool: string) => `Buy Now: ${tool}`,
  adminsCannotBuy: 'Admins cannot place orders',
  adminsCannotBuyReason: 'Admins cannot place orders.',
} as const;

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
 * name (lib/districts.ts), which is also its English words.
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
