import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $ZodError } from 'zod/v4/core';
import { AccessDeniedError } from '@/lib/domain/access';
import { shopDayKey } from '@/lib/domain/dates';
import { languageOf } from '@/lib/domain/i18n';
import { formatBDT } from '@/lib/domain/money';
import { mailTexts } from '@/lib/texts/mails';
import { OutboxMail } from '@/models/OutboxMail';
import { Tool } from '@/models/Tool';
import { User } from '@/models/User';
import { createCaller } from '@/test/callers';
import { withTestDatabase } from '@/test/database';
import { mailsTo, startMailSink, waitForMail } from '@/test/mail-sink';
import { describeResetToken, mailLanguageOf, registerAccount, requestPasswordReset } from './accounts';
import { placeOrder } from './orders';
import { addQuoteMessage, answerQuote, requestQuote } from './quotes';
import { getProfile, setAccountLanguage, updateProfile } from './users';

/**
 * The language an account reads (models/User.ts `language`): set by the account, English until then, and the language
 * of every mail written to it (lib/texts/mails.ts). The team's mails stay English.
 */
withTestDatabase('data_account_language');

const BANGLA = /[\u0980-\u09ff]/;

// Reset mails travel through a real SMTP server on loopback, as in production.
let sink: Awaited<ReturnType<typeof startMailSink>>;
const saved = { ORDERS_EMAIL: process.env.ORDERS_EMAIL, SITE_URL: process.env.SITE_URL };
beforeAll(async () => {
  sink = await startMailSink();
  process.env.SMTP_URL = sink.smtpUrl;
  process.env.E2E_MAIL_DIR = sink.dir;
  process.env.ORDERS_EMAIL = 'language-team@mrittika.test';
  process.env.SITE_URL = 'https://shop.example.com';
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await sink.stop();
});

/** The language the account's record holds now, as every reader takes it (lib/domain/i18n.ts, languageOf). */
async function storedLanguage(caller: { id: string }) {
  return languageOf(await User.findById(caller.id).lean());
}

async function banglaCaller(email: string) {
  const caller = await createCaller(email);
  await setAccountLanguage(caller, 'bn');
  return caller;
}

describe("an account's language", () => {
  it('is English for a new account, and for one stored before accounts had a language', async () => {
    const fresh = await createCaller('fresh-language@example.com');
    expect(await storedLanguage(fresh)).toBe('en');
    await User.collection.insertOne({ email: 'old-account@example.com', name: 'Old', role: 'customer', sessionVersion: 0 });
    const old = await User.findOne({ email: 'old-account@example.com' }).lean();
    expect(old).not.toHaveProperty('language');
    const oldCaller = { id: old!._id.toString(), email: old!.email, name: 'Old', role: 'customer' as const, sessionVersion: 0, language: 'en' as const };
    expect(await storedLanguage(oldCaller)).toBe('en');
    expect(await getProfile(oldCaller, oldCaller.email)).toMatchObject({ language: 'en' });
    expect(await mailLanguageOf('OLD-account@example.com')).toBe('en');
    expect(await mailLanguageOf('nobody-at-all@example.com')).toBe('en');
  });

  it('setAccountLanguage: signed in only, "en" or "bn" only, on your own account', async () => {
    const reader = await createCaller('sets-language@example.com');
    const other = await createCaller('other-reader@example.com');
    await expect(setAccountLanguage(null, 'bn')).rejects.toMatchObject({ status: 401 });
    await expect(setAccountLanguage(null, 'bn')).rejects.toBeInstanceOf(AccessDeniedError);
    for (const refused of ['fr', 'BN', '', undefined, null, 1, ['bn'], { language: 'bn' }]) {
      const error = await setAccountLanguage(reader, refused).catch((thrown: unknown) => thrown);
      expect(error, JSON.stringify(refused)).toBeInstanceOf($ZodError);
      expect((error as $ZodError).issues.map((issue) => issue.path.join('.'))).toEqual(['language']);
    }
    expect(await storedLanguage(reader)).toBe('en');

    await setAccountLanguage(reader, 'bn');
    expect(await storedLanguage(reader)).toBe('bn');
    expect(await getProfile(reader, reader.email)).toMatchObject({ language: 'bn' });
    expect(await mailLanguageOf(reader.email)).toBe('bn');
    // Nobody else's changed.
    expect(await storedLanguage(other)).toBe('en');
    await setAccountLanguage(reader, 'en');
    expect(await storedLanguage(reader)).toBe('en');
  });

  it('the profile update sets it when it is sent, keeps it when it is not, and refuses anything else', async () => {
    const reader = await createCaller('profile-language@example.com');
    const profile = { name: 'Nasrin', number: '01711000111', address: 'Dhanmondi' };
    expect((await updateProfile(reader, reader.email, { ...profile, language: 'bn' })).user).toMatchObject({ ...profile, language: 'bn' });
    expect((await updateProfile(reader, reader.email, profile)).user).toMatchObject({ language: 'bn' });
    await expect(updateProfile(reader, reader.email, { ...profile, language: 'de' })).rejects.toBeInstanceOf($ZodError);
    expect(await storedLanguage(reader)).toBe('bn');
  });

  it('registering takes the language of the page it came from; English without one or with anything else', async () => {
    await registerAccount({ name: 'Bangla', email: 'registers-bn@example.com', password: 'secret-1', language: 'bn' });
    await registerAccount({ name: 'Plain', email: 'registers-plain@example.com', password: 'secret-1' });
    await registerAccount({ name: 'Odd', email: 'registers-odd@example.com', password: 'secret-1', language: 'fr' });
    expect(await mailLanguageOf('registers-bn@example.com')).toBe('bn');
    expect(await mailLanguageOf('registers-plain@example.com')).toBe('en');
    expect(await mailLanguageOf('registers-odd@example.com')).toBe('en');
  });
});

