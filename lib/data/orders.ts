import 'server-only';
import type { Types } from 'mongoose';
import { isAdmin, isSignedIn, ownerOrAdminOf, requireAccess } from '@/lib/access';
import type { Caller } from '@/lib/auth/caller';
import { CACHE_TAGS, expireCached } from '@/lib/data/cache';
import { connectToDatabase } from '@/lib/db';
import { ConflictError, InvalidInputError, NotFoundError } from '@/lib/errors';
import { isObjectIdText } from '@/lib/validation/common';
import {
  confirmSchema,
  fulfilmentStatusSchema,
  orderListQuerySchema,
  orderSchema,
  quantityRuleMessage,
} from '@/lib/validation/orders';
import { ConfirmedOrder, FULFILMENT_STATUSES, type ConfirmedOrderFields } from '@/models/ConfirmedOrder';
import { Order, type OrderFields, type OrderStatus } from '@/models/Order';
import { Tool } from '@/models/Tool';
import { User } from '@/models/User';

type Stamped = { _id: Types.ObjectId; createdAt?: Date | null };

/** An order as pages and the API show it: plain data, ids as strings, with where it stands. */
export type OrderSummary = {
  id: string;
  toolId: string;
  product: string;
  quantity: number;
  unitPrice: number;
  total: number;
  email: string;
  userName: string;
  phone: string;
  address: string;
  status: OrderStatus;
  createdAt: string | null;
};

/** A confirmed (paid) order as admins see it under Placed Orders. */
export type ConfirmedOrderSummary = {
  id: string;
  orderId: string;
  user: string;
  name: string;
  price: number;
  address: string;
  phone: string;
  status: (typeof FULFILMENT_STATUSES)[number];
  createdAt: string | null;
};

function toOrderSummary(order: OrderFields & Stamped): OrderSummary {
  const { _id, toolId, product, quantity, unitPrice, total, email, userName, phone, address, status } = order;
  return {
    id: _id.toString(),
    toolId: toolId.toString(),
    product,
    quantity,
    unitPrice,
    total,
    email,
    userName,
    phone,
    address,
    status,
    createdAt: order.createdAt?.toISOString() ?? null,
  };
}

function toConfirmedSummary(record: ConfirmedOrderFields & Stamped): ConfirmedOrderSummary {
  const { _id, orderId, user, name, price, address, phone, status } = record;
  return {
    id: _id.toString(),
    orderId: orderId.toString(),
    user,
    name,
    price,
    address,
    phone,
    status,
    createdAt: record.createdAt?.toISOString() ?? null,
  };
}

const NO_ORDER = 'No order with this id.';

/**
 * Takes `quantity` units of a tool off its stock in one atomic conditional update: it matches only while the
 * stock covers the quantity and the quantity meets the minimum, so stock never goes below zero, however many
 * orders arrive at once. Returns the tool as reserved (its price is the one charged), or null.
 */
async function reserveStock(toolId: Types.ObjectId, quantity: number) {
  return Tool.findOneAndUpdate(
    { _id: toolId, stock: { $gte: quantity }, minimum: { $lte: quantity } },
    { $inc: { stock: -quantity } },
    { returnDocument: 'after' },
  ).lean();
}

/** Gives reserved units back (an order deleted, or one that could not be saved). */
async function releaseStock(toolId: Types.ObjectId, quantity: number): Promise<void> {
  await Tool.updateOne({ _id: toolId }, { $inc: { stock: quantity } });
}

/**
 * A signed-in user places an order for themselves (an admin for anyone). `input` is the purchase payload,
 * checked with orderSchema. The unit price comes from the database and total = quantity x price; a client's
 * total is ignored. Quantity below the tool's minimum: 400; above what is in stock (now): 409. Both answer
 * with the spec's message.
 */
