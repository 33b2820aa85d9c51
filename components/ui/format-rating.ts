import type { Language } from '@/lib/domain/i18n';

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** "4" for whole ratings, "4.3" otherwise; in Bangla digits on Bangla pages ("৪.৩"). Plain code, for server and browser. */
export function formatRating(rating: number, language: Language = 'en'): string {
  const text = Number.isInteger(rating) ? String(rating) : rating.toFixed(1);
  return language === 'en' ? text : text.replace(/\d/g, (digit) => BANGLA_DIGITS[Number(digit)]!);
}
