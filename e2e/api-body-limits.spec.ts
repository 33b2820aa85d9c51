import http from 'node:http';
import { expect, fileActors, fileTag, test } from './support/fixtures';
import { actionId } from './support/server-references';
import { createActor, disposeActors } from './support/accounts';
import { testDb, uniqueIp } from './support/database';
import { insertTool } from './support/records';
import { E2E_BASE_URL } from './support/stack';
import { refusals } from '../lib/texts';

/**
 * Bodies sent chunked (no Content-Length) are read with a running count and refused as soon as they pass the limit,
 * while the client is still sending: the server never holds a whole upload in memory (docs/decisions/0081). A call
 * only a signed-in caller may make is refused before its body is read at all. Then the doors of customers' writes
 * (docs/decisions/0091-limits-on-writes.md) over HTTP: 429 with Retry-After and the door's sentence, nothing written.
 */
const tag = fileTag();
const { customer, admin } = fileActors(tag, { customer: ['streamer'], admin: ['guard', 'admin'] });

const MB = 1024 * 1024;
/** How much the client offers at most: far past every limit, so a server reading to the end answers only after it. */
const OFFERED = 24 * MB;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

type Upload = { status: number; body: string; sentWhenAnswered: number; sentAll: boolean };

/**
 * Sends an endless-looking chunked body (64 kB at a time, a little slowly, as long as no answer has come) and stops at
 * the answer. `sentWhenAnswered`: how much had gone out when it came; `sentAll`: whether the client reached OFFERED and
 * ended the body before any answer (what happens when the server reads everything first).
 */
function uploadUntilAnswered(path: string, headers: Record<string, string>, method = 'POST'): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let sentAll = false;
    let answered = false;
    // No Content-Length: Node sends the body chunked.
    const request = http.request(new URL(path, E2E_BASE_URL), { method, headers });
    request.on('error', (error) => {
      // Once answered, the server may close a connection whose body it will not read.
      if (!answered) reject(error);
    });
    request.on('response', (response) => {
      answered = true;
      const sentWhenAnswered = sent;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), sentWhenAnswered, sentAll });
      });
    });
    const sendMore = () => {
      if (answered) return;
      if (sent >= OFFERED) {
        sentAll = true;
        request.end();
        return;
      }
      sent += CHUNK.length;
      if (request.write(CHUNK)) setTimeout(sendMore, 1);
      else request.once('drain', sendMore);
    };
    sendMore();
  });
}

const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

function expectRefusedEarly(upload: Upload, status: number, error: string, what: string) {
  expect(upload.status, `${what}: ${upload.body.slice(0, 200)}`).toBe(status);
  expect(JSON.parse(upload.body), what).toEqual({ error });
  expect(upload.sentAll, `${what}: answered only after the whole upload`).toBe(false);
  // A few MB beyond the limit may be on their way (socket buffers) when the answer comes; never the whole upload.
  expect(upload.sentWhenAnswered, what).toBeLessThan(OFFERED / 2);
}

test('a chunked JSON body past 1 MB is refused with 413 while it is still being sent', async () => {
  const tooLarge = refusals.bodyTooLarge(MB);
  for (const [method, path] of [
    ['POST', '/api/review'],
    ['POST', '/api/order'],
    ['PUT', `/api/user/${encodeURIComponent(customer.email)}`],
  ] as const) {
    expectRefusedEarly(await uploadUntilAnswered(path, { ...json, ...customer.bearer }, method), 413, tooLarge, `${method} ${path}`);
  }
  // The server is fine afterwards, and a body within the limit is read as before.
  const posted = await customer.session.post('/api/review', { data: { review: `After the flood ${tag}`, ratings: '5' } });
  expect(posted.status()).toBe(201);
});

test('a JSON write by nobody signed in is refused with 401 before its body is read', async () => {
  const tool = (await insertTool(tag))._id.toHexString();
  for (const [method, path] of [
    ['POST', '/api/review'],
    ['POST', '/api/order'],
    ['POST', '/api/quotes'],
    ['POST', `/api/quotes/${tool}/messages`],
    ['PATCH', `/api/tools/${tool}`],
    ['POST', '/api/confirm'],
    ['POST', `/api/order/${tool}/payment`],
    ['POST', `/api/order/${tool}/refund`],
  ] as const) {
    // Reading the body first would answer 413 (past 1 MB) instead.
    expectRefusedEarly(await uploadUntilAnswered(path, json, method), 401, refusals.signInFirst, `${method} ${path}`);
  }
});

test('a tool photo is refused to nobody (401) and to a customer (403) before its 5 MB are read', async () => {
  const path = `/api/tools/${(await insertTool(tag))._id.toHexString()}/image`;
  const photo = { 'content-type': 'image/png' };
  // Reading the photo first would answer 413 (past 5 MB) instead.
  expectRefusedEarly(await uploadUntilAnswered(path, photo, 'PUT'), 401, refusals.signInFirst, 'nobody');
  const stranger = await uploadUntilAnswered(path, { ...photo, ...customer.bearer }, 'PUT');
  expectRefusedEarly(stranger, 403, refusals.notAllowed, 'a customer');
  // An admin's oversized photo is still refused as it passes 5 MB.
  const oversized = await uploadUntilAnswered(path, { ...photo, ...admin.bearer }, 'PUT');
  expectRefusedEarly(oversized, 413, refusals.bodyTooLarge(5 * MB), 'an admin, too large');
});

