import { describe, expect, it } from 'vitest';
import { formatBDT } from './money';

describe('formatBDT', () => {
  it('shows whole taka with the BDT code and thousands separators', () => {
    expect(formatBDT(6500)).toBe('BDT 6,500');
    expect(formatBDT(150)).toBe('BDT 150');
    expect(formatBDT(1_234_567)).toBe('BDT 1,234,567');
  });

  it('keeps paisa when there are any', () => {
    expect(formatBDT(99.5)).toBe('BDT 99.50');
  });
});

describe('formatBDT in Bangla', () => {
  it('writes the taka sign before the amount, without a space, in Bangla digits with lakh grouping', () => {
    expect(formatBDT(6500, 'bn')).toBe('৳৬,৫০০');
    expect(formatBDT(150, 'bn')).toBe('৳১৫০');
    expect(formatBDT(1_200_000, 'bn')).toBe('৳১২,০০,০০০');
    expect(formatBDT(0, 'bn')).toBe('৳০');
  });

  it('keeps paisa when there are any, and a sign before the taka sign', () => {
    expect(formatBDT(99.5, 'bn')).toBe('৳৯৯.৫০');
    expect(formatBDT(-6500, 'bn')).toBe('-৳৬,৫০০');
  });

  it('keeps English the default, unchanged', () => {
    expect(formatBDT(6500, 'en')).toBe('BDT 6,500');
    expect(formatBDT(1_200_000)).toBe('BDT 1,200,000');
  });
});
