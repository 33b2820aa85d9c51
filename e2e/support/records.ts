/**
 * Records tests start from, written straight into the test database (not through the API under test),
 * each carrying the test's tag.
 */
import mongoose from 'mongoose';
import { testDb } from './database';

const { ObjectId } = mongoose.mongo;

export type ToolDoc = { _id: mongoose.mongo.ObjectId; name: string; price: number; minimum: number; stock: number };

/** `nameBn`/`descBn`: the tool's Bangla name and description, which the Bangla pages show. */
export async function insertTool(tag: string, fields: Partial<Omit<ToolDoc, '_id'>> & { nameBn?: string; descBn?: string } = {}): Promise<ToolDoc> {
  const now = new Date();
  const tool = {
    _id: new ObjectId(),
    name: `Test Trowel ${tag} ${new ObjectId().toHexString().slice(-6)}`,
    desc: `A tool for test ${tag}`,
    price: 450,
    minimum: 2,
    stock: 100,
    img: '/images/tools/notched-trowel.svg',
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
  await (await testDb()).collection('tools').insertOne(tool);
  return tool;
}

export async function insertOrder(tool: ToolDoc, email: string, fields: { quantity?: number; status?: string } = {}) {
  const quantity = fields.quantity ?? tool.minimum;
  const now = new Date();
  const order = {
    _id: new ObjectId(),
    lines: [{ toolId: tool._id, product: tool.name, quantity, unitPrice: tool.price, lineTotal: quantity * tool.price, reserved: quantity }],
    subtotal: quantity * tool.price,
    deliveryCharge: 0,
    total: quantity * tool.price,
    email,
    userName: 'Test Buyer',
    phone: '01711000000',
    address: 'House 1, Road 2, Dhaka',
    status: fields.status ?? 'pending',
    payment: { method: null, status: 'unpaid' },
    timeline: [{ status: 'pending', at: now, by: email }],
    createdAt: now,
    updatedAt: now,
  };
  await (await testDb()).collection('orders').insertOne(order);
  return order;
}

/**
 * The order, confirmed by its customer as My Order would have: cash on delivery, its payment due, or (`paid`) with
 * the cash already recorded by the shop. Returns it.
 */
export async function insertConfirmedOrder(order: Awaited<ReturnType<typeof insertOrder>>, status = 'confirmed', { paid = false } = {}) {
  const at = new Date();
  const timeline = [...order.timeline, { status: 'confirmed', at, by: order.email }, ...(paid ? [{ status: 'paid', at }] : [])];
  const payment = { method: 'cash', status: paid ? 'paid' : 'due', ...(paid ? { paidAt: at } : {}) };
  await (await testDb()).collection('orders').updateOne({ _id: order._id }, { $set: { status, timeline, payment } });
  return order;
}

/**
 * The order, paid online and validated by the gateway but rated risky: held for an admin, with its payment attempt.
 * Returns it.
 */
export async function insertHeldOrder(order: Awaited<ReturnType<typeof insertOrder>>) {
  const tranId = `held-${order._id.toHexString()}`;
  const now = new Date();
  const db = await testDb();
  await db.collection('orders').updateOne({ _id: order._id }, { $set: { payment: { method: 'online', status: 'held', tranId } } });
  await db.collection('payments').insertOne({
    orderId: order._id,
    email: order.email,
    method: 'online',
    tranId,
    status: 'held',
    amount: order.total,
    currency: 'BDT',
    riskLevel: '1',
    createdAt: now,
    updatedAt: now,
  });
  return order;
}

export async function readTool(id: mongoose.mongo.ObjectId) {
  return (await testDb()).collection('tools').findOne({ _id: id });
}

/**
 * A quote request for 500 of `tool` by `customer`, wanted in 20 days, as the request form would have written it;
 * `fields` set the rest (an offer, another status or date). Returns its id.
 */
export async function insertQuote(
  tool: Pick<ToolDoc, '_id' | 'name'>,
  customer: { email: string; name: string },
  fields: Record<string, unknown> = {},
): Promise<string> {
  const now = new Date();
  const { insertedId } = await (await testDb()).collection('quotes').insertOne({
    toolId: tool._id,
    product: tool.name,
    quantity: 500,
    wantedBy: new Date(now.getTime() + 20 * 86_400_000),
    phone: '01711000000',
    address: 'Khulna',
    email: customer.email,
    userName: customer.name,
    status: 'requested',
    messages: [],
    messageCount: 0,
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  return insertedId.toHexString();
}
