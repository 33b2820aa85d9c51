/**
 * Records tests start from, written straight into the test database (not through the API under test),
 * each carrying the test's tag.
 */
import mongoose from 'mongoose';
import { testDb } from './database';

const { ObjectId } = mongoose.mongo;

export type ToolDoc = { _id: mongoose.mongo.ObjectId; name: string; price: number; minimum: number; stock: number };

export async function insertTool(tag: string, fields: Partial<Omit<ToolDoc, '_id'>> = {}): Promise<ToolDoc> {
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
    toolId: tool._id,
    product: tool.name,
    quantity,
    unitPrice: tool.price,
    total: quantity * tool.price,
    email,
    userName: 'Test Buyer',
    phone: '01711000000',
    address: 'House 1, Road 2, Dhaka',
    status: fields.status ?? 'pending',
    timeline: [{ status: 'pending', at: now, by: email }],
    createdAt: now,
    updatedAt: now,
  };
  await (await testDb()).collection('orders').insertOne(order);
  return order;
}

/** The order, confirmed (paid) by its customer as the purchase would have; returns it. */
export async function insertConfirmedOrder(order: Awaited<ReturnType<typeof insertOrder>>, status = 'paid') {
  const at = new Date();
  const timeline = [...order.timeline, { status: 'paid', at, by: order.email }];
  await (await testDb()).collection('orders').updateOne({ _id: order._id }, { $set: { status, timeline } });
  return order;
}

export async function readTool(id: mongoose.mongo.ObjectId) {
  return (await testDb()).collection('tools').findOne({ _id: id });
}
