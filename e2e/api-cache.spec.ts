import { expect, fileActors, fileTag, test } from './support/fixtures';
import { testDb } from './support/database';
import { SHARED_PAGE_LAG_MS } from './support/page-cache';
import { insertTool, readTool } from './support/records';

// The catalogue and the reviews are cached for the public pages; the writes that change them expire the cache.
// Made in beforeAll: with fullyParallel it runs again for each group of tests a worker takes on.
const tag = fileTag();
const { admin, customer } = fileActors(tag, { admin: ['curator', 'admin'], customer: ['critic'] });

test('a tool read is served from the cache, and a write through the API shows at once', async ({ request }) => {
  const tool = await insertTool(tag, { price: 700, stock: 30, minimum: 1 });
  const path = `/api/tools/${tool._id.toHexString()}`;
  expect((await (await request.get(path)).json()).price).toBe(700);

  // A change behind the shop's back (straight in the database) is not seen: the answer comes from the cache.
  await (await testDb()).collection('tools').updateOne({ _id: tool._id }, { $set: { price: 701 } });
  expect((await (await request.get(path)).json()).price).toBe(700);

  // An order through the API changes the stock and expires the tool: the very next read is fresh.
  const ordered = await request.post('/api/order', {
    headers: customer.bearer,
    data: { toolId: tool._id.toHexString(), quantity: 4, phone: '01711000000', address: `Dhaka ${tag}` },
  });
  expect(ordered.status()).toBe(201);
  expect(await (await request.get(path)).json()).toMatchObject({ price: 701, stock: 26 });

  const edited = await request.patch(path, { headers: admin.bearer, data: { price: 750 } });
  expect(edited.status()).toBe(200);
  expect((await (await request.get(path)).json()).price).toBe(750);
  expect((await readTool(tool._id))?.price).toBe(750);
});

test('a new tool appears at once in the list and on the home page; a deleted one goes at once', async ({ request }) => {
  await request.get('/api/tools');
  await request.get('/');
  const name = `Cache Check Cutter ${tag}`;
  const added = await request.post('/api/tools', {
    headers: admin.bearer,
    data: { name, desc: 'Cuts fast', price: 5000, minimum: 1, stock: 3, img: '/images/tools/tile-cutter.svg' },
  });
  expect(added.status()).toBe(201);
  const { insertedId } = await added.json();
  const list = await (await request.get('/api/tools')).json();
  expect(list.find((tool: { _id: string }) => tool._id === insertedId)).toMatchObject({ name });
  // At once, or after the write's second expiry if another test's render of the home page raced it.
  await expect.poll(async () => (await request.get('/')).text(), { timeout: SHARED_PAGE_LAG_MS }).toContain(name);

  expect((await request.delete(`/api/tools/${insertedId}`, { headers: admin.bearer })).status()).toBe(200);
  const after = await (await request.get('/api/tools')).json();
  expect(after.some((tool: { _id: string }) => tool._id === insertedId)).toBe(false);
  expect((await request.get(`/api/tools/${insertedId}`)).status()).toBe(404);
});

test("a new review appears at once, under the account's name and e-mail whatever the body says", async ({ request }) => {
  await request.get('/api/review');
  const text = `Every cut was clean ${tag}`;
  const posted = await request.post('/api/review', {
    headers: customer.bearer,
    data: { review: text, ratings: '5', name: 'Someone Else', email: 'someone@else.test' },
  });
  expect(posted.status()).toBe(201);
  expect((await posted.json()).review).toMatchObject({ name: `critic ${tag}`, email: customer.email });
  // The list is public, to any site: it shows the address masked (docs/decisions/0093-reviewers-addresses-stay-private.md).
  const listed = await request.get('/api/review');
  expect(await listed.text()).not.toContain(customer.email);
  const mine = (await listed.json()).find((review: { review: string }) => review.review === text);
  expect(mine).toMatchObject({ name: `critic ${tag}`, email: `${customer.email[0]}***@${customer.email.split('@')[1]}`, ratings: '5' });
  expect(await (await request.get('/api/review?limit=5&page=1')).text()).not.toContain(customer.email);
});
