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
