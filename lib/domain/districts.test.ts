import { describe, expect, it } from 'vitest';
import { deliveryZone, DISTRICTS, isDistrict } from './districts';

describe('the districts of Bangladesh', () => {
  it('are 64, each once, in alphabetical order', () => {
    expect(DISTRICTS).toHaveLength(64);
    expect(new Set(DISTRICTS).size).toBe(64);
    expect([...DISTRICTS]).toEqual([...DISTRICTS].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('are told apart from anything else, spelt exactly', () => {
    for (const district of DISTRICTS) expect(isDistrict(district), district).toBe(true);
    for (const other of ['dhaka', ' Dhaka', 'Dhaka ', 'Chittagong', 'Comilla', '', 'Dhaka Division', 42, null, undefined, { district: 'Dhaka' }]) {
      expect(isDistrict(other), String(other)).toBe(false);
    }
  });

  it('put Dhaka inside Dhaka and the other 63 outside', () => {
    expect(deliveryZone('Dhaka')).toBe('insideDhaka');
    const outside = DISTRICTS.filter((district) => district !== 'Dhaka');
    expect(outside).toHaveLength(63);
    for (const district of outside) expect(deliveryZone(district), district).toBe('outsideDhaka');
    // Next to Dhaka, but districts of their own.
    expect(['Gazipur', 'Narayanganj', 'Munshiganj', 'Manikganj'].map((name) => deliveryZone(name as never))).toEqual(
      Array(4).fill('outsideDhaka'),
    );
  });
});
