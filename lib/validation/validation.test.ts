import { describe, expect, it } from 'vitest';
import { hasLocalMatch } from 'next/dist/shared/lib/match-local-pattern';
import { isOptimisedImagePath } from '@/lib/images/paths';
import nextConfig from '@/next.config';
import { isAcceptableImageUrl } from './tool-fields';
import { toolChangesSchema, toolSchema } from './tools';
import { RATINGS } from '@/models/Review';
import { wholeNumber } from './common';
import { orderSchema, quantityRuleMessage, startingQuantity } from './orders';
import { REVIEW_RATINGS } from './review-ratings';
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

  it("words the purchase rule as the shop does", () => {
    expect(quantityRuleMessage(10, 500)).toBe('Error: Minimum order quantity is 10 & maximum quantity is 500');
  });
});

describe('the tool image rule', () => {
  /** What the shop says of an image address: whether its rule takes it, and the tool form's messages for the field. */
  const verdictOn = (value: string) => ({
    acceptable: isAcceptableImageUrl(value),
    messages: toolSchema.shape.img.safeParse(value).error?.issues.map((issue) => issue.message) ?? [],
  });
  const accepts = 'accepts';
  const refuses = "refuses with the shop's message";

  it.each([
    [accepts, '/images/tools/notched-trowel.svg'],
    [accepts, '/images/banner/share.jpg'],
    [accepts, '/uploads/2026/trowel.png?v=2'],
    [accepts, 'https://cdn.example.com/tools/trowel.png'],
    [accepts, 'HTTPS://images.example.com.bd/x.jpg'],
    [refuses, '/\\evil.example/x.svg'],
    [refuses, '\\\\evil.example/x.svg'],
    [refuses, '//evil.example/x.svg'],
    [refuses, '/.//evil.example/x.svg'],
    [refuses, '/images/../..//evil.example/x.png'],
    [refuses, '/images//evil.example/x.png'],
    [refuses, '/%2F%2Fevil.example/x.png'],
    [refuses, '/%5Cevil.example/x.png'],
    [refuses, '/images/\tx.png'],
    [refuses, '/images/x\n.png'],
    [refuses, 'javascript:alert(1)'],
    [refuses, 'data:image/svg+xml,<svg onload=alert(1)>'],
    [refuses, 'https://user:pass@cdn.example.com/x.png'],
    [refuses, 'https://localhost/x.png'],
    [refuses, 'ftp://cdn.example.com/x.png'],
    // Every page's security policy allows https pictures only: an http one would show broken.
    [refuses, 'http://images.example.com.bd/x.jpg'],
    [refuses, 'images/x.png'],
  ])('%s: %j', (verdict, value) => {
    const expected = verdict === accepts ? { acceptable: true, messages: [] } : { acceptable: false, messages: ['Provide a valid ImageUrl'] };
    expect(verdictOn(value)).toEqual(expected);
  });

  it('refuses a URL over 2048 characters', () => {
    const { acceptable, messages } = verdictOn(`/${'a'.repeat(3000)}.png`);
    expect(acceptable).toBe(false);
    expect(messages).toContain('ImageUrl must be at most 2048 characters');
  });
});

describe('the images the optimiser fetches', () => {
  it("agree with next.config's patterns, so StaticImage never sends the optimiser a path it refuses", () => {
    const patterns = nextConfig('phase-production-server').images?.localPatterns;
    expect(patterns).toBeDefined();
    for (const path of ['/images/tools/notched-trowel.svg', '/images/banner/share.jpg', '/images//x.png', '/images/\\x.png', '/images/a/b/c.png', '/images/A/x.png', '/images/tools/%5Cx.png', '/other/x.png', '/images/tools/x.png?v=1']) {
      expect(isOptimisedImagePath(path), path).toBe(hasLocalMatch(patterns, path));
    }
  });
});

describe('startingQuantity (the purchase page from the tool page picker)', () => {
  const tool = { minimum: 5, stock: 2000 };
  it('takes a whole number within the minimum and the stock', () => {
    expect(startingQuantity('12', tool)).toBe(12);
    expect(startingQuantity(['40', '9'], tool)).toBe(40);
  });
  it('brings numbers outside the bounds within them', () => {
    expect(startingQuantity('1', tool)).toBe(5);
    expect(startingQuantity('0', tool)).toBe(5);
    expect(startingQuantity('999999999', tool)).toBe(2000);
    // Less stock than the minimum: the minimum (the page then offers a quote).
    expect(startingQuantity('50', { minimum: 10, stock: 3 })).toBe(10);
  });
  it('ignores hostile and malformed values, starting at the minimum', () => {
    for (const value of [undefined, '', '-3', '2.5', '1e6', '12abc', '0x10', ' ', '9999999999999', '<script>', [], {}, 7]) {
      expect(startingQuantity(value, tool), JSON.stringify(value)).toBe(5);
    }
  });
});

describe('tool specifications (size, material, pack, warranty)', () => {
  const tool = { name: 'Trowel', desc: 'Steel', price: 450, minimum: 2, stock: 40, img: '/images/tools/notched-trowel.svg' };
  it('are optional, trimmed, and an empty one means "not set" (null, which an edit clears)', () => {
    expect(toolSchema.parse(tool)).not.toHaveProperty('size');
    expect(toolSchema.parse({ ...tool, size: ' 10 mm notch ', material: '' })).toMatchObject({ size: '10 mm notch', material: null });
    expect(toolChangesSchema.parse({ warranty: '' })).toEqual({ warranty: null });
  });
  it('refuse what is not short text, with the field named', () => {
    const long = toolSchema.safeParse({ ...tool, pack: 'x'.repeat(121) });
    expect(long.success).toBe(false);
    expect(long.error!.issues[0]!.message).toBe('Pack must be at most 120 characters');
    expect(toolSchema.safeParse({ ...tool, material: { $gt: '' } }).error!.issues[0]!.message).toBe('Material must be text');
  });
});
