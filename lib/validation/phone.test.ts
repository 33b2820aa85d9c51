import { describe, expect, it } from 'vitest';
import { checkoutTexts } from '@/lib/texts';
import { checkoutSchema } from './checkout';
import { phoneField } from './orders';
import { isBangladeshiMobile, mobileNumber } from './phone';
import { quoteRequestSchema } from './quotes';
import { profileSchema } from './users';

/** Every way the rule lets a customer type 01711000111. */
const SAME_NUMBER = [
  '01711000111',
  ' 01711000111 ',
  '0171-100-0111',
  '017 1100 0111',
  '8801711000111',
  '+8801711000111',
  '+880 1711-000111',
  '+88 01711 000111',
  '০১৭১১০০০১১১',
  '+৮৮০১৭১১০০০১১১',
  '+৮৮০ ১৭১১-০০০১১১',
  '০১৭১১000১১১',
];

const NOT_MOBILE = [
  '',
  '12345',
  '01711-22',
  '0171100011', // 10 digits
  '017110001112', // 12 digits
  '01211000111', // no operator 2
  '০১২১১০০০১১১',
  '+01711000111', // a plus without the country code
  '+8801211000111',
  '88801711000111',
  '1711000111',
  '+880 1711 000 11',
  '01711.000.111',
  '0171100011a',
  '٠١٧١١٠٠٠١١١', // Arabic-Indic digits are not read as digits
];

describe("the shop's one phone rule", () => {
  it.each(SAME_NUMBER)('reads %j as 01711000111', (typed) => {
    expect(isBangladeshiMobile(typed)).toBe(true);
    expect(mobileNumber(typed.trim())).toBe('01711000111');
  });

  it.each(NOT_MOBILE)('refuses %j', (typed) => {
    expect(isBangladeshiMobile(typed)).toBe(false);
  });

  it('takes every operator digit from 3 to 9', () => {
    for (const operator of '3456789') expect(isBangladeshiMobile(`01${operator}11000111`)).toBe(true);
    for (const operator of '012') expect(isBangladeshiMobile(`01${operator}11000111`)).toBe(false);
  });
});

/** What each schema with a phone number makes of `typed`: the stored number, or its messages for the field. */
const SCHEMAS = {
  'Buy Now (orderSchema)': (typed: unknown) => phoneField.safeParse(typed),
  'the checkout': (typed: unknown) => checkoutSchema.shape.phone.safeParse(typed),
  'a quote request': (typed: unknown) => quoteRequestSchema.shape.phone.safeParse(typed),
  'the profile': (typed: unknown) => profileSchema.shape.number.safeParse(typed),
};
const INVALID = {
  'Buy Now (orderSchema)': 'Provide a valid Phone',
  'the checkout': checkoutTexts.phoneRule,
  'a quote request': 'Provide a valid Phone',
  'the profile': 'Provide a valid Number',
};
const REQUIRED = {
  'Buy Now (orderSchema)': 'Phone is Required',
  'the checkout': 'Phone is Required',
  'a quote request': 'Phone is Required',
  'the profile': 'Number is Required',
};

describe.each(Object.keys(SCHEMAS) as (keyof typeof SCHEMAS)[])('the phone number of %s', (name) => {
  const parse = SCHEMAS[name];

  it.each(SAME_NUMBER)('stores %j as 01711000111', (typed) => {
    expect(parse(typed).data).toBe('01711000111');
  });

  it.each(NOT_MOBILE.filter(Boolean))('refuses %j with its own message', (typed) => {
    expect(parse(typed).error?.issues.map((issue) => issue.message)).toEqual([INVALID[name]]);
  });

  it('asks for a missing number with its own message', () => {
    expect(parse(undefined).error?.issues.map((issue) => issue.message)).toEqual([REQUIRED[name]]);
    expect(parse('  ').error?.issues[0]?.message).toBe(REQUIRED[name]);
  });
});

describe('the schemas with a phone number', () => {
  it('store the number a whole order, quote or profile gives in Latin digits', () => {
    const quote = quoteRequestSchema.parse({ toolId: 'a'.repeat(24), quantity: '১২০', wantedBy: '2999-01-01', phone: '+৮৮০১৮১১০০০২২২', address: 'Khulna' });
    expect(quote).toMatchObject({ quantity: 120, phone: '01811000222' });
    const checkout = checkoutSchema.parse({ phone: '০১৭১১-০০০১১১', address: 'Dhanmondi', district: 'Dhaka' });
    expect(checkout.phone).toBe('01711000111');
    const profile = profileSchema.parse({ name: 'Rina', number: '০১৫৫৫০০০১১১', address: 'Rajshahi' });
    expect(profile.number).toBe('01555000111');
  });
});
