import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { PasswordResetToken } from '@/models/PasswordResetToken';
import { User } from '@/models/User';
import { withTestDatabase } from '@/test/database';
import { mailsTo, startMailSink, waitForMail } from '@/test/mail-sink';
import {
  checkPassword,
  describeResetToken,
  registerAccount,
  requestPasswordReset,
  resetPassword,
  signInWithGoogle,
} from './accounts';

withTestDatabase('data_accounts');

// Reset mails travel through a real SMTP server on loopback, as in production.
let sink: Awaited<ReturnType<typeof startMailSink>>;
beforeAll(async () => {
  sink = await startMailSink();
  process.env.SMTP_URL = sink.smtpUrl;
  process.env.E2E_MAIL_DIR = sink.dir;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await sink.stop();
});
beforeEach(() => {
  delete process.env.ADMIN_EMAILS;
});

describe('registerAccount and checkPassword', () => {
  it('creates a customer whose password is stored only as an argon2id hash', async () => {
    const result = await registerAccount({ name: 'Rahim', email: 'rahim@gmail.com', password: 'tiles-4-ever' });
    expect(result).toMatchObject({ ok: true, account: { email: 'rahim@gmail.com', name: 'Rahim', role: 'customer' } });
    const stored = await User.findOne({ email: 'rahim@gmail.com' }).select('+passwordHash').lean();
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored?.passwordHash).not.toContain('tiles-4-ever');
    expect(await checkPassword('RAHIM@gmail.com', 'tiles-4-ever')).toMatchObject({ email: 'rahim@gmail.com' });
    expect(await checkPassword('rahim@gmail.com', 'wrong-one')).toBeNull();
    expect(await checkPassword('nobody@gmail.com', 'tiles-4-ever')).toBeNull();
  });

  it('refuses a taken e-mail, even when two registrations race', async () => {
    const both = await Promise.all([
      registerAccount({ name: 'A', email: 'twice@gmail.com', password: 'secret-1' }),
      registerAccount({ name: 'B', email: 'twice@gmail.com', password: 'secret-2' }),
    ]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
    expect(both.find((result) => !result.ok)).toEqual({ ok: false, code: 'email-already-in-use' });
    expect(await User.countDocuments({ email: 'twice@gmail.com' })).toBe(1);
  });

  it('makes ADMIN_EMAILS accounts admin on registration and on the next login, and never demotes', async () => {
    process.env.ADMIN_EMAILS = ' boss@gmail.com , Owner@Gmail.com';
    const boss = await registerAccount({ name: 'Boss', email: 'boss@gmail.com', password: 'secret-1' });
    expect(boss).toMatchObject({ ok: true, account: { role: 'admin' } });

    delete process.env.ADMIN_EMAILS;
    await registerAccount({ name: 'Owner', email: 'owner@gmail.com', password: 'secret-1' });
    expect(await checkPassword('owner@gmail.com', 'secret-1')).toMatchObject({ role: 'customer' });
    process.env.ADMIN_EMAILS = 'owner@gmail.com';
    expect(await checkPassword('owner@gmail.com', 'secret-1')).toMatchObject({ role: 'admin' });
    expect((await User.findOne({ email: 'owner@gmail.com' }).lean())?.role).toBe('admin');
    delete process.env.ADMIN_EMAILS;
    expect(await checkPassword('boss@gmail.com', 'secret-1')).toMatchObject({ role: 'admin' });
  });
});

