import { expect, fileActors, fileTag, test } from './support/fixtures';
import mongoose from 'mongoose';
import { snapshot, testDb } from './support/database';
import { insertOrder, insertTool, readTool } from './support/records';

// Orders and stock over real HTTP against the production server: the server prices, reserves and gives back.
// Made in beforeAll: with fullyParallel it runs again for each group of tests a worker takes on.
const tag = fileTag();
const { customer, admin } = fileActors(tag, { customer: ['buyer'], admin: ['boss', 'admin'] });

const contact = { phone: '01711000000', address: 'House 1, Road 2, Dhaka' };

type StoredLine = { toolId: unknown; product: string; quantity: number; unitPrice: number; lineTotal: number; reserved?: number };

/** An order's stored lines (models/Order.ts), the tool's id as text, to compare as plain data. */
const plainLines = (order: Record<string, unknown> | null) =>
  (order?.lines as StoredLine[] | undefined)?.map(({ toolId, ...line }) => ({ ...line, toolId: String(toolId) }));

/** The stored orders holding a line of the tool, and the units of it they hold. */
async function ordersOfTool(toolId: mongoose.mongo.ObjectId) {
  const orders = await (await testDb()).collection('orders').find({ 'lines.toolId': toolId }).toArray();
  const units = orders
    .flatMap((order) => plainLines(order) ?? [])
    .filter((line) => line.toolId === toolId.toHexString())
    .reduce((sum, line) => sum + line.quantity, 0);
  return { orders, units };
}

test('50 orders at once for a tool with stock 20: exactly 20 units sold, stock 0, every refusal a 409', async ({ request }) => {
  const tool = await insertTool(tag, { stock: 20, minimum: 1, price: 300 });
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      request.post('/api/order', {
        headers: customer.bearer,
        data: { toolId: tool._id.toHexString(), product: tool.name, quantity: 1, email: customer.email, ...contact },
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 201)).toHaveLength(20);
  expect(statuses.filter((status) => status === 409)).toHaveLength(30);
  for (const answer of answers.filter((a) => a.status() === 409)) {
    expect((await answer.json()).error).toBe('Error: Minimum order quantity is 1 & maximum quantity is 0');
  }
  expect((await readTool(tool._id))?.stock).toBe(0);
  // Twenty orders of one line each: one unit apiece.
  const { orders, units } = await ordersOfTool(tool._id);
  expect(orders).toHaveLength(20);
  expect(units).toBe(20);
});

test('larger orders racing for the same stock never sell more than there is', async ({ request }) => {
  const tool = await insertTool(tag, { stock: 25, minimum: 3, price: 100 });
  const answers = await Promise.all(
    [3, 4, 5, 6, 7, 8, 9, 10, 3, 4].map((quantity) =>
      request.post('/api/order', { headers: customer.bearer, data: { toolId: tool._id.toHexString(), quantity, ...contact } }),
    ),
  );
  const { orders, units: sold } = await ordersOfTool(tool._id);
  expect(orders).toHaveLength(answers.filter((answer) => answer.status() === 201).length);
  const stock = (await readTool(tool._id))?.stock;
  expect(stock).toBeGreaterThanOrEqual(0);
  expect(sold + stock!).toBe(25);
  expect(answers.every((answer) => [201, 409].includes(answer.status()))).toBe(true);
  // Refusing everyone would keep the numbers above true: each order fits the stock alone, so some must be sold, and
  // an order is refused only when the stock left is less than it asked for, which the stock only lessens after.
  expect(sold).toBeGreaterThan(0);
  const refused = [3, 4, 5, 6, 7, 8, 9, 10, 3, 4].filter((_, index) => answers[index]!.status() === 409);
  for (const quantity of refused) expect(stock!).toBeLessThan(quantity);
});

