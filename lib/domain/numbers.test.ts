import { describe, expect, it } from 'vitest';
import type { Language } from './i18n';
import { formatBDT } from './money';
import { formatNumber, latinDigits } from './numbers';

describe('formatNumber', () => {
  it.each<[Language | undefined, number, string]>([
    // English, the default: thousands grouped as prices are grouped, up to two decimals when a figure has them.
    [undefined, 0, '0'],
    [undefined, 40, '40'],
    [undefined, 2000, '2,000'],
    [undefined, 1_234_567, '1,234,567'],
    [undefined, 4.25, '4.25'],
    [undefined, 1500.5, '1,500.5'],
    ['en', 1_200_000, '1,200,000'],
    // Bangla: Bangla digits with lakh grouping.
    ['bn', 0, '০'],
    ['bn', 6500, '৬,৫০০'],
    ['bn', 1_200_000, '১২,০০,০০০'],
    ['bn', 1500.5, '১,৫০০.৫'],
  ])('in %s writes %d as %s', (language, value, written) => {
    expect(formatNumber(value, language)).toBe(written);
  });

  it('groups thousands as prices are grouped', () => {
    expect(formatBDT(2000)).toBe(`BDT ${formatNumber(2000)}`);
  });
});

describe('latinDigits', () => {
  it.each([
    // Digits typed in either script are read as Latin digits.
    ['০১৭১১০০০১১১', '01711000111'],
    ['০১২৩৪৫৬৭৮৯', '0123456789'],
    ['+৮৮০ 17১১-000১১১', '+880 1711-000111'],
    // Everything else stays as it is: Bangla letters beside the digits (U+09E5 and U+09F0 bound the digits' block)
    // and other scripts' digits.
    ['01711000111', '01711000111'],
    ['', ''],
    ['ঢাকা ১২০৫', 'ঢাকা 1205'],
    ['\u09e5\u09f0', '\u09e5\u09f0'],
    ['٣', '٣'],
  ])('reads %j as %j', (typed, read) => {
    expect(latinDigits(typed)).toBe(read);
  });

  it('is the inverse of Bangla number formatting for whole numbers', () => {
    for (const value of [0, 7, 42, 1205, 987654]) expect(Number(latinDigits(formatNumber(value, 'bn').replace(/,/g, '')))).toBe(value);
  });
});
