import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { User } from '@/models/User';
import { createCaller } from '@/test/callers';
import { withApiToken } from '@/test/api-token';
import { withTestDatabase } from '@/test/database';
import { GET as readAccount } from '../route';
import { PUT } from './route';

// next-auth's session reader runs only inside Next.js; here it stands for a browser whose session cookie names the
// account in `cookie` (GET /api/account reads only the cookie; the browser tests cover the real one).
const cookie: { session: { user: { id: string }; sessionVersion: number } | null } = { session: null };
vi.mock('@/lib/auth', () => ({ auth: async () => cookie.session }));
// `connection()` (render per request) needs Next.js' request scope, which a handler called directly has not.
vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), connection: async () => {} }));

withTestDatabase('api_account_language');

// The route handlers themselves, as an API client calls them with a bearer token (lib/data/digits-api.test.ts).
describe('PUT /api/account/language', () => {
  const api = withApiToken('api-language@example.com');

  const put = (body: string | undefined, credentials = true) =>
    PUT(
      new NextRequest('http://127.0.0.1/api/account/language', {
        method: 'PUT',
        headers: { ...(credentials ? { authorization: `Bearer ${api().token}` } : {}), 'content-type': 'application/json' },
        body,
      }),
      undefined,
    );
  const stored = async () => (await User.findById(api().caller.id).lean())?.language;

  it('sets the language of your account: 204, no body', async () => {
    const answer = await put(JSON.stringify({ language: 'bn' }));
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
    expect(await stored()).toBe('bn');
    expect((await put(JSON.stringify({ language: 'en' }))).status).toBe(204);
    expect(await stored()).toBe('en');
  });

  it('refuses anything but "en" or "bn" with a 400 naming `language`, and changes nothing', async () => {
    for (const body of [{ language: 'fr' }, { language: 'BN' }, { language: 1 }, {}, { lang: 'bn' }, 'bn', ['bn'], null]) {
      const answer = await put(JSON.stringify(body));
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json(), JSON.stringify(body)).toEqual({ error: 'Invalid input', fields: { language: [expect.any(String)] } });
    }
    expect(await (await put(JSON.stringify({ language: 'fr' }))).json()).toEqual({
      error: 'Invalid input',
      fields: { language: ['Provide a valid Language'] },
    });
    expect(await (await put('{}')).json()).toMatchObject({ fields: { language: ['Language is Required'] } });
    const notJson = await put('language=bn');
    expect(notJson.status).toBe(400);
    expect(await stored()).toBe('en');
  });

  it('refuses a call without credentials, or with a bad token: 401', async () => {
    const anonymous = await put(JSON.stringify({ language: 'bn' }), false);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: expect.any(String) });
    const forged = await PUT(
      new NextRequest('http://127.0.0.1/api/account/language', {
        method: 'PUT',
        headers: { authorization: 'Bearer not.a.token', 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'bn' }),
      }),
      undefined,
    );
    expect(forged.status).toBe(401);
    expect(await stored()).toBe('en');
  });
});

describe('GET /api/account', () => {
  it('answers the language the signed-in account reads beside its name and admin flag, and null for nobody', async () => {
    const get = async () => (await readAccount(new NextRequest('http://127.0.0.1/api/account'), undefined)).json();
    cookie.session = null;
    expect(await get()).toBeNull();

    const menu = await createCaller('menu-language@example.com', 'customer', 'Menu Reader');
    cookie.session = { user: { id: menu.id }, sessionVersion: menu.sessionVersion };
    expect(await get()).toEqual({ name: 'Menu Reader', admin: false, language: 'en' });
    await User.updateOne({ _id: menu.id }, { $set: { language: 'bn' } });
    expect(await get()).toEqual({ name: 'Menu Reader', admin: false, language: 'bn' });
    // An account stored before accounts had a language reads English.
    await User.updateOne({ _id: menu.id }, { $unset: { language: 1 } });
    expect(await get()).toEqual({ name: 'Menu Reader', admin: false, language: 'en' });
  });
});
