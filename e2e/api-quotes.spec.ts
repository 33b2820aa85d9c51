import { expect, fileActors, fileTag, test } from './support/fixtures';
import { shopDayKey } from '../lib/domain/dates';
import { testDb } from './support/database';
import { insertTool, readTool } from './support/records';

// Quotes over real HTTP with bearer tokens, as an API client would use them (lib/openapi/quotes.ts documents each call).
const tag = fileTag();
const { customer, other, admin } = fileActors(tag, { customer: ['contractor'], other: ['neighbour'], admin: ['pricer', 'admin'] });

const inDays = (days: number) => shopDayKey(new Date(Date.now() + days * 86_400_000));

test('request, answer, talk and accept over the API; ten accepts at once make one order, reserving the stock that is there', async ({
  request,
}) => {
  const tool = await insertTool(tag, { stock: 30, minimum: 5, price: 700 });
  const quotesBefore = await (await testDb()).collection('quotes').countDocuments({ email: customer.email });
  const body = { toolId: tool._id.toHexString(), quantity: 60, wantedBy: inDays(10), phone: '01711000000', address: `Gulshan ${tag}` };

  // Bad input: 400 naming the fields, nothing written.
  const bad = await request.post('/api/quotes', { headers: customer.bearer, data: { ...body, quantity: 30, wantedBy: 'soon', phone: { $gt: '' } } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).fields).toMatchObject({ wantedBy: ['Wanted by must be a date'], phone: ['Phone must be text'] });
  const withinStock = await request.post('/api/quotes', { headers: customer.bearer, data: { ...body, quantity: 30 } });
  expect(withinStock.status()).toBe(400);
  expect((await withinStock.json()).fields.quantity[0]).toContain('We have 30 in stock');
  expect(await (await testDb()).collection('quotes').countDocuments({ email: customer.email })).toBe(quotesBefore);
  expect((await request.post('/api/quotes', { data: body })).status()).toBe(401);

  const requested = await request.post('/api/quotes', { headers: customer.bearer, data: body });
  expect(requested.status()).toBe(201);
  const { insertedId: quoteId, quote } = await requested.json();
  expect(quote).toMatchObject({ _id: quoteId, quantity: 60, status: 'requested', state: 'requested', offer: null });
  const mine = await (await request.get('/api/quotes', { headers: customer.bearer })).json();
  expect(mine.items.map((item: { _id: string }) => item._id)).toContain(quoteId);
  expect((await request.get('/api/quotes?status=nonsense', { headers: admin.bearer })).status()).toBe(400);
  const requestedPage = await (await request.get('/api/quotes?status=requested', { headers: admin.bearer })).json();
  expect(requestedPage.items.every((item: { status: string }) => item.status === 'requested')).toBe(true);

  // Only admins answer; only the two sides read and write; others get 404.
  const offer = { unitPrice: 650, deliveryBy: inDays(14), validUntil: inDays(5) };
  expect((await request.post(`/api/quotes/${quoteId}/answer`, { headers: customer.bearer, data: offer })).status()).toBe(403);
  expect((await request.get(`/api/quotes/${quoteId}`, { headers: other.bearer })).status()).toBe(404);
  expect((await request.post(`/api/quotes/${quoteId}/messages`, { headers: other.bearer, data: { text: 'Hi' } })).status()).toBe(404);
  const answered = await request.post(`/api/quotes/${quoteId}/answer`, { headers: admin.bearer, data: offer });
  expect(answered.status()).toBe(200);
  expect((await answered.json()).quote.offer).toMatchObject({ unitPrice: 650, total: 39_000, answeredBy: admin.email });
  expect((await request.post(`/api/quotes/${quoteId}/answer`, { headers: admin.bearer, data: offer })).status()).toBe(409);
  const message = await request.post(`/api/quotes/${quoteId}/messages`, { headers: customer.bearer, data: { text: 'Deliver to gate 2.' } });
  expect(message.status()).toBe(201);
  const detail = await (await request.get(`/api/quotes/${quoteId}`, { headers: customer.bearer })).json();
  expect(detail).toMatchObject({ _id: quoteId, state: 'answered', offer: { unitPrice: 650, answeredBy: null }, messageCount: 1 });
  expect(detail.messages[0]).toMatchObject({ fromShop: false, text: 'Deliver to gate 2.', _id: expect.stringMatching(/^[0-9a-f]{24}$/) });

  // The stock has grown meanwhile: the order reserves it. Ten accepts at once: one order.
  await (await testDb()).collection('tools').updateOne({ _id: tool._id }, { $set: { stock: 100 } });
  expect((await request.post(`/api/quotes/${quoteId}/accept`, { headers: admin.bearer })).status()).toBe(403);
  const accepts = await Promise.all(
    Array.from({ length: 10 }, () => request.post(`/api/quotes/${quoteId}/accept`, { headers: customer.bearer })),
  );
  const answers = await Promise.all(accepts.map((answer) => answer.json()));
  expect(accepts.map((answer) => answer.status()).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
  expect(new Set(answers.map((answer) => answer.orderId)).size).toBe(1);
  // Orders hold lines (models/Order.ts): one line at the quoted price, the units it reserved with it.
  const orders = await (await testDb()).collection('orders').find({ email: customer.email, 'lines.toolId': tool._id }).toArray();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ subtotal: 39_000, deliveryCharge: 0, total: 39_000 });
  expect(orders[0]!.lines).toHaveLength(1);
  expect(String(orders[0]!.lines[0].toolId)).toBe(tool._id.toHexString());
  expect(orders[0]!.lines[0]).toMatchObject({ product: tool.name, quantity: 60, unitPrice: 650, lineTotal: 39_000, reserved: 60 });
  expect((await readTool(tool._id))?.stock).toBe(40);

  // Deleting it gives back what it took, and the quote is open again.
  expect((await request.delete(`/api/order/${answers[0].orderId}`, { headers: customer.bearer })).status()).toBe(200);
  expect((await readTool(tool._id))?.stock).toBe(100);
  expect(await (await request.get(`/api/quotes/${quoteId}`, { headers: customer.bearer })).json()).toMatchObject({ status: 'answered', orderId: null });
});
