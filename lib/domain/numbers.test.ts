import { describe, expect, it } from 'vitest';
import { formatBDT } from './money';
import { formatNumber, latinDigits } from './numbers';

describe('formatNumber', () => {
  it('groups thousands as prices are grouped', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(40)).toBe('40');
    expect(formatNumber(2000)).toBe('2,000');
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatBDT(2000)).toBe(`BDT ${formatNumber(2000)}`);
  });

  it('keeps up to two decimals when a figure has them', () => {
    expect(formatNumber(4.25)).toBe('4.25');
    expect(formatNumber(1500.5)).toBe('1,500.5');
  });
});

describe('formatNumber in Bangla', () => {
  it('writes Bangla digits with lakh grouping', () => {
    expect(formatNumber(0, 'bn')).toBe('০');
    expect(formatNumber(6500, 'bn')).toBe('৬,৫০০');
    expect(formatNumber(1_200_000, 'bn')).toBe('১২,০০,০০০');
    expect(formatNumber(1500.5, 'bn')).toBe('১,৫০০.৫');
  });

  it('keeps English the default, unchanged', () => {
    expect(formatNumber(1_200_000, 'en')).toBe('1,200,000');
    expect(formatNumber(1_200_000)).toBe('1,200,000');
  });
});

describe('latinDigits', () => {
  it('reads digits typed in either script as Latin digits', () => {
    expect(latinDigits('০১৭১১০০০১১১')).toBe('01711000111');
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(latinDigits('+৮৮০ 17১১-000১১১')).toBe('+880 1711-000111');
  });

  it('leaves everything else as it is', () => {
    expect(latinDigits('01711000111')).toBe('01711000111');
    expect(latinDigits('')).toBe('');
    // Bangla letters beside the digits (U+09E5 and U+09F0 bound the digits' block) and other scripts' digits.
    expect(latinDigits('ঢাকা ১২০৫')).toBe('ঢাকা 1205');
    expect(latinDigits('\u09e5\u09f0')).toBe('\u09e5\u09f0');
    expect(latinDigits('٣')).toBe('٣');
  });

  it('is the inverse of Bangla number formatting for whole numbers', () => {
    for (const value of [0, 7, 42, 1205, 987654]) expect(Number(latinDigits(formatNumber(value, 'bn').replace(/,/g, '')))).toBe(value);
  });
});
