import { describe, expect, test } from 'vitest';
import { formatNumber } from '../domain/numbers';
import * as bn from './bn';
import { textsFor } from './catalogue';
import * as en from './en';
import { clientBangla } from './client-bn';
import { clientEnglish } from './client-en';
import { translated } from './translate';
import { translatorOf } from './translator';

type Sentence = (...args: unknown[]) => unknown;

const english: object = en;

/** Every text of a catalogue by its dotted path ("refusals.tooManyOrders"): strings, sentences built from values, lists. */
function leaves(catalogue: object, path = '', found = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) leaves(value, `${path}${key}.`, found);
    else found.set(`${path}${key}`, value);
  }
  return found;
}

const englishLeaves = leaves(english);
const banglaLeaves = leaves(bn);

/**
 * Texts with no Bangla words on purpose: names a machine reads (the Payments table's columns), product names, and the
 * language switch, which speaks the language it leads to.
 */
const NOT_BANGLA = new Set([
  'paymentTexts.columns.tranId',
  'paymentTexts.columns.valId',
  'layoutTexts.switchLabel',
  'portfolioTexts.projects.shop.stack',
  'portfolioTexts.projects.bazaar.stack',
  'portfolioTexts.projects.clinic.stack',
]);

const BANGLA_SCRIPT = /[\u0980-\u09ff]/;
const LATIN_DIGIT = /[0-9]/;

// A value of each kind a sentence takes: a name, a count, a list, none.
const SAMPLE_VALUES: unknown[] = ['Trowel', 12, ['pending', 'confirmed'], null];

/** Whether a text has words of its own to be written in: not a piece of punctuation ("-", "।"), nor only the values given. */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/Trowel|pending|confirmed/g, ''));
}

function clean(text: unknown): text is string {
  return typeof text === 'string' && !/NaN|undefined|null|\[object/.test(text);
}

/** Arguments both languages' sentences take cleanly (a name where a name goes, a count where a count goes). */
function sampleArguments(english: Sentence, bangla: Sentence): unknown[] | null {
  const choices = Array.from({ length: english.length }, () => SAMPLE_VALUES);
  const all = choices.reduce<unknown[][]>((done, options) => done.flatMap((prefix) => options.map((option) => [...prefix, option])), [[]]);
  return (
    all.find((args) => {
      try {
        return clean(english(...args)) && clean(bangla(...args));
      } catch {
        return false;
      }
    }) ?? null
  );
}

/** Every Bangla text as a page shows it: the strings, and each sentence built from sample values. */
function banglaTexts(): { path: string; text: string }[] {
  return [...banglaLeaves].flatMap(([path, value]) => {
    if (typeof value === 'string') return [{ path, text: value }];
    if (typeof value !== 'function') return [];
    const englishSentence = englishLeaves.get(path);
    if (typeof englishSentence !== 'function') return [];
    const args = sampleArguments(englishSentence as Sentence, value as Sentence);
    return [{ path, text: args ? String((value as Sentence)(...args)) : `(no sample arguments work for ${path})` }];
  });
}

describe('the Bangla catalogue', () => {
  test('has every section, key and parameter of the English one, and nothing else', () => {
    const missing = [...englishLeaves.keys()].filter((path) => !banglaLeaves.has(path));
    const extra = [...banglaLeaves.keys()].filter((path) => !englishLeaves.has(path));
    const differentShape = [...englishLeaves].flatMap(([path, value]) => {
      const bangla = banglaLeaves.get(path);
      if (bangla === undefined) return [];
      if (typeof value !== typeof bangla || Array.isArray(value) !== Array.isArray(bangla)) return [`${path}: ${typeof value} in English`];
      if (typeof value === 'function' && typeof bangla === 'function' && value.length !== bangla.length) {
        return [`${path}: ${value.length} parameters in English, ${bangla.length} in Bangla`];
      }
      return [];
    });
    expect({ missing, extra, differentShape }).toEqual({ missing: [], extra: [], differentShape: [] });
  });

  test('textsFor gives each language its catalogue', () => {
    expect(textsFor('en').refusals.signInFirst).toBe(en.refusals.signInFirst);
    expect(textsFor('bn').refusals.signInFirst).toBe(bn.refusals.signInFirst);
  });

  test('is written in Bangla, except for the technical names listed', () => {
    const notBangla = banglaTexts()
      .filter(({ path, text }) => !NOT_BANGLA.has(path) && hasWords(text) && !BANGLA_SCRIPT.test(text))
      .map(({ path, text }) => `${path}: ${text}`);
    expect(notBangla).toEqual([]);
  });

  test('writes its figures in Bangla digits', () => {
    const latin = banglaTexts()
      .filter(({ text }) => LATIN_DIGIT.test(text))
      .map(({ path, text }) => `${path}: ${text}`);
    expect(latin).toEqual([]);
  });
});

/**
 * The whole numbers written in `text` in Bangla digits, each as written and as formatNumber groups it (lakhs). A
 * number starting with ০ is a code (a phone number), not an amount.
 */
function banglaNumbers(text: string): { written: string; expected: string }[] {
  return [...text.matchAll(/(?<![০-৯,])(?:[১-৯][০-৯,]*|০(?![০-৯]))/g)].map(([written]) => {
    const latin = written.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)).replace(/,/g, '');
    return { written, expected: formatNumber(Number(latin), 'bn') };
  });
}

