import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { User } from '@/models/User';
import { withTestDatabase } from '@/test/database';
import { API_TOKEN_LIFETIME_SECONDS, issueApiToken, readApiToken } from './api-token';
import { getCaller } from './caller';

// next-auth's session reader runs only inside Next.js; here it stands for a browser whose session cookie names
// cookie@gmail.com (the browser tests cover the real cookie).
vi.mock('@/lib/auth', () => ({ auth: async () => ({ user: { email: 'cookie@gmail.com' } }) }));

withTestDatabase('auth_caller');

beforeAll(() => {
  process.env.AUTH_SECRET ??= 'unit-test-secret-0123456789-0123456789';
});

const withBearer = (token: string, scheme = 'Bearer') =>
  new Request('http://shop.test/api/order', { headers: { authorization: `${scheme} ${token}` } });

describe('getCaller with a bearer token', () => {
  it('names the account the token was issued for, with its role as the database holds it now', async () => {
    const user = await User.create({ email: 'bearer@gmail.com', name: 'Bearer', role: 'customer' });
    const token = await issueApiToken('bearer@gmail.com');
    expect(await getCaller(withBearer(token))).toEqual({
      id: user._id.toString(),
      email: 'bearer@gmail.com',
      name: 'Bearer',
      role: 'customer',
    });
    await User.updateOne({ _id: user._id }, { $set: { role: 'admin' } });
    expect(await getCaller(withBearer(token, 'bearer'))).toMatchObject({ role: 'admin' });
  });

  it('expires within a day', async () => {
    expect(API_TOKEN_LIFETIME_SECONDS).toBeLessThanOrEqual(24 * 60 * 60);
    const token = await issueApiToken('someone@gmail.com');
    const [, payload] = token.split('.');
    const { iat, exp } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { iat: number; exp: number };
    expect(exp - iat).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it('refuses forged, expired, foreign and malformed tokens, and tokens for deleted accounts', async () => {
    await User.create({ email: 'victim@gmail.com', role: 'admin' });
    const forged = await new SignJWT({ email: 'victim@gmail.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('victim@gmail.com')
      .setIssuer('mrittika-storefront')
      .setAudience('mrittika-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-our-secret-0123456789-0123456789'));
    const expired = await new SignJWT({ email: 'victim@gmail.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('victim@gmail.com')
      .setIssuer('mrittika-storefront')
      .setAudience('mrittika-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 2 * 86_400)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 86_400)
      .sign(new TextEncoder().encode(process.env.AUTH_SECRET));
    for (const token of [forged, expired, 'not.a.jwt']) {
      expect(await readApiToken(token)).toBeNull();
      expect(await getCaller(withBearer(token))).toBeNull();
    }
    expect(await getCaller(withBearer(await issueApiToken('victim@gmail.com'), 'Basic'))).toBeNull();
    expect(await getCaller(withBearer(await issueApiToken('deleted@gmail.com')))).toBeNull();
  });

  it('refuses a bad bearer token outright instead of falling back to the session cookie', async () => {
    await User.create({ email: 'cookie@gmail.com', name: 'Cookie' });
    expect(await getCaller(new Request('http://shop.test/'))).toMatchObject({ email: 'cookie@gmail.com' });
    expect(await getCaller()).toMatchObject({ email: 'cookie@gmail.com' });
    expect(await getCaller(new Request('http://shop.test/', { headers: { authorization: 'Bearer' } }))).toBeNull();
    expect(await getCaller(withBearer('forged.token.here'))).toBeNull();
  });
});
