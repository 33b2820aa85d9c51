import { describe, expect, it } from 'vitest';
import { cartLineSchema, cartMergeSchema } from './cart';
import { checkoutSchema } from './checkout';
import { wholeNumber } from './common';
import { deliverySettingsSchema } from './delivery';
import { confirmSchema, orderSchema, startingQuantity } from './orders';
import { quoteAnswerSchema, quoteRequestSchema } from './quotes';
import { toolChangesSchema, toolStockAndPriceSchema } from './tools';

/** Digits typed in either script (docs/texts.md, "Digits in either script"): the schemas read both, and give Latin numbers. */
describe('whole numbers typed in Bangla digits', () => {
  const price = wholeNumber('Price', { min: 0, max: 10_000 });

  it('read as the same number as Latin digits, mixed or not', () => {
    expect(price.parse('৬৫০০')).toBe(6500);
    expect(price.parse(' ১২ ')).toBe(12);
    expect(price.parse('১2')).toBe(12);
    expect(price.parse('০')).toBe(0);
  });

  it('keep the same bounds and messages', () => {
    for (const bad of ['১০০০১', '১২.৫', '-১', '১e২', '১ ২', '']) {
      expect(price.safeParse(bad).error?.issues.map((issue) => issue.message), bad).toEqual(['Provide a valid Price']);
    }
    expect(wholeNumber('Stock', { min: -5, max: 5 }).parse('-৫')).toBe(-5);
  });

  it('leave JSON numbers as they are', () => {
    expect(price.parse(6500)).toBe(6500);
    expect(price.safeParse(12.5).success).toBe(false);
  });
});

describe('the schemas with numbers', () => {
  const toolId = 'a'.repeat(24);

  it('Buy Now: a quantity in Bangla digits', () => {
    expect(orderSchema.parse({ toolId, quantity: '১০০', phone: '০১৭১১০০০১১১', address: 'Dhaka' })).toMatchObject({
      quantity: 100,
      phone: '01711000111',
    });
    expect(orderSchema.parse({ toolId, quantity: 100, phone: '01711000111', address: 'Dhaka' }).quantity).toBe(100);
  });

  it('the cart: a line and a merged cart', () => {
    expect(cartLineSchema.parse({ quantity: '৫০' })).toEqual({ quantity: 50 });
    expect(cartMergeSchema.parse([{ toolId, quantity: '২' }])).toEqual([{ toolId, quantity: 2 }]);
  });

  it('the delivery charges', () => {
    expect(deliverySettingsSchema.parse({ insideDhaka: '৮০', outsideDhaka: '১৫০', freeFrom: '২০০০০' })).toEqual({
      insideDhaka: 80,
      outsideDhaka: 150,
      freeFrom: 20_000,
    });
    expect(deliverySettingsSchema.safeParse({ insideDhaka: '১০০০০০১', outsideDhaka: 1, freeFrom: 1 }).error?.issues[0]?.message).toBe(
      'Inside Dhaka must be a whole number of BDT from 0 to 1,000,000',
    );
  });

  it('the checkout: its phone and district; what the page was shown stays JSON numbers', () => {
    const parsed = checkoutSchema.parse({ phone: '+৮৮০ ১৭১১ ০০০১১১', address: 'Mirpur', district: 'Dhaka', expected: { deliveryCharge: 80 } });
    expect(parsed).toMatchObject({ phone: '01711000111', expected: { deliveryCharge: 80 } });
  });

  it('quotes: the quantity asked for and the unit price answered', () => {
    expect(quoteRequestSchema.parse({ toolId, quantity: '১২০০', wantedBy: '2999-01-01', phone: '01711000111', address: 'A' }).quantity).toBe(1200);
    expect(quoteAnswerSchema.parse({ unitPrice: '৪৫০', deliveryBy: '2999-01-01', validUntil: '2999-01-01' }).unitPrice).toBe(450);
  });

  it("the admins' tool forms: price, minimum order and stock (Add Tool, Edit Tool, Manage Tools)", () => {
    expect(toolStockAndPriceSchema.parse({ price: '৪৫০', minimum: '১০', stock: '৫০০' })).toEqual({ price: 450, minimum: 10, stock: 500 });
    expect(toolChangesSchema.parse({ stock: '৪৯০', expectedStock: '৫০০' })).toMatchObject({ stock: 490, expectedStock: 500 });
    expect(toolStockAndPriceSchema.safeParse({ price: '১২.৫', minimum: 1, stock: 1 }).error?.issues[0]?.message).toBe('Provide a valid Price');
  });

  it("an old client's confirmation: the price", () => {
    expect(confirmSchema.parse({ name: 'Trowel', price: '৯০০' }).price).toBe(900);
  });

  it("the purchase page's starting quantity from the address (?quantity=)", () => {
    const tool = { minimum: 10, stock: 500 };
    expect(startingQuantity('২৫', tool)).toBe(25);
    expect(startingQuantity(['৩০', '40'], tool)).toBe(30);
    expect(startingQuantity('৯৯৯৯', tool)).toBe(500);
    expect(startingQuantity('১.৫', tool)).toBe(10);
  });
});