describe('translated', () => {
  const MB = 1024 * 1024;
  const cases: [string, string][] = [
    [en.fieldMessages.required('Name'), 'নাম দেওয়া আবশ্যক'],
    [en.fieldMessages.required('Wanted by'), 'যে তারিখের মধ্যে দরকার দেওয়া আবশ্যক'],
    [en.fieldMessages.invalid('Email'), 'সঠিক ই-মেইল দিন'],
    [en.fieldMessages.passwordTooShort, 'কমপক্ষে ৬ অক্ষরের হতে হবে'],
    [en.fieldMessages.tooLong('Message', 5000), 'বার্তা সর্বোচ্চ ৫,০০০ অক্ষরের হতে পারে'],
    [en.fieldMessages.quantityRule(10, 2500), 'ত্রুটি: সর্বনিম্ন অর্ডারের পরিমাণ ১০ এবং সর্বোচ্চ পরিমাণ ২,৫০০'],
    [en.fieldMessages.quantityRule(1, 1_200_000), 'ত্রুটি: সর্বনিম্ন অর্ডারের পরিমাণ ১ এবং সর্বোচ্চ পরিমাণ ১২,০০,০০০'],
    [en.fieldMessages.wholeTaka('Inside Dhaka', 1_000_000), 'ঢাকার ভেতরে ০ থেকে ১০,০০,০০০ টাকার মধ্যে একটি পূর্ণ সংখ্যা হতে হবে'],
    [en.fieldMessages.exportStatus(['pending', 'shipped']), 'স্ট্যাটাস এগুলোর একটি হতে হবে: all, pending, shipped'],
    [en.refusals.signInFirst, 'চালিয়ে যেতে লগইন করুন।'],
    [en.refusals.tooManyOrders(5), 'আপনি অল্প সময়ের মধ্যে অনেকগুলো অর্ডার দিয়েছেন। অনুগ্রহ করে ৫ মিনিট পরে আবার চেষ্টা করুন।'],
    [en.refusals.tooManyOrders(1), 'আপনি অল্প সময়ের মধ্যে অনেকগুলো অর্ডার দিয়েছেন। অনুগ্রহ করে ১ মিনিট পরে আবার চেষ্টা করুন।'],
    [en.refusals.priceChangedMeanwhile(6500), 'আপনি অর্ডার করার সময় দাম বদলে প্রতিটি ৳৬,৫০০ হয়েছে। নতুন মোট দাম দেখে নিয়ে আবার অর্ডার করুন।'],
    [en.refusals.priceChangedMeanwhile(1_250_000.5), 'আপনি অর্ডার করার সময় দাম বদলে প্রতিটি ৳১২,৫০,০০০.৫০ হয়েছে। নতুন মোট দাম দেখে নিয়ে আবার অর্ডার করুন।'],
    [en.refusals.formTooLarge(5 * MB), 'ফর্মটি ৫ MB-এর চেয়ে বড়।'],
    [en.refusals.bodyTooLarge(64 * 1024), 'রিকোয়েস্টের বডি ৬৪ kB-এর চেয়ে বড়।'],
    [en.refusals.orderNotCancellable('shipped'), 'এই অর্ডারটি এখন shipped অবস্থায় আছে; শুধু অপেক্ষমাণ ও নিশ্চিত অর্ডার বাতিল করা যায়।'],
    [en.checkoutTexts.lineStock('Notched trowel', 30, 10), 'Notched trowel: মাত্র ৩০টি বাকি আছে (সর্বনিম্ন অর্ডার ১০)।'],
    [en.checkoutTexts.lineStock('Notched trowel', 3, 10), 'Notched trowel স্টকে নেই।'],
    [en.checkoutTexts.deliveryChanged(0), 'ডেলিভারি এখন ফ্রি।'],
    [en.checkoutTexts.deliveryChanged(120), 'ডেলিভারি চার্জ এখন ৳১২০।'],
    [en.checkoutTexts.phoneRule, 'বাংলাদেশের একটি সঠিক মোবাইল নম্বর দিন, যেমন ০১৭১১০০০১১১'],
  ];

  test.each(cases)('%s', (message, expected) => {
    const result = translated(message, 'bn');
    expect(result).toBe(expected);
    expect(result).not.toMatch(LATIN_DIGIT);
    for (const { written, expected: grouped } of banglaNumbers(result)) expect(written).toBe(grouped);
  });

  test('leaves a message the catalogue does not have as it is', () => {
    expect(translated('Something the catalogue never says', 'bn')).toBe('Something the catalogue never says');
    // Not read as some "{a} of {b}" of the catalogue: too few words of its own to be trusted.
    expect(translated('Refund of the payment failed', 'bn')).toBe('Refund of the payment failed');
    expect(translated('', 'bn')).toBe('');
  });

  test('leaves English as it is', () => {
    expect(translated(en.fieldMessages.required('Name'), 'en')).toBe('Name is Required');
    expect(translated(en.refusals.tooManyOrders(5), 'en')).toBe(en.refusals.tooManyOrders(5));
  });

  test('leaves a label the catalogue does not know as it is, and translates the rest', () => {
    expect(translated(en.fieldMessages.required('Colour'), 'bn')).toBe('Colour দেওয়া আবশ্যক');
  });

  test('knows every field label the schemas use', () => {
    expect(Object.keys(bn.fieldLabels).sort()).toEqual(Object.keys(en.fieldLabels).sort());
    for (const [label, words] of Object.entries(en.fieldLabels)) expect(words).toBe(label);
  });
});

