import { expect, fileActors, fileTag, test } from './support/fixtures';
import { createAccount, createActor, disposeActors, signIn } from './support/accounts';
import { snapshot, testDb } from './support/database';
import { insertTool } from './support/records';
import { E2E_BASE_URL } from './support/stack';

// Both ways in (the session cookie our pages use, the bearer token old clients use) and the account rules.
// Made in beforeAll: with fullyParallel it runs again for each group of tests a worker takes on.
const tag = fileTag();
const { customer, admin } = fileActors(tag, { customer: ['member'], admin: ['steward', 'admin'] });

test('the session cookie alone authenticates: orders, reviews, admin flag, profile', async () => {
  const session = customer.session;
  const tool = await insertTool(tag, { minimum: 1, price: 200 });
  const placed = await session.post('/api/order', {
    data: { toolId: tool._id.toHexString(), quantity: 2, phone: '01711000000', address: `Dhaka ${tag}` },
  });
  expect(placed.status()).toBe(201);
  expect((await placed.json()).order).toMatchObject({ email: customer.email, userName: `member ${tag}`, total: 400 });
  const mine = await session.get('/api/order');
  expect(mine.status()).toBe(200);
  expect((await mine.json()).map((order: { email: string }) => order.email)).toEqual([customer.email]);
  expect(await (await session.get(`/api/admin/${customer.email}`)).json()).toEqual({ admin: false });
  expect((await session.get('/api/user')).status()).toBe(403);

  const profile = await session.put(`/api/user/${customer.email}`, {
    data: { name: `Member ${tag}`, number: '01811000000', address: `Road 9, Chattogram ${tag}`, email: 'ignored@else.test' },
  });
  expect(profile.status()).toBe(200);
  expect(await profile.json()).toMatchObject({
    acknowledged: true,
    modifiedCount: 1,
    user: { email: customer.email, name: `Member ${tag}`, number: '01811000000', address: `Road 9, Chattogram ${tag}` },
  });
});

test('a token is issued only to the signed-in user for their own e-mail, and then works as a bearer', async ({ request, playwright }) => {
  const account = await createAccount({ tag, label: 'newcomer' });
  const body = { email: account.email };
  // The old API handed a token to anyone for any e-mail; ours wants the account signed in.
  expect((await request.put(`/api/user/${account.email}`, { data: body })).status()).toBe(401);
  expect((await customer.session.put(`/api/user/${account.email}`, { data: body })).status()).toBe(403);
  expect((await admin.session.put(`/api/user/${account.email}`, { data: body })).status()).toBe(403);

  const session = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  await signIn(session, account);
  const mismatched = await session.put(`/api/user/${account.email}`, { data: { email: customer.email } });
  expect(mismatched.status()).toBe(403);
  const issued = await session.put(`/api/user/${account.email}`, { data: body });
  expect(issued.status()).toBe(200);
  const { token } = await issued.json();
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const flag = await request.get(`/api/admin/${encodeURIComponent(account.email)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(await flag.json()).toEqual({ admin: false });
  await session.dispose();
});

test('a bad bearer token is refused even next to a good session cookie; malformed headers are 401', async () => {
  expect((await customer.session.get('/api/order', { headers: { authorization: 'Bearer not.a.token' } })).status()).toBe(401);
  expect((await customer.session.get('/api/order', { headers: { authorization: 'Basic abc' } })).status()).toBe(401);
  expect((await customer.session.get('/api/order', { headers: { authorization: `Bearer ${customer.token}` } })).status()).toBe(200);
});

test('a promotion counts at once, with the same token; GET /api/user lists the accounts', async ({ request }) => {
  const rising = await createActor(tag, 'rising');
  expect((await request.get('/api/confirm', { headers: rising.bearer })).status()).toBe(403);
  const made = await request.put(`/api/user/admin/${rising.email}`, { headers: admin.bearer });
  expect(await made.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
  expect(await (await request.put(`/api/user/admin/${rising.email}`, { headers: admin.bearer })).json()).toEqual({
    acknowledged: true,
    modifiedCount: 0,
  });
  expect((await request.get('/api/confirm', { headers: rising.bearer })).status()).toBe(200);
  expect(await (await request.get(`/api/admin/${rising.email}`, { headers: admin.bearer })).json()).toEqual({ admin: true });
  const users = await (await request.get('/api/user', { headers: rising.bearer })).json();
  expect(users.find((user: { email: string }) => user.email === rising.email)).toMatchObject({ role: 'admin', _id: expect.any(String) });
  expect(users.every((user: Record<string, unknown>) => !('passwordHash' in user))).toBe(true);
  await disposeActors(rising);
});

test('an admin removes users, never themselves; the removed account is locked out at once', async ({ request }) => {
  const before = await snapshot(tag);
  const self = await request.delete(`/api/user/${admin.email}`, { headers: admin.bearer });
  expect(self.status()).toBe(409);
  expect(await snapshot(tag)).toEqual(before);

  const leaving = await createActor(tag, 'leaving');
  const removed = await request.delete(`/api/user/${leaving.email}`, { headers: admin.bearer });
  expect(await removed.json()).toEqual({ acknowledged: true, deletedCount: 1 });
  expect(await (await testDb()).collection('users').countDocuments({ email: leaving.email })).toBe(0);
  expect((await request.get('/api/order', { headers: leaving.bearer })).status()).toBe(401);
  expect((await request.delete(`/api/user/${leaving.email}`, { headers: admin.bearer })).status()).toBe(404);
  await disposeActors(leaving);
});

test('taking the admin role away ends every token and session of that account; never your own, never by a customer', async ({
  request,
}) => {
  const deputy = await createActor(tag, 'deputy', 'admin');
  expect((await request.get('/api/user', { headers: deputy.bearer })).status()).toBe(200);
  expect((await request.delete(`/api/user/admin/${deputy.email}`, { headers: customer.bearer })).status()).toBe(403);
  expect((await request.delete(`/api/user/admin/${admin.email}`, { headers: admin.bearer })).status()).toBe(409);

  const demoted = await request.delete(`/api/user/admin/${deputy.email}`, { headers: admin.bearer });
  expect(await demoted.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
  expect((await request.get('/api/user', { headers: deputy.bearer })).status()).toBe(401);
  expect((await deputy.session.get('/api/order')).status()).toBe(401);
  expect(await (await testDb()).collection('users').findOne({ email: deputy.email })).toMatchObject({ role: 'customer' });
  // Already a customer: nothing to change.
  expect(await (await request.delete(`/api/user/admin/${deputy.email}`, { headers: admin.bearer })).json()).toEqual({
    acknowledged: true,
    modifiedCount: 0,
  });
  await disposeActors(deputy);
});

test('API tokens are limited per account: the eleventh in 15 minutes is refused with 429', async () => {
  const hoarder = await createActor(tag, 'hoarder');
  // createActor took one already.
  for (let i = 2; i <= 10; i += 1) {
    expect((await hoarder.session.put(`/api/user/${hoarder.email}`, { data: { email: hoarder.email } })).status()).toBe(200);
  }
  const refused = await hoarder.session.put(`/api/user/${hoarder.email}`, { data: { email: hoarder.email } });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  await disposeActors(hoarder);
});
