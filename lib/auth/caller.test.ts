import { SignJWT } from 'jose';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSessions } from '@/lib/data/accounts';
import { removeAdmin, removeUser } from '@/lib/data/users';
import { User } from '@/models/User';
import { withTestDatabase } from '@/test/database';
import { API_TOKEN_LIFETIME_SECONDS, issueApiToken, readApiToken } from './api-token';
import { getCaller } from './caller';

// next-auth's session reader runs only inside Next.js; here it stands for a browser whose session cookie names the
// account in `cookie` (the browser tests cover the real cookie).
const cookie: { session: { user: { id: string }; sessionVersion?: number } | null } = { session: null };
vi.mock('@/lib/auth', () => ({ auth: async () => cookie.session }));

withTestDatabase('auth_caller');

beforeAll(() => {
  process.env.AUTH_SECRET ??= 'unit-test-secret-0123456789-0123456789';
});

beforeEach(() => {
  cookie.session = null;
});

const withBearer = (token: string, scheme = 'Bearer') =>
  new Request('http://shop.test/api/order', { headers: { authorization: `${scheme} ${token}` } });

async function account(email: string, role: 'admin' | 'customer' = 'customer') {
  const user = await User.create({ email, name: email.split('@')[0], role });
  return { id: user._id.toString(), email, role, sessionVersion: user.sessionVersion };
}

const tokenOf = (user: { id: string; sessionVersion: number }) =>
  issueApiToken({ userId: user.id, sessionVersion: user.sessionVersion });

