import { expect, fileActors, fileTag, test } from './support/fixtures';
import { ObjectId } from 'mongodb';
import { completePayment, forgeIpn, gatewaySession, returnToMerchant } from '../test/sslcommerz-control';
import { E2E_BASE_URL } from './support/address';
import { testDb } from './support/database';
import { insertTool, readTool } from './support/records';

// Payments over real HTTP against the production server and the gateway's loopback stand-in (docs/payments.md).
const tag = fileTag();
const { customer, stranger, admin } = fileActors(tag, { customer: ['payer'], stranger: ['stranger'], admin: ['treasurer', 'admin'] });
const gatewayUrl = () => process.env.E2E_GATEWAY_URL!;
const contact = { phone: '01711000000', address: 'House 1, Road 2, Dhaka' };

async function placeOrder(quantity = 2, price = 750) {
  const tool = await insertTool(tag, { price, minimum: 1, stock: 10 });
  const answer = await customer.session.post('/api/order', { data: { toolId: tool._id.toHexString(), quantity, ...contact } });
  expect(answer.status()).toBe(201);
  const { insertedId } = (await answer.json()) as { insertedId: string };
  return { tool, orderId: insertedId, total: quantity * price };
}

async function storedOrder(id: string) {
  return (await testDb()).collection('orders').findOne({ _id: new ObjectId(id) });
}

