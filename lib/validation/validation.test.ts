import { describe, expect, it } from 'vitest';
import { RATINGS } from '@/models/Review';
import { wholeNumber } from './common';
import { orderSchema, quantityRuleMessage } from './orders';
import { REVIEW_RATINGS } from './reviews';
import { isProfileUpdate, profileSchema, tokenRequestSchema } from './users';

describe('payload schemas', () => {
  it('rate reviews exactly as the Review model stores them', () => {
    expect(REVIEW_RATINGS).toEqual(RATINGS);
  });

  it('take whole numbers as JSON numbers or digit strings, nothing else', () => {
    const price = wholeNumber('Price', { min: 0, max: 100 });
    expect(price.parse(12)).toBe(12);
    expect(price.parse(' 12 ')).toBe(12);
    for (const bad of [12.5, '12.5', '-1', 101, '1e2', true, { $gt: '' }, null]) {
      expect(price.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(price.safeParse(undefined).error?.issues[0]?.message).toBe('Price is Required');
  });

  it('refuse operators where a string belongs, and strings over the cap', () => {
    const base = { product: 'Trowel', quantity: 2, phone: '01711000000', address: 'Dhaka' };
    expect(orderSchema.safeParse(base).success).toBe(true);
    expect(orderSchema.safeParse({ ...base, product: { $gt: '' } }).success).toBe(false);
    expect(orderSchema.safeParse({ ...base, address: 'x'.repeat(501) }).success).toBe(false);
    expect(orderSchema.safeParse({ ...base, product: undefined }).error?.issues[0]?.message).toBe('Product is Required');
  });

  it('tell a token request from a profile update by its fields', () => {
    expect(isProfileUpdate({ email: 'a@b.co' })).toBe(false);
    expect(tokenRequestSchema.parse({ email: ' A@B.co ' })).toEqual({ email: 'a@b.co' });
    expect(isProfileUpdate({ name: 'A', email: 'a@b.co' })).toBe(true);
    expect(profileSchema.safeParse({ name: 'A' }).error?.issues.map((issue) => issue.message)).toEqual([
      'Number is Required',
      'Address is Required',
    ]);
  });

  it("words the purchase rule as the spec does", () => {
    expect(quantityRuleMessage(10, 500)).toBe('Error: Minimum order quantity is 10 & maximum quantity is 500');
  });
});