test('a posted total of 1 BDT is stored as quantity x the price in the database, under the account\'s own name', async ({ request }) => {
  const tool = await insertTool(tag, { price: 6500, minimum: 2, stock: 60 });
  const answer = await request.post('/api/order', {
    headers: customer.bearer,
    data: { product: tool.name, quantity: 3, total: 1, email: customer.email, userName: 'Rahim', ...contact },
  });
  expect(answer.status()).toBe(201);
  const body = await answer.json();
  expect(body).toMatchObject({ acknowledged: true, insertedId: expect.any(String) });
  // The answer keeps the one-tool fields, derived from the order's one line, beside the lines.
  expect(body.order).toMatchObject({
    toolId: tool._id.toHexString(),
    product: tool.name,
    quantity: 3,
    unitPrice: 6500,
    lines: [{ toolId: tool._id.toHexString(), product: tool.name, quantity: 3, unitPrice: 6500, lineTotal: 19_500 }],
    subtotal: 19_500,
    deliveryCharge: 0,
    total: 19_500,
    status: 'pending',
  });
  const stored = await (await testDb()).collection('orders').findOne({ _id: new mongoose.mongo.ObjectId(body.insertedId as string) });
  // The name comes from the account (docs/orders.md): a customer's `userName` is ignored, as the total is.
  expect(stored).toMatchObject({ subtotal: 19_500, deliveryCharge: 0, total: 19_500, email: customer.email, userName: customer.name });
  // Stored as one line priced by the server, the units it took off the stock with it.
  expect(plainLines(stored)).toEqual([
    { toolId: tool._id.toHexString(), product: tool.name, quantity: 3, unitPrice: 6500, lineTotal: 19_500, reserved: 3 },
  ]);
  expect((await readTool(tool._id))?.stock).toBe(57);
});

test("quantity below the minimum is a 400 and above the stock a 409, both with the shop's message; nothing is written", async ({ request }) => {
  const tool = await insertTool(tag, { minimum: 10, stock: 40 });
  const before = await snapshot(tag);
  const below = await request.post('/api/order', { headers: customer.bearer, data: { toolId: tool._id.toHexString(), quantity: 9, ...contact } });
  expect(below.status()).toBe(400);
  const message = 'Error: Minimum order quantity is 10 & maximum quantity is 40';
  expect(await below.json()).toEqual({ error: message, fields: { quantity: [message] } });
  const above = await request.post('/api/order', { headers: customer.bearer, data: { toolId: tool._id.toHexString(), quantity: 41, ...contact } });
  expect(above.status()).toBe(409);
  expect(await above.json()).toEqual({ error: message });
  expect(await snapshot(tag)).toEqual(before);
});

test('any whole quantity outside the range gets the purchase rule word for word: 400 below the minimum, 409 above the stock', async ({ request }) => {
  const tool = await insertTool(tag, { minimum: 1, stock: 50 });
  const before = await snapshot(tag);
  const message = 'Error: Minimum order quantity is 1 & maximum quantity is 50';
  for (const quantity of [0, -1, '0', '-1']) {
    const answer = await request.post('/api/order', { headers: customer.bearer, data: { toolId: tool._id.toHexString(), quantity, ...contact } });
    expect.soft(answer.status(), `quantity ${quantity}`).toBe(400);
    expect.soft(await answer.json(), `quantity ${quantity}`).toEqual({ error: message, fields: { quantity: [message] } });
  }
  for (const quantity of [51, 10_000_000]) {
    const answer = await request.post('/api/order', { headers: customer.bearer, data: { toolId: tool._id.toHexString(), quantity, ...contact } });
    expect.soft(answer.status(), `quantity ${quantity}`).toBe(409);
    expect.soft(await answer.json(), `quantity ${quantity}`).toEqual({ error: message });
  }
  // Not a whole number at all: the field's own message.
  const half = await request.post('/api/order', { headers: customer.bearer, data: { toolId: tool._id.toHexString(), quantity: 1.5, ...contact } });
  expect(await half.json()).toMatchObject({ fields: { quantity: ['Provide a valid Quantity'] } });
  expect(await snapshot(tag)).toEqual(before);
  expect((await readTool(tool._id))?.stock).toBe(50);
});