describe('signInWithGoogle', () => {
  it('creates a customer account without a password for a new Google user, and finds it again', async () => {
    const first = await signInWithGoogle({ sub: 'g-1', email: 'Nadia@Gmail.com', emailVerified: true, name: 'Nadia Akter' });
    expect(first).toMatchObject({ ok: true, account: { email: 'nadia@gmail.com', name: 'Nadia Akter', role: 'customer' } });
    const again = await signInWithGoogle({ sub: 'g-1', email: 'nadia@gmail.com', emailVerified: true, name: 'N' });
    expect(again).toEqual(first);
    const stored = await User.findOne({ email: 'nadia@gmail.com' }).select('+passwordHash +googleId').lean();
    expect(stored?.passwordHash).toBeUndefined();
    expect(stored?.googleId).toBe('g-1');
  });

  it('does not hand a password account to a Google sign-in with the same e-mail', async () => {
    await registerAccount({ name: 'Has Password', email: 'haspw@gmail.com', password: 'secret-1' });
    expect(await signInWithGoogle({ sub: 'g-2', email: 'haspw@gmail.com', emailVerified: true })).toEqual({
      ok: false,
      code: 'account-exists-with-different-credential',
    });
    expect((await User.findOne({ email: 'haspw@gmail.com' }).select('+googleId').lean())?.googleId).toBeUndefined();
  });

  it('refuses unverified Google e-mails and a second Google identity for the same e-mail', async () => {
    expect(await signInWithGoogle({ sub: 'g-3', email: 'unverified@gmail.com', emailVerified: false })).toEqual({
      ok: false,
      code: 'email-not-verified',
    });
    expect(await User.exists({ email: 'unverified@gmail.com' })).toBeNull();
    await signInWithGoogle({ sub: 'g-4', email: 'linked@gmail.com', emailVerified: true });
    expect(await signInWithGoogle({ sub: 'g-5', email: 'linked@gmail.com', emailVerified: true })).toMatchObject({ ok: false });
  });
});

describe('password reset', () => {
  async function mailedToken(email: string): Promise<string> {
    const mail = await waitForMail(email, (received) => received.text.includes('/reset-password?token='));
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(link!.startsWith('https://shop.example.com/reset-password?token=')).toBe(true);
    return new URL(link!).searchParams.get('token')!;
  }

  it('mails a single-use link whose token is stored only as a hash, and sets the new password', async () => {
    await User.create({ email: 'forgetful@gmail.com', name: 'Forgetful', passwordHash: await hashPassword('old-secret') });
    await requestPasswordReset('Forgetful@gmail.com', 'https://shop.example.com');
    const token = await mailedToken('forgetful@gmail.com');
    expect(token).toMatch(/^[\w-]{43}$/);

    const stored = await PasswordResetToken.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    const lifetime = stored[0]!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);

    expect(await describeResetToken(token)).toBe('usable');
    const [first, second] = await Promise.all([resetPassword(token, 'new-secret'), resetPassword(token, 'other-secret')]);
    expect([first, second].filter((result) => result.ok)).toHaveLength(1);
    expect([first, second].find((result) => !result.ok)).toEqual({ ok: false, code: 'invalid-action-code' });
    const winner = first.ok ? 'new-secret' : 'other-secret';
    expect(await checkPassword('forgetful@gmail.com', winner)).not.toBeNull();
    expect(await checkPassword('forgetful@gmail.com', 'old-secret')).toBeNull();
    expect(await describeResetToken(token)).toBe('invalid-action-code');
    // The new password ended every session and token issued before it.
    expect((await User.findOne({ email: 'forgetful@gmail.com' }).lean())?.sessionVersion).toBe(1);
  });

  it('refuses an expired link, and a new request replaces the older link', async () => {
    await User.create({ email: 'twolinks@gmail.com', name: 'Two', passwordHash: await hashPassword('old-secret') });
    await requestPasswordReset('twolinks@gmail.com', 'https://shop.example.com');
    const older = await mailedToken('twolinks@gmail.com');
    await PasswordResetToken.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await describeResetToken(older)).toBe('expired-action-code');
    expect(await resetPassword(older, 'new-secret')).toEqual({ ok: false, code: 'expired-action-code' });

    await requestPasswordReset('twolinks@gmail.com', 'https://shop.example.com');
    const sent = await waitForMail('twolinks@gmail.com', (mail) => !mail.text.includes(older));
    const newer = /token=([\w-]+)/.exec(sent.text)![1]!;
    await requestPasswordReset('twolinks@gmail.com', 'https://shop.example.com');
    expect(await describeResetToken(newer)).toBe('invalid-action-code');
    expect(await PasswordResetToken.countDocuments()).toBe(1);
  });

  it('does nothing for an e-mail without an account', async () => {
    const before = await PasswordResetToken.countDocuments();
    await requestPasswordReset('ghost@gmail.com', 'https://shop.example.com');
    expect(await PasswordResetToken.countDocuments()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo('ghost@gmail.com')).toEqual([]);
  });
});