test('online: 201 with the gateway page; the return validates; GET /api/order carries payment { method, status }', async () => {
  const { orderId, total } = await placeOrder();
  const answer = await customer.session.post(`/api/order/${orderId}/payment`, { data: { method: 'online' } });
  expect(answer.status()).toBe(201);
  const { redirectUrl, tranId } = (await answer.json()) as { redirectUrl: string; tranId: string };
  expect(redirectUrl.startsWith(`${gatewayUrl()}/gwprocess/v4/gw.php`)).toBe(true);
  expect(tranId.length).toBeLessThanOrEqual(30);
  expect((await gatewaySession(gatewayUrl(), tranId)).fields).toMatchObject({ total_amount: total.toFixed(2), currency: 'BDT', tran_id: tranId });

  const listedBefore = (await (await customer.session.get('/api/order')).json()) as { _id: string; payment: unknown }[];
  expect(listedBefore.find((order) => order._id === orderId)?.payment).toMatchObject({ method: 'online', status: 'pending' });

  const paid = await completePayment(gatewayUrl(), tranId, 'success');
  // The browser's return, replayed three times: one payment.
  for (let replay = 0; replay < 3; replay += 1) {
    const back = await returnToMerchant(paid);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${E2E_BASE_URL}/dashboard/orders/${orderId}/payment?result=paid`);
  }
  const listed = (await (await customer.session.get('/api/order')).json()) as { _id: string; status: string; payment: unknown }[];
  expect(listed.find((order) => order._id === orderId)).toMatchObject({ status: 'confirmed', payment: { method: 'online', status: 'paid' } });
  const payments = await (await testDb()).collection('payments').find({ orderId: new ObjectId(orderId) }).toArray();
  expect(payments.map((payment) => payment.status)).toEqual(['paid']);

  // A paid order paid again, either way: 409, nothing changed.
  for (const method of ['online', 'cash']) {
    const again = await customer.session.post(`/api/order/${orderId}/payment`, { data: { method } });
    expect(again.status()).toBe(409);
  }
  expect((await storedOrder(orderId))?.payment).toMatchObject({ method: 'online', status: 'paid', tranId });
});

test('cash: 200 with the order, payment due; POST /api/confirm means the same; cash received is the admin\'s and once', async () => {
  const { orderId } = await placeOrder();
  const answer = await customer.session.post(`/api/order/${orderId}/payment`, { data: { method: 'cash' } });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ _id: orderId, status: 'confirmed', payment: { method: 'cash', status: 'due' } });

  const second = await placeOrder(1, 300);
  const confirmed = await customer.session.post('/api/confirm', { data: { orderId: second.orderId } });
  expect(confirmed.status()).toBe(201);
  expect((await confirmed.json()).confirmedOrder).toMatchObject({ status: 'confirmed', payment: { method: 'cash', status: 'due' } });

  const byCustomer = await customer.session.post(`/api/order/${orderId}/payment/cash-received`);
  expect(byCustomer.status()).toBe(403);
  expect((await storedOrder(orderId))?.payment.status).toBe('due');
  const received = await admin.session.post(`/api/order/${orderId}/payment/cash-received`);
  expect(received.status()).toBe(200);
  expect(await received.json()).toMatchObject({ _id: orderId, payment: { method: 'cash', status: 'paid' } });
  const twice = await admin.session.post(`/api/order/${orderId}/payment/cash-received`);
  expect(twice.status()).toBe(409);
});

test('bad input, another customer\'s order, and refunds by a customer: 400, 404 and 403, with nothing changed', async () => {
  const { orderId } = await placeOrder();
  const bad = await customer.session.post(`/api/order/${orderId}/payment`, { data: { method: 'card' } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).fields.method).toEqual(['Method must be "online" or "cash"']);
  const empty = await customer.session.post(`/api/order/${orderId}/payment`, { data: {} });
  expect(empty.status()).toBe(400);
  const foreign = await stranger.session.post(`/api/order/${orderId}/payment`, { data: { method: 'cash' } });
  expect(foreign.status()).toBe(404);
  const unknown = await customer.session.post(`/api/order/${new ObjectId().toHexString()}/payment`, { data: { method: 'cash' } });
  expect(unknown.status()).toBe(404);
  const refund = await customer.session.post(`/api/order/${orderId}/refund`);
  expect(refund.status()).toBe(403);
  expect(await storedOrder(orderId)).toMatchObject({ status: 'pending', payment: { method: null, status: 'unpaid' } });
  expect(await (await testDb()).collection('payments').countDocuments({ orderId: new ObjectId(orderId) })).toBe(0);
});

test('a forged IPN (a val_id the gateway never issued) and another order\'s val_id change nothing', async ({ request }) => {
  const { orderId, total } = await placeOrder();
  const started = (await (await customer.session.post(`/api/order/${orderId}/payment`, { data: { method: 'online' } })).json()) as { tranId: string };
  const ipnUrl = `${E2E_BASE_URL}/api/payments/sslcommerz/ipn`;
  const forged = await forgeIpn(gatewayUrl(), ipnUrl, {
    status: 'VALID',
    tran_id: started.tranId,
    val_id: 'FORGED0000001',
    amount: total.toFixed(2),
    currency: 'BDT',
    risk_level: '0',
  });
  expect(forged.status).toBe(400);
  // A real payment of a cheaper order, presented for this one.
  const other = await placeOrder(1, 100);
  const otherTran = (await (await customer.session.post(`/api/order/${other.orderId}/payment`, { data: { method: 'online' } })).json()) as { tranId: string };
  const otherPaid = await completePayment(gatewayUrl(), otherTran.tranId, 'success');
  const swapped = await request.post('/api/payments/sslcommerz/ipn', {
    form: { ...otherPaid.fields, tran_id: started.tranId },
    headers: { origin: gatewayUrl() },
  });
  expect(swapped.status()).toBe(400);
  expect((await storedOrder(orderId))?.payment).toMatchObject({ method: 'online', status: 'pending' });
  expect((await storedOrder(other.orderId))?.payment).toMatchObject({ status: 'paid' });
});

test('an admin refunds a paid online order through the API: cancelled, stock back once, refund asked of the gateway', async () => {
  const { tool, orderId, total } = await placeOrder(3, 500);
  const { tranId } = (await (await customer.session.post(`/api/order/${orderId}/payment`, { data: { method: 'online' } })).json()) as { tranId: string };
  await completePayment(gatewayUrl(), tranId, 'success');
  await expect.poll(async () => (await storedOrder(orderId))?.payment.status).toBe('paid');
  expect((await readTool(tool._id))?.stock).toBe(7);
  const answers = await Promise.all([admin.session.post(`/api/order/${orderId}/refund`), admin.session.post(`/api/order/${orderId}/refund`)]);
  expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 409]);
  expect((await readTool(tool._id))?.stock).toBe(10);
  expect(await storedOrder(orderId)).toMatchObject({ status: 'cancelled', payment: { status: 'refund_pending' } });
  const session = await gatewaySession(gatewayUrl(), tranId);
  expect(session.refunds.map((refund) => refund.amount)).toEqual([total.toFixed(2)]);
});