test("an expected unit price that is no longer the tool's is a 409 naming the price now; nothing is ordered", async ({ request }) => {
  const tool = await insertTool(tag, { minimum: 1, stock: 50, price: 900 });
  const before = await snapshot(tag);
  const stale = await request.post('/api/order', {
    headers: customer.bearer,
    data: { toolId: tool._id.toHexString(), quantity: 2, expectedUnitPrice: 777, ...contact },
  });
  expect(stale.status()).toBe(409);
  expect(await stale.json()).toEqual({ error: 'The price changed to BDT 900 each while you were ordering. Check the new total and order again.' });
  expect(await snapshot(tag)).toEqual(before);
  const current = await request.post('/api/order', {
    headers: customer.bearer,
    data: { toolId: tool._id.toHexString(), quantity: 2, expectedUnitPrice: 900, ...contact },
  });
  expect(current.status()).toBe(201);
  expect((await current.json()).order).toMatchObject({ unitPrice: 900, total: 1800 });
});

test("another customer's order id is answered as no order at all (404), for deleting and confirming", async ({ request }) => {
  const tool = await insertTool(tag, { minimum: 1, stock: 50 });
  const theirs = await insertOrder(tool, admin.email);
  const before = await snapshot(tag);
  const id = theirs._id.toHexString();
  for (const target of [id, 'ffffffffffffffffffffffff']) {
    const removed = await request.delete(`/api/order/${target}`, { headers: customer.bearer });
    expect.soft(removed.status(), `DELETE ${target}`).toBe(404);
    expect.soft(await removed.json()).toEqual({ error: 'No order with this id.' });
    const confirmed = await request.post('/api/confirm', { headers: customer.bearer, data: { orderId: target } });
    expect.soft(confirmed.status(), `confirm ${target}`).toBe(404);
    expect.soft(await confirmed.json()).toEqual({ error: 'No order with this id.' });
  }
  expect(await snapshot(tag)).toEqual(before);
});

test('an unknown product name or tool id is a 404 and reserves nothing', async ({ request }) => {
  const before = await snapshot(tag);
  const byName = await request.post('/api/order', { headers: customer.bearer, data: { product: `No such tool ${tag}`, quantity: 1, ...contact } });
  expect(byName.status()).toBe(404);
  const byId = await request.post('/api/order', { headers: customer.bearer, data: { toolId: 'aaaaaaaaaaaaaaaaaaaaaaaa', quantity: 1, ...contact } });
  expect(byId.status()).toBe(404);
  expect(await snapshot(tag)).toEqual(before);
});

test('deleting an unconfirmed order gives its stock back; a confirmed one cannot be deleted (409)', async ({ request }) => {
  const tool = await insertTool(tag, { minimum: 2, stock: 10 });
  const placed = await request.post('/api/order', { headers: customer.bearer, data: { toolId: tool._id.toHexString(), quantity: 4, ...contact } });
  const { insertedId } = await placed.json();
  expect((await readTool(tool._id))?.stock).toBe(6);
  const removed = await request.delete(`/api/order/${insertedId}`, { headers: customer.bearer });
  expect(removed.status()).toBe(200);
  expect(await removed.json()).toEqual({ acknowledged: true, deletedCount: 1 });
  expect((await readTool(tool._id))?.stock).toBe(10);
  expect((await request.delete(`/api/order/${insertedId}`, { headers: customer.bearer })).status()).toBe(404);

  const second = await (await request.post('/api/order', { headers: customer.bearer, data: { toolId: tool._id.toHexString(), quantity: 2, ...contact } })).json();
  expect((await request.post('/api/confirm', { headers: customer.bearer, data: { orderId: second.insertedId } })).status()).toBe(201);
  const before = await snapshot(tag);
  const refused = await request.delete(`/api/order/${second.insertedId}`, { headers: customer.bearer });
  expect(refused.status()).toBe(409);
  expect(await snapshot(tag)).toEqual(before);
  expect((await readTool(tool._id))?.stock).toBe(8);
});