describe("a page's script's words (client-en.ts, client-bn.ts)", () => {
  test('come area by area, each section in one area, the same in both languages', () => {
    // Every area's module in each language (./client/en/*.ts, ./client/bn/*.ts), by the area's name.
    const areasIn = (modules: Record<string, object>) =>
      Object.fromEntries(Object.entries(modules).map(([file, area]) => [file.replace(/^.*\/(.*)\.ts$/, '$1'), area]));
    const english = areasIn(import.meta.glob<object>('./client/en/*.ts', { eager: true }));
    const bangla = areasIn(import.meta.glob<object>('./client/bn/*.ts', { eager: true }));
    const sections = (area: object) => Object.keys(area).sort();
    expect(Object.keys(bangla).sort()).toEqual(Object.keys(english).sort());
    for (const name of Object.keys(english)) expect(sections(bangla[name]!), name).toEqual(sections(english[name]!));
    const given = Object.values(english).flatMap(sections);
    // No section in two areas (an area given twice would shadow another's), and every one the browser reads is in one;
    // the server's messages only the translator reads.
    expect(new Set(given).size).toBe(given.length);
    expect([...given, 'fieldMessages', 'refusals', 'signInErrors'].sort()).toEqual(sections(clientEnglish));
    for (const [areas, catalogue] of [
      [english, en],
      [bangla, bn],
    ] as const) {
      for (const [name, area] of Object.entries(areas)) {
        const words = area as Record<string, unknown>;
        for (const section of Object.keys(words)) expect(words[section], `${name}.${section}`).toBe((catalogue as Record<string, unknown>)[section]);
      }
    }
  });

  test('are the same sections in both languages, and say the server\'s messages as the whole catalogues do', () => {
    expect(Object.keys(clientBangla).sort()).toEqual(Object.keys(clientEnglish).sort());
    const inBrowser = translatorOf(clientEnglish, clientBangla);
    for (const message of [
      en.fieldMessages.required('Name'),
      en.fieldMessages.quantityRule(10, 2500),
      en.refusals.tooManyOrders(5),
      en.refusals.priceChangedMeanwhile(6500),
      en.toasts.orderSaved,
      en.signInErrors['invalid-credential'] ?? en.refusals.signInFirst,
    ]) {
      expect(inBrowser(message), message).toBe(translated(message, 'bn'));
      expect(inBrowser(message), message).toMatch(/[\u0980-\u09ff]/);
    }
  });
});