test("the payment gateway's IPN and returns, open to anyone, refuse a chunked form past 64 kB with 413 while it is still being sent", async () => {
  const tooLarge = refusals.bodyTooLarge(64 * 1024);
  for (const path of ['/api/payments/sslcommerz/ipn', '/api/payments/sslcommerz/success']) {
    expectRefusedEarly(await uploadUntilAnswered(path, form), 413, tooLarge, path);
  }
});

test('the sign-in endpoints refuse a chunked body past 64 kB with 413 while it is still being sent', async () => {
  const tooLarge = refusals.bodyTooLarge(64 * 1024);
  for (const path of ['/api/auth/callback/credentials', '/api/auth/signin/credentials', '/api/auth/not-allowed']) {
    expectRefusedEarly(await uploadUntilAnswered(path, form), 413, tooLarge, path);
  }
  // A real sign-in still goes through next-auth with its (small) body.
  const { csrfToken } = (await (await customer.session.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const login = await customer.session.post('/api/auth/callback/credentials', {
    form: { csrfToken, email: customer.email, password: customer.password, callbackUrl: '/' },
    headers: { 'X-Auth-Return-Redirect': '1' },
  });
  expect(login.status()).toBe(200);
  expect(((await login.json()) as { url: string }).url).not.toContain('error=');
});

test.describe('the doors of customers\' writes', () => {
  test('the 21st review in an hour is refused with 429, Retry-After and the sentence, and is not stored', async ({ playwright }) => {
    const reviewer = await createActor(tag, 'door-reviewer');
    const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { ...reviewer.bearer, 'x-forwarded-for': uniqueIp() } });
    const post = (text: string) => request.post('/api/review', { data: { review: `Door ${tag} ${text}`, ratings: '3' } });
    for (let n = 1; n <= 20; n += 1) expect((await post(`${n}`)).status(), `review ${n}`).toBe(201);
    const refused = await post('21');
    expect(refused.status()).toBe(429);
    const retryAfter = Number(refused.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await refused.json()).toEqual({ error: refusals.tooManyReviews(Math.ceil(retryAfter / 60)) });
    expect(await (await testDb()).collection('reviews').countDocuments({ email: reviewer.email })).toBe(20);
    await request.dispose();
    await disposeActors(reviewer);
  });

  test('the Add Review form shows the same sentence once the account has posted 20 reviews', async ({ page, signedIn }) => {
    const reviewer = await signedIn({ tag, label: 'form-reviewer' });
    for (let n = 1; n <= 20; n += 1) {
      expect((await page.request.post('/api/review', { data: { review: `Form door ${tag} ${n}`, ratings: '4' } })).status()).toBe(201);
    }
    await page.goto('/dashboard/addreview');
    await page.getByLabel('Your review', { exact: true }).fill(`Form door ${tag} refused`);
    await page.getByLabel('Rating').selectOption('4');
    await page.getByRole('button', { name: 'Add Review' }).click();
    await expect(page.getByText(/^You have posted many reviews in a short time\. Please try again in \d+ minutes\.$/)).toBeVisible();
    expect(await (await testDb()).collection('reviews').countDocuments({ email: reviewer.email })).toBe(20);
  });
});

test('one address makes at most 10 accounts an hour; the 11th sign-up is refused and makes none', async ({ request, browser }) => {
  test.setTimeout(120_000);
  const address = uniqueIp();
  const register = await actionId('registerAction');
  const email = (n: number) => `door-${n}-${tag}@mrittika.test`;
  const signUp = (n: number) =>
    request.post('/register', {
      headers: { 'next-action': register, 'content-type': 'text/plain;charset=UTF-8', origin: E2E_BASE_URL, 'x-forwarded-for': address },
      data: JSON.stringify([{ name: `Door ${n}`, email: email(n), password: 'door-password-1' }, '/']),
    });
  const users = (await testDb()).collection('users');
  try {
    for (let n = 1; n <= 10; n += 1) {
      const answer = await signUp(n);
      expect(answer.status(), `sign-up ${n}: ${(await answer.text()).slice(0, 200)}`).toBeLessThan(400);
      expect(await users.countDocuments({ email: email(n) }), `sign-up ${n}`).toBe(1);
    }
    // The form, from the same address: the sign-in pages' own sentence, and no account.
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
    const page = await context.newPage();
    await page.goto('/register');
    await page.getByLabel('Name').fill('Door 11');
    await page.getByLabel('Email').fill(email(11));
    await page.getByLabel('Password').fill('door-password-1');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByTestId('register-error')).toHaveText('Too many attempts. Please wait a few minutes and try again.');
    expect(await users.countDocuments({ email: email(11) })).toBe(0);
    await context.close();
    // Another address signs up as before.
    const elsewhere = await request.post('/register', {
      headers: { 'next-action': register, 'content-type': 'text/plain;charset=UTF-8', origin: E2E_BASE_URL, 'x-forwarded-for': uniqueIp() },
      data: JSON.stringify([{ name: 'Door 12', email: email(12), password: 'door-password-1' }, '/']),
    });
    expect(elsewhere.status()).toBeLessThan(400);
    expect(await users.countDocuments({ email: email(12) })).toBe(1);
  } finally {
    await users.deleteMany({ email: { $regex: `^door-\\d+-${tag}@` } });
  }
});