export async function placeOrder(caller: Caller | null, input: unknown): Promise<OrderSummary> {
  const buyer = requireAccess(caller, isSignedIn);
  const order = orderSchema.parse(input);
  const email = order.email ?? buyer.email;
  requireAccess(buyer, ownerOrAdminOf(email));
  await connectToDatabase();

  let userName = order.userName || (email === buyer.email ? buyer.name : null);
  if (email !== buyer.email) {
    const customer = await User.findOne({ email }).lean();
    if (!customer) throw new NotFoundError('No account with this e-mail.');
    userName ||= customer.name ?? null;
  }

  const tool = order.toolId
    ? await Tool.findById(order.toolId).lean()
    : await Tool.findOne({ name: order.product }).lean();
  if (!tool) throw new NotFoundError('No tool with this name or id.');

  const { quantity } = order;
  const reserved = await reserveStock(tool._id, quantity);
  if (!reserved) {
    const now = (await Tool.findById(tool._id).lean()) ?? tool;
    const message = quantityRuleMessage(now.minimum, now.stock);
    if (quantity < now.minimum) throw new InvalidInputError(message, { quantity: [message] });
    // The quantity is fine for this tool; the stock is not there (any more): a conflict with other orders.
    throw new ConflictError(message);
  }

  try {
    const saved = await Order.create({
      toolId: reserved._id,
      product: reserved.name,
      quantity,
      unitPrice: reserved.price,
      total: quantity * reserved.price,
      email,
      userName: userName || email,
      phone: order.phone,
      address: order.address,
    });
    return toOrderSummary(saved.toObject());
  } catch (error) {
    // No transactions: undo the reservation by hand so that a failed save sells nothing.
    await releaseStock(reserved._id, quantity);
    throw error;
  } finally {
    expireCached(CACHE_TAGS.tools, CACHE_TAGS.tool(reserved._id.toString()));
  }
}

/** A user's orders, newest first, each with its status: your own (`email` absent: yours); an admin anyone's. */
export async function listOrders(caller: Caller | null, email?: string | null): Promise<OrderSummary[]> {
  const who = requireAccess(caller, isSignedIn);
  const query = orderListQuerySchema.parse({ email: email ?? undefined });
  const owner = query.email ?? who.email;
  requireAccess(who, ownerOrAdminOf(owner));
  await connectToDatabase();
  const orders = await Order.find({ email: owner }).sort({ createdAt: -1, _id: -1 }).lean();
  return orders.map(toOrderSummary);
}

/** Deletes an unconfirmed order (its owner, or an admin) and gives its stock back; a confirmed one: 409. */
export async function deleteOrder(caller: Caller | null, id: string): Promise<{ deletedCount: number }> {
  const who = requireAccess(caller, isSignedIn);
  if (!isObjectIdText(id)) throw new NotFoundError(NO_ORDER);
  await connectToDatabase();
  const order = await Order.findById(id).lean();
  if (!order) throw new NotFoundError(NO_ORDER);
  requireAccess(who, ownerOrAdminOf(order.email));
  if (order.status !== 'pending') throw new ConflictError('This order is confirmed and can no longer be deleted.');
  // Conditional on "pending", so a confirmation arriving at the same moment wins or loses as a whole.
  const removed = await Order.findOneAndDelete({ _id: order._id, status: 'pending' }).lean();
  if (!removed) {
    if (await Order.exists({ _id: order._id })) {
      throw new ConflictError('This order is confirmed and can no longer be deleted.');
    }
    throw new NotFoundError(NO_ORDER);
  }
  await releaseStock(removed.toolId, removed.quantity);
  expireCached(CACHE_TAGS.tools, CACHE_TAGS.tool(removed.toolId.toString()));
  return { deletedCount: 1 };
}

/**
 * Confirms (pays for) an order: its owner, or an admin. Marks that one order paid and records the confirmed
 * order with the order's own total, address and phone. Idempotent: confirming again returns the same record
 * with `created: false`.
 */