describe('getCaller with a bearer token', () => {
  it('names the account the token was issued for, by id, with its role as the database holds it now', async () => {
    const user = await account('bearer@gmail.com');
    const token = await tokenOf(user);
    expect(await getCaller(withBearer(token))).toEqual({
      id: user.id,
      email: 'bearer@gmail.com',
      name: 'bearer',
      role: 'customer',
      sessionVersion: 0,
      language: 'en',
    });
    await User.updateOne({ _id: user.id }, { $set: { role: 'admin', language: 'bn' } });
    expect(await getCaller(withBearer(token, 'bearer'))).toMatchObject({ role: 'admin', language: 'bn' });
  });

  it('expires within a day, and names no e-mail', async () => {
    expect(API_TOKEN_LIFETIME_SECONDS).toBeLessThanOrEqual(24 * 60 * 60);
    const token = await issueApiToken({ userId: '665f1c2ab7e4c1a2b3c4d5e6', sessionVersion: 3 });
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    expect((claims.exp as number) - (claims.iat as number)).toBeLessThanOrEqual(24 * 60 * 60);
    expect(claims).toMatchObject({ sub: '665f1c2ab7e4c1a2b3c4d5e6', sv: 3 });
    expect(JSON.stringify(claims)).not.toContain('@');
  });

  it('refuses forged, expired, old-style, malformed tokens, and tokens for deleted accounts', async () => {
    const victim = await account('victim@gmail.com', 'admin');
    const signed = (secret: string, edit: (jwt: SignJWT) => SignJWT = (jwt) => jwt.setExpirationTime('1h')) =>
      edit(
        new SignJWT({ sv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(victim.id).setIssuer('mrittika-storefront').setAudience('mrittika-api'),
      ).sign(new TextEncoder().encode(secret));
    const forged = await signed('not-our-secret-0123456789-0123456789');
    const expired = await signed(process.env.AUTH_SECRET!, (jwt) =>
      jwt.setIssuedAt(Math.floor(Date.now() / 1000) - 2 * 86_400).setExpirationTime(Math.floor(Date.now() / 1000) - 86_400),
    );
    // Tokens of the old API named the e-mail and no session version.
    const oldStyle = await new SignJWT({ email: victim.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(victim.email)
      .setIssuer('mrittika-storefront')
      .setAudience('mrittika-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(process.env.AUTH_SECRET));
    for (const token of [forged, expired, oldStyle, 'not.a.jwt']) {
      expect(await getCaller(withBearer(token))).toBeNull();
    }
    expect(await readApiToken(forged)).toBeNull();
    expect(await readApiToken(oldStyle)).toBeNull();
    expect(await getCaller(withBearer(await tokenOf(victim), 'Basic'))).toBeNull();
    expect(await getCaller(withBearer(await issueApiToken({ userId: '665f1c2ab7e4c1a2b3c4d5e6', sessionVersion: 0 })))).toBeNull();
    expect(await getCaller(withBearer(await issueApiToken({ userId: 'not-an-id', sessionVersion: 0 })))).toBeNull();
  });

  it('refuses a bad bearer token outright instead of falling back to the session cookie', async () => {
    const user = await account('cookie@gmail.com');
    cookie.session = { user: { id: user.id }, sessionVersion: 0 };
    expect(await getCaller(new Request('http://shop.test/'))).toMatchObject({ email: 'cookie@gmail.com' });
    expect(await getCaller()).toMatchObject({ email: 'cookie@gmail.com' });
    expect(await getCaller(new Request('http://shop.test/', { headers: { authorization: 'Bearer' } }))).toBeNull();
    expect(await getCaller(withBearer('forged.token.here'))).toBeNull();
  });
});

describe('sessions that end', () => {
  it('Sign Out ends every cookie and token of the account; a stale copy cannot end the new ones', async () => {
    const user = await account('leaver@gmail.com');
    const token = await tokenOf(user);
    cookie.session = { user: { id: user.id }, sessionVersion: 0 };
    expect(await getCaller()).not.toBeNull();

    await endSessions(user.id, 0);
    expect(await getCaller()).toBeNull();
    expect(await getCaller(withBearer(token))).toBeNull();

    // Signed in again (version 1); signing out with the old copy changes nothing.
    cookie.session = { user: { id: user.id }, sessionVersion: 1 };
    await endSessions(user.id, 0);
    expect(await getCaller()).toMatchObject({ email: 'leaver@gmail.com', sessionVersion: 1 });
  });

  it('counts an account stored before session versions as version 0', async () => {
    const { insertedId } = await User.collection.insertOne({ email: 'legacy@gmail.com', role: 'customer', createdAt: new Date() });
    cookie.session = { user: { id: insertedId.toString() }, sessionVersion: 0 };
    expect(await getCaller()).toMatchObject({ email: 'legacy@gmail.com' });
    await endSessions(insertedId.toString(), 0);
    expect(await getCaller()).toBeNull();
    // A cookie from before session versions (none in it) is no session at all.
    cookie.session = { user: { id: insertedId.toString() } };
    expect(await getCaller()).toBeNull();
  });

  it('a demotion ends the demoted admin\'s sessions and tokens', async () => {
    const boss = await account('boss@gmail.com', 'admin');
    const deputy = await account('deputy@gmail.com', 'admin');
    const token = await tokenOf(deputy);
    expect(await getCaller(withBearer(token))).toMatchObject({ role: 'admin' });
    expect(await removeAdmin(await getCaller(withBearer(await tokenOf(boss))), deputy.email)).toEqual({ modifiedCount: 1 });
    expect(await getCaller(withBearer(token))).toBeNull();
  });

  it('a new account on a removed account\'s e-mail inherits none of its sessions or tokens', async () => {
    const admin = await account('keeper@gmail.com', 'admin');
    const old = await account('reused@gmail.com');
    const oldToken = await tokenOf(old);
    await removeUser(await getCaller(withBearer(await tokenOf(admin))), old.email);
    const fresh = await account('reused@gmail.com');
    expect(fresh.id).not.toBe(old.id);
    expect(await getCaller(withBearer(oldToken))).toBeNull();
    cookie.session = { user: { id: old.id }, sessionVersion: 0 };
    expect(await getCaller()).toBeNull();
  });
});
