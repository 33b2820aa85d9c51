import { describe, expect, it } from 'vitest';
import { formatBDT } from './money';
import { formatNumber } from './numbers';

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