export async function confirmOrder(
  caller: Caller | null,
  input: unknown,
): Promise<{ created: boolean; confirmedOrder: ConfirmedOrderSummary }> {
  const who = requireAccess(caller, isSignedIn);
  const body = confirmSchema.parse(input);
  if (body.user) requireAccess(who, ownerOrAdminOf(body.user));
  await connectToDatabase();

  let order: (OrderFields & Stamped) | null;
  if (body.orderId) {
    order = await Order.findById(body.orderId).lean();
    if (!order) throw new NotFoundError(NO_ORDER);
    requireAccess(who, ownerOrAdminOf(order.email));
  } else {
    // Old clients name the order by product and total: take the oldest unconfirmed one that matches.
    const match = { email: body.user ?? who.email, product: body.name, total: body.price };
    order = await Order.findOne({ ...match, status: 'pending' }).sort({ createdAt: 1, _id: 1 }).lean();
    if (!order) {
      const confirmed = await ConfirmedOrder.findOne({ user: match.email, name: match.product, price: match.total })
        .sort({ createdAt: -1, _id: -1 })
        .lean();
      if (confirmed) return { created: false, confirmedOrder: toConfirmedSummary(confirmed) };
      throw new NotFoundError('No unconfirmed order of yours matches this product and price.');
    }
  }

  if (order.status === 'pending') {
    const paid = await Order.findOneAndUpdate(
      { _id: order._id, status: 'pending' },
      { $set: { status: 'paid' } },
      { returnDocument: 'after' },
    ).lean();
    if (!paid && !(await Order.exists({ _id: order._id }))) throw new NotFoundError(NO_ORDER);
  }

  const existing = await ConfirmedOrder.findOne({ orderId: order._id }).lean();
  if (existing) return { created: false, confirmedOrder: toConfirmedSummary(existing) };
  try {
    const record = await ConfirmedOrder.create({
      orderId: order._id,
      user: order.email,
      name: order.product,
      price: order.total,
      address: order.address,
      phone: order.phone,
    });
    return { created: true, confirmedOrder: toConfirmedSummary(record.toObject()) };
  } catch (error) {
    // The unique orderId index: a confirmation running at the same moment recorded it first.
    if ((error as { code?: number }).code !== 11000) throw error;
    const winner = await ConfirmedOrder.findOne({ orderId: order._id }).lean();
    if (!winner) throw error;
    return { created: false, confirmedOrder: toConfirmedSummary(winner) };
  }
}

/** Admins see every confirmed order, newest first, with its status. */
export async function listConfirmedOrders(caller: Caller | null): Promise<ConfirmedOrderSummary[]> {
  requireAccess(caller, isAdmin);
  await connectToDatabase();
  const records = await ConfirmedOrder.find().sort({ createdAt: -1, _id: -1 }).lean();
  return records.map(toConfirmedSummary);
}

/**
 * Admins move a confirmed order on, only forward (paid -> shipped -> delivered; skipping a step is allowed);
 * the customer's order shows the same status. Backwards or the same status again: 409.
 */
export async function advanceFulfilment(
  caller: Caller | null,
  confirmedOrderId: string,
  input: unknown,
): Promise<ConfirmedOrderSummary> {
  requireAccess(caller, isAdmin);
  const { status } = fulfilmentStatusSchema.parse(input);
  if (!isObjectIdText(confirmedOrderId)) throw new NotFoundError('No confirmed order with this id.');
  await connectToDatabase();
  const earlier = FULFILMENT_STATUSES.slice(0, FULFILMENT_STATUSES.indexOf(status));
  const moved = await ConfirmedOrder.findOneAndUpdate(
    { _id: confirmedOrderId, status: { $in: earlier } },
    { $set: { status } },
    { returnDocument: 'after' },
  ).lean();
  if (!moved) {
    const record = await ConfirmedOrder.findById(confirmedOrderId).lean();
    if (!record) throw new NotFoundError('No confirmed order with this id.');
    throw new ConflictError(`This order is already ${record.status}; it can only move forward.`);
  }
  await Order.updateOne({ _id: moved.orderId }, { $set: { status } });
  return toConfirmedSummary(moved);
}
