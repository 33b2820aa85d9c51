/** টুল যোগ, সম্পাদনা ও ব্যবস্থাপনা (lib/texts/en/admin-tools.ts-এর বাংলা)। */
import type { Catalogue } from '../catalogue-type';
// The labels are the schemas' field labels in Bangla (./messages.ts), where every page's words are.
import { fieldLabels } from './messages';

export const adminToolTexts: Catalogue['adminToolTexts'] = {
  name: 'নাম',
  description: 'বিবরণ',
  price: 'দাম (টাকা)',
  minimum: 'ন্যূনতম অর্ডারের পরিমাণ',
  stock: 'স্টক',
  imageUrl: 'ছবির URL',
  imageUrlPlaceholder: 'https://... অথবা /images/tools/...',
  photo: 'অথবা একটি ছবি আপলোড করুন',
  photoHint: 'JPEG, PNG বা WebP, সর্বোচ্চ ৫ MB। ছবি দিলে সেটি ছবির URL-এর জায়গা নেয়।',
  specifications: 'বৈশিষ্ট্য (ঐচ্ছিক; দেওয়া থাকলে টুলের পেজে দেখানো হয়)',
  saveTool: 'টুল সংরক্ষণ করুন',
  addTool: 'টুল যোগ করুন',
  tableLabel: 'টুলস',
  caption:
    'ক্যাটালগের সব টুল, নতুনগুলো আগে। "সম্পাদনা" এখানেই দাম, ন্যূনতম অর্ডার বা স্টক বদলায়; "টুল সম্পাদনা" প্রতিটি তথ্য ও ছবি বদলায়।',
  columns: { image: 'ছবি', name: 'নাম', price: 'দাম', minimum: 'ন্যূনতম অর্ডার', stock: 'স্টক' },
  actions: 'করণীয়',
  noTools: 'এখনও কোনো টুল তালিকায় নেই।',
  fieldOf: (field, tool) => `${tool}-এর ${field}`,
  editLabel: (tool) => `${tool} সম্পাদনা করুন`,
  edit: 'সম্পাদনা',
  save: 'সংরক্ষণ করুন',
  saveLabel: (tool) => `${tool} সংরক্ষণ করুন`,
  cancel: 'বাতিল',
  cancelLabel: (tool) => `${tool}-এর সম্পাদনা বাতিল করুন`,
  editTool: 'টুল সম্পাদনা',
  editToolLabel: (tool) => `টুল সম্পাদনা: ${tool}`,
  delete: {
    button: 'মুছুন',
    label: (tool) => `${tool} মুছুন`,
    detail: (tool) => `${tool} ক্যাটালগ থেকে সরিয়ে নেওয়া হবে। আগে দেওয়া অর্ডারগুলোতে এর তথ্য যেমন আছে তেমনই থাকবে।`,
    confirm: 'হ্যাঁ, মুছুন',
  },
};

/** The names of a tool's specifications, as its page and the tool form show them. */
export const specificationLabels: Catalogue['specificationLabels'] = {
  size: fieldLabels.Size,
  material: fieldLabels.Material,
  pack: fieldLabels.Pack,
  warranty: fieldLabels.Warranty,
};

/** A tool's name and description in Bangla, as the tool form and its messages name them. */
export const banglaLabels: Catalogue['banglaLabels'] = {
  nameBn: fieldLabels['Name in Bangla'],
  descBn: fieldLabels['Description in Bangla'],
};

/** A box of the tool form that may stay empty: "বাংলায় নাম (ঐচ্ছিক)". */
export const optionalLabel: Catalogue['optionalLabel'] = (label: string) => `${label} (ঐচ্ছিক)`;