test('confirming marks that one order confirmed, cash due on delivery, with the server total, and is idempotent', async ({ request }) => {
  const tool = await insertTool(tag, { price: 1200, minimum: 5, stock: 200 });
  const first = await insertOrder(tool, customer.email, { quantity: 5 });
  const other = await insertOrder(tool, customer.email, { quantity: 6 });
  const body = { orderId: first._id.toHexString(), user: customer.email, name: tool.name, price: 1, address: 'Elsewhere', phone: '999999' };
  const confirmed = await request.post('/api/confirm', { headers: customer.bearer, data: body });
  expect(confirmed.status()).toBe(201);
  const record = await confirmed.json();
  expect(record).toMatchObject({
    acknowledged: true,
    created: true,
    confirmedOrder: {
      orderId: first._id.toHexString(),
      user: customer.email,
      name: tool.name,
      price: 6000,
      address: first.address,
      phone: first.phone,
      status: 'confirmed',
      // Confirming is cash on delivery: the money is due, not paid.
      payment: { method: 'cash', status: 'due', refundDue: false },
    },
  });
  expect(record.confirmedOrder.timeline.map((event: { status: string }) => event.status)).toEqual(['pending', 'confirmed']);
  const again = await request.post('/api/confirm', { headers: customer.bearer, data: body });
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ created: false, insertedId: record.insertedId, confirmedOrder: record.confirmedOrder });

  const db = await testDb();
  const stored = await db.collection('orders').findOne({ _id: first._id });
  expect(stored?.timeline.filter((event: { status: string }) => event.status === 'confirmed')).toHaveLength(1);
  expect(stored?.timeline.filter((event: { status: string }) => event.status === 'paid')).toHaveLength(0);
  expect(stored?.payment).toMatchObject({ method: 'cash', status: 'due' });
  const mine = await (await request.get(`/api/order?email=${encodeURIComponent(customer.email)}`, { headers: customer.bearer })).json();
  const find = (id: string) => mine.find((order: { _id: string }) => order._id === id);
  expect(find(first._id.toHexString())).toMatchObject({ status: 'confirmed', payment: { method: 'cash', status: 'due' } });
  expect(find(other._id.toHexString())).toMatchObject({ status: 'pending', payment: { method: null, status: 'unpaid' } });
});

test('old clients confirm by product name and total: the oldest matching unconfirmed order is confirmed', async ({ request }) => {
  const tool = await insertTool(tag, { price: 380, minimum: 10, stock: 400 });
  const order = await insertOrder(tool, customer.email, { quantity: 10 });
  const answer = await request.post('/api/confirm', {
    headers: customer.bearer,
    data: { user: customer.email, name: tool.name, price: 3800, address: order.address, phone: order.phone },
  });
  expect(answer.status()).toBe(201);
  expect((await answer.json()).confirmedOrder.orderId).toBe(order._id.toHexString());
  const wrongPrice = await request.post('/api/confirm', { headers: customer.bearer, data: { name: tool.name, price: 3799 } });
  expect(wrongPrice.status()).toBe(404);
});

test('an admin moves a confirmed order on, only forward, and the customer sees its status', async ({ request }) => {
  const tool = await insertTool(tag);
  const order = await insertOrder(tool, customer.email);
  const { confirmedOrder } = await (await request.post('/api/confirm', { headers: customer.bearer, data: { orderId: order._id.toHexString() } })).json();
  const move = (status: string) => request.patch(`/api/confirm/${confirmedOrder._id}`, { headers: admin.bearer, data: { status } });

  expect((await move('shipped')).status()).toBe(200);
  expect((await move('shipped')).status()).toBe(409);
  const delivered = await move('delivered');
  expect(delivered.status()).toBe(200);
  expect((await delivered.json()).confirmedOrder.status).toBe('delivered');
  expect((await move('shipped')).status()).toBe(409);
  expect((await move('paid')).status()).toBe(400);

  const list = await (await request.get('/api/confirm', { headers: admin.bearer })).json();
  expect(list.find((record: { _id: string }) => record._id === confirmedOrder._id)?.status).toBe('delivered');
  const mine = await (await request.get('/api/order', { headers: customer.bearer })).json();
  expect(mine.find((o: { _id: string }) => o._id === order._id.toHexString())?.status).toBe('delivered');
});
