import { NextRequest } from 'next/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { RateLimit } from '@/models/RateLimit';
import { User } from '@/models/User';
import { withTestDatabase } from '@/test/database';
import { GET, POST } from './route';

/**
 * next-auth's sign-in endpoint, driven through our route handler as a client would, on a server with no trusted
 * proxy (the default): every forwarded header is the attacker's own writing and must change nothing. The browser
 * tests run the same attack over HTTP behind one trusted proxy hop.
 */
withTestDatabase('auth_route');

const SITE = 'http://shop.test';

// next-auth reads its settings when the route module loads, so they are set before any import.
const saved = vi.hoisted(() => {
  const before = { ...process.env };
  process.env.AUTH_SECRET = 'unit-test-secret-0123456789-0123456789';
  process.env.AUTH_URL = 'http://shop.test';
  delete process.env.TRUSTED_PROXY_HOPS;
  delete process.env.VERCEL;
  return before;
});
afterAll(() => {
  process.env = saved;
});

type Body = { kind: 'form' | 'json' | 'repeated-email'; email: string; password: string; decoy?: string };

let csrf: { token: string; cookie: string } | undefined;

async function csrfToken() {
  if (csrf) return csrf;
  const answer = await GET(new NextRequest(`${SITE}/api/auth/csrf`), undefined);
  const { csrfToken: token } = (await answer.json()) as { csrfToken: string };
  const cookie = answer.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  csrf = { token, cookie };
  return csrf;
}

/** One login attempt as the login form makes it (asking for JSON), with a body of the given kind. */
async function attempt(body: Body, forwardedFor: string) {
  const { token, cookie } = await csrfToken();
  const fields = { csrfToken: token, callbackUrl: SITE, password: body.password };
  let payload: string;
  let contentType: string;
  if (body.kind === 'json') {
    payload = JSON.stringify({ ...fields, email: body.email });
    contentType = 'application/json';
  } else {
    const form = new URLSearchParams(fields);
    // The old limit read the first `email`; next-auth checks the last.
    if (body.kind === 'repeated-email') form.append('email', body.decoy!);
    form.append('email', body.email);
    payload = form.toString();
    contentType = 'application/x-www-form-urlencoded';
  }
  const answer = await POST(
    new NextRequest(`${SITE}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: { cookie, 'content-type': contentType, 'x-auth-return-redirect': '1', 'x-forwarded-for': forwardedFor },
      body: payload,
    }),
    undefined,
  );
  const signedIn = answer.headers.getSetCookie().some((line) => /^authjs\.session-token=[^;]+/.test(line));
  return { status: answer.status, retryAfter: Number(answer.headers.get('retry-after')), signedIn, body: await answer.text() };
}

async function account(email: string, password: string) {
  await User.create({ email, name: 'Target', passwordHash: await hashPassword(password) });
}

describe.each([
  ['form bodies', 'form'],
  ['JSON bodies', 'json'],
  ['repeated email fields', 'repeated-email'],
] as const)('30 wrong passwords as %s, each with a new forged X-Forwarded-For', (_label, kind) => {
  it('answers 429 after 10, and refuses even the right password until Retry-After has passed', async () => {
    const email = `target-${kind}@mrittika.test`;
    await account(email, 'the-right-password');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const answer = await attempt({ kind, email, password: `wrong-${i}`, decoy: `decoy-${i}@mrittika.test` }, `203.0.113.${i}, 10.0.${i}.1`);
      statuses.push(answer.status);
      expect(answer.signedIn).toBe(false);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));

    const refused = await attempt({ kind, email, password: 'the-right-password', decoy: 'decoy@mrittika.test' }, '198.51.100.200');
    expect(refused.status).toBe(429);
    expect(refused.signedIn).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(800);
    expect(refused.retryAfter).toBeLessThanOrEqual(900);
    expect(JSON.parse(refused.body)).toEqual({ error: 'Too many attempts. Please wait and try again.' });

    // Retry-After passes (the window ends): the owner signs in with the right password.
    await RateLimit.updateMany({}, { $set: { resetAt: new Date(Date.now() - 1000) } });
    const later = await attempt({ kind, email, password: 'the-right-password', decoy: 'decoy@mrittika.test' }, '198.51.100.201');
    expect(later.status).toBe(200);
    expect(later.signedIn).toBe(true);
  });
});

describe('what does not count', () => {
  it('gives successful logins their attempt back', async () => {
    await account('often@mrittika.test', 'pw-often');
    for (let i = 0; i < 15; i += 1) {
      expect((await attempt({ kind: 'form', email: 'often@mrittika.test', password: 'pw-often' }, '198.51.100.1')).signedIn).toBe(true);
    }
  });

  it('answers malformed bodies without a 500 and without signing in', async () => {
    const { token, cookie } = await csrfToken();
    for (const [contentType, body] of [
      ['application/json', '{"email": ["a@b.co"], "password": {"$gt": ""}, "csrfToken": "' + token + '"}'],
      ['application/json', '{not json'],
      ['application/x-www-form-urlencoded', `csrfToken=${token}&email=&password=`],
      ['text/plain', 'email=a@b.co'],
    ]) {
      const answer = await POST(
        new NextRequest(`${SITE}/api/auth/callback/credentials`, {
          method: 'POST',
          headers: { cookie, 'content-type': contentType!, 'x-auth-return-redirect': '1' },
          body,
        }),
        undefined,
      );
      expect(answer.status, body).toBeLessThan(500);
      expect(answer.headers.getSetCookie().some((line) => line.startsWith('authjs.session-token='))).toBe(false);
    }
  });
});
