/** The languages the shop's figures are written in: English now, Bangla for the pages under /bn. */
export type Language = 'en' | 'bn';

/**
 * The one place counts become text: stock, quantities, minimum orders, numbers of reviews, orders and actions,
 * statistics. Grouped as prices are (lib/domain/money.ts, the same locales), so 2000 reads "2,000" beside "BDT 2,000", and
 * in Bangla "২,০০০" beside "৳২,০০০", with lakh grouping (১২,০০,০০০).
 */
const count: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-BD', { maximumFractionDigits: 2 }),
  bn: new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 2 }),
};

export function formatNumber(value: number, language: Language = 'en'): string {
  return count[language].format(value);
}

/** Bangla digits, U+09E6 (০) to U+09EF (৯). */
const BANGLA_DIGIT = /[\u09e6-\u09ef]/g;

/**
 * Digits typed in either script as Latin digits ("০১৭১১০০০১১১" is "01711000111"); every other character stays as
 * it is. Every schema that reads a number, a phone number or a page number from text reads it through this
 * (docs/texts.md, "Digits in either script"), so what is stored is always written in Latin digits.
 */
export function latinDigits(text: string): string {
  return text.replace(BANGLA_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

const year: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-BD', { useGrouping: false }),
  bn: new Intl.NumberFormat('bn-BD', { useGrouping: false }),
};

/** A year, ungrouped: "2009", in Bangla "২০০৯". */
export function formatYear(value: number, language: Language = 'en'): string {
  return year[language].format(value);
}