describe('mails in the language of the account they go to', () => {
  const orderInput = async (label: string) => {
    const tool = await Tool.create({ name: `Language Trowel ${label}`, desc: 'd', price: 380, minimum: 1, stock: 100, img: '/t.svg' });
    return { toolId: tool._id.toString(), quantity: 12, phone: '01711000111', address: 'Dhanmondi, Dhaka' };
  };
  const queued = (key: string) => OutboxMail.findOne({ key }).lean();

  it("an order's mail to a Bangla account is in Bangla, with Bangla digits and links to the Bangla pages; the team's stays English", async () => {
    const customer = await banglaCaller('bangla-buyer@example.com');
    const order = await placeOrder(customer, await orderInput('bn'));
    const mail = await queued(`order:${order.id}:pending:customer`);
    expect(mail!.subject).toMatch(BANGLA);
    expect(mail!.subject).toBe(`আপনার অর্ডার আমরা পেয়েছি: ১২টি Language Trowel bn`);
    expect(mail!.text).toContain(`প্রিয় ${customer.name},`);
    expect(mail!.text).toContain(`মোট:       ${formatBDT(order.total, 'bn')}`);
    expect(formatBDT(order.total, 'bn')).toMatch(/^৳[০-৯,]+$/);
    expect(mail!.text).toContain(`https://shop.example.com/bn/dashboard/orders/${order.id}/receipt`);
    expect(mail!.text).not.toContain('BDT');
    expect(mail!.html).toMatch(/^<!doctype html><html lang="bn">/);

    const team = await queued(`order:${order.id}:pending:team`);
    expect(team!.subject).toBe(`New order: 12 x Language Trowel bn, ${formatBDT(order.total)}`);
    expect(team!.text).toContain(`https://shop.example.com/dashboard/orders/${order.id}/receipt`);
    expect(team!.html).toMatch(/^<!doctype html><html lang="en">/);
  });

  it("an English account's order mail is as it always was", async () => {
    const customer = await createCaller('english-buyer@example.com');
    const order = await placeOrder(customer, await orderInput('en'));
    const mail = await queued(`order:${order.id}:pending:customer`);
    expect(mail!.subject).toBe('We have your order: 12 x Language Trowel en');
    expect(mail!.text).toContain(`Dear ${customer.name},`);
    expect(mail!.text).toContain(`Total:      ${formatBDT(order.total)}`);
    expect(mail!.text).toContain(`Your receipt: https://shop.example.com/dashboard/orders/${order.id}/receipt`);
    expect(mail!.text).not.toMatch(BANGLA);
    expect(mail!.html).toMatch(/^<!doctype html><html lang="en">/);
  });

  it("a quote's answer and the shop's messages reach a Bangla account in Bangla; its request and messages reach the team in English", async () => {
    const customer = await banglaCaller('bangla-quoter@example.com');
    const admin = await createCaller('language-admin@example.com', 'admin');
    const tool = await Tool.create({ name: 'Language Cutter', desc: 'd', price: 500, minimum: 10, stock: 5, img: '/t.svg' });
    const day = (offset: number) => shopDayKey(new Date(Date.now() + offset * 86_400_000));
    const quote = await requestQuote(customer, { toolId: tool._id.toString(), quantity: 2000, wantedBy: day(30), phone: '01711000000', address: 'Mirpur' });
    expect((await queued(`quote:${quote.id}:requested:team`))!.subject).toBe(`Quote request: 2,000 x Language Cutter from ${customer.name}`);

    const answered = await answerQuote(admin, quote.id, { unitPrice: 420, deliveryBy: day(20), validUntil: day(7) });
    const answer = await queued(`quote:${quote.id}:answered:${answered.offer!.answeredAt}:customer`);
    expect(answer!.subject).toBe('আপনার কোটেশন: ২,০০০টি Language Cutter, প্রতিটি ৳৪২০');
    expect(answer!.text).toContain(`https://shop.example.com/bn/dashboard/quotes/${quote.id}`);

    const fromShop = await addQuoteMessage(admin, quote.id, { text: 'আমরা দুই লটে দিতে পারি।' });
    expect((await queued(`quote:${quote.id}:message:${fromShop.id}`))!.subject).toMatch(/^আপনার কোটেশন নিয়ে আমাদের একটি বার্তা/);
    const fromCustomer = await addQuoteMessage(customer, quote.id, { text: 'ঠিক আছে' });
    const toTeam = await queued(`quote:${quote.id}:message:${fromCustomer.id}`);
    expect(toTeam!.to).toBe('language-team@mrittika.test');
    expect(toTeam!.subject).toBe(`Message from ${customer.name} about the quote for 2,000 x Language Cutter`);
  });

  it("the reset mail of a Bangla account is in Bangla and links to the Bangla reset page; an English account's is as it was", async () => {
    await registerAccount({ name: 'রিনা', email: 'bangla-reset@example.com', password: 'old-secret', language: 'bn' });
    await requestPasswordReset('bangla-reset@example.com', 'https://shop.example.com');
    const bangla = await waitForMail('bangla-reset@example.com');
    // The sink (test/mail-sink.ts) keeps the blanks between the subject's RFC 2047 encoded words, which readers drop.
    const unspaced = (text: string) => text.replace(/\s+/g, '');
    expect(unspaced(bangla.subject)).toBe(unspaced('আপনার মৃত্তিকা সিরামিক টুলস অ্যাকাউন্টের পাসওয়ার্ড রিসেট করুন'));
    expect(bangla.text).toMatch(/^প্রিয় রিনা,\n/);
    expect(bangla.text).toContain('এক ঘণ্টার মধ্যে এখানে একটি নতুন পাসওয়ার্ড বেছে নিন: https://shop.example.com/bn/reset-password?token=');
    const token = /\/bn\/reset-password\?token=([\w-]+)/.exec(bangla.text)![1]!;
    expect(await describeResetToken(token)).toBe('usable');

    await registerAccount({ name: 'Rina', email: 'english-reset@example.com', password: 'old-secret' });
    await requestPasswordReset('english-reset@example.com', 'https://shop.example.com');
    const english = await waitForMail('english-reset@example.com');
    const link = /https:\/\/\S+/.exec(english.text)![0];
    expect(link).toMatch(/^https:\/\/shop\.example\.com\/reset-password\?token=[\w-]{43}$/);
    expect(english.subject).toBe('Reset your Mrittika Ceramic Tools password');
    // SMTP carries CRLF line ends. The whole mail is the English catalogue's, for this account and link.
    const englishText = english.text.replace(/\r\n/g, '\n').trimEnd();
    expect(englishText).toBe(mailTexts.en.passwordReset.text('Rina', link));
    expect(englishText).toMatch(/^Hello Rina,\n/);
    expect(englishText).toContain(`Choose a new password here within the next hour: ${link}\n`);
    expect(await mailsTo('bangla-reset@example.com')).toHaveLength(1);
  });
});
