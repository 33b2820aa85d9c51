import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkContactMessage } from '@/components/shop/contact-submit';
import { schemaResolver } from '@/components/ui/schema-form';
import { checkPassword, registerAccount } from '@/lib/data/accounts';
import { receiveContactMessage } from '@/lib/data/contact';
import { fieldErrors } from '@/lib/http/answers';
import { ContactMessage } from '@/models/ContactMessage';
import { User } from '@/models/User';
import { withTestDatabase } from '@/test/database';
import { INVALID_ADDRESSES, REAL_ADDRESSES } from '@/test/email-addresses';
import { forgotPasswordSchema, registerSchema } from './auth';
import { emailField } from './common';
import { isEmailAddress, normalizeEmail } from './email';
import { orderListQuerySchema } from './orders';
import { tokenRequestSchema } from './users';

/**
 * One e-mail rule for every path an address enters by (docs/identity.md): each real address is accepted and stored
 * trimmed and lower-cased, each impossible one refused with "Provide a valid Email", in the browser's checks (the
 * register form's resolver, the contact form's check) and on the server (the register action's parse and the
 * accounts layer, the contact action's data layer, the API's schemas).
 */
withTestDatabase('validation_email');

const INVALID = 'Provide a valid Email';
const resolveRegister = schemaResolver(registerSchema);

async function registerFormErrors(email: string) {
  // What react-hook-form hands the resolver; only the e-mail's verdict matters here.
  const result = await resolveRegister({ name: 'Rina', email, password: 'secret1' }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors;
}

beforeAll(() => {
  // Without CONTACT_TO each stored message is also written to the log; that line is not what is tested here.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

let contactSender = 0;
/** The contact action's server path, from a sender address of its own (the door allows 5 messages per address). */
function sendContact(email: string, marker: string) {
  contactSender += 1;
  return receiveContactMessage({ name: 'Rina', email, message: marker }, { address: `203.0.113.${contactSender}` });
}

describe('the e-mail rule', () => {
  it('has at least 20 real and 20 impossible addresses to hold to', () => {
    expect(REAL_ADDRESSES.length).toBeGreaterThanOrEqual(20);
    expect(INVALID_ADDRESSES.length).toBeGreaterThanOrEqual(20);
  });

  describe.each(REAL_ADDRESSES)('accepts %j', (typed, stored) => {
    it('by the rule, normalised as stored', () => {
      expect(normalizeEmail(typed)).toBe(stored);
      expect(isEmailAddress(normalizeEmail(typed))).toBe(true);
    });

    it("in the browser: the register form's resolver and the contact form's check", async () => {
      expect(await registerFormErrors(typed)).toEqual({});
      expect(checkContactMessage({ name: 'Rina', email: typed, message: 'Hello' })).toEqual({
        ok: true,
        fields: { name: 'Rina', email: stored, message: 'Hello' },
      });
    });

    it('in the API: tokens, order lists and password resets', () => {
      expect(emailField().parse(typed)).toBe(stored);
      expect(tokenRequestSchema.parse({ email: typed })).toEqual({ email: stored });
      expect(orderListQuerySchema.parse({ email: typed })).toEqual({ email: stored });
      expect(forgotPasswordSchema.parse({ email: typed })).toEqual({ email: stored });
    });

    it('on the server: registers one account under the stored form, which logs in however it is typed', async () => {
      // The table spells some addresses twice (First.Last@Example.COM is first.last@example.com): start afresh.
      await User.deleteMany({ email: stored });
      const account = registerSchema.parse({ name: 'Rina', email: typed, password: 'secret1' });
      const registered = await registerAccount(account);
      expect(registered).toMatchObject({ ok: true, account: { email: stored } });
      expect(await User.countDocuments({ email: stored })).toBe(1);
      // The same address in other capitals is the same account, not a second one.
      const again = registerSchema.parse({ name: 'Rina', email: typed.toUpperCase(), password: 'secret1' });
      expect(await registerAccount(again)).toEqual({ ok: false, code: 'email-already-in-use' });
      expect(await checkPassword(typed.toUpperCase(), 'secret1')).toMatchObject({ email: stored });
      expect(await checkPassword(stored, 'secret1')).toMatchObject({ email: stored });
    });

    it('on the server: stores a contact message from it', async () => {
      const marker = `real ${typed}`;
      await sendContact(typed, marker);
      expect(await ContactMessage.findOne({ message: marker }).lean()).toMatchObject({ email: stored });
    });
  });

  describe.each(INVALID_ADDRESSES)('refuses %j (%s)', (typed) => {
    it('by the rule', () => {
      expect(isEmailAddress(normalizeEmail(typed))).toBe(false);
    });

    it('in the browser, with "Provide a valid Email"', async () => {
      expect(await registerFormErrors(typed)).toEqual({ email: expect.objectContaining({ message: INVALID }) });
      expect(checkContactMessage({ name: 'Rina', email: typed, message: 'Hello' })).toEqual({ ok: false, errors: { email: INVALID } });
    });

    it('in the API, with "Provide a valid Email"', () => {
      for (const result of [
        tokenRequestSchema.safeParse({ email: typed }),
        orderListQuerySchema.safeParse({ email: typed }),
        forgotPasswordSchema.safeParse({ email: typed }),
      ]) {
        expect(result.success ? {} : fieldErrors(result.error)).toEqual({ email: [INVALID] });
      }
    });

    it('on the server: no account, no message', async () => {
      const parsed = registerSchema.safeParse({ name: 'Rina', email: typed, password: 'secret1' });
      expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({ email: [INVALID] });
      // Even past the schema, the User model refuses to store it.
      await expect(User.create({ email: typed, name: 'Rina' })).rejects.toThrow(/email/);
      const marker = `invalid ${typed}`;
      await expect(sendContact(typed, marker)).rejects.toMatchObject({ issues: [{ path: ['email'], message: INVALID }] });
      expect(await ContactMessage.countDocuments({ message: marker })).toBe(0);
    });
  });
});
