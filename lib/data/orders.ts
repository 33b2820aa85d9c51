import 'server-only';
import { isEmailAddress, normalizeEmail } from '@/lib/validation/email';
import type { ClientSession, Types } from 'mongoose';
import { isAdmin, isOwnerOrAdmin, isSignedIn, ownerOrAdminOf, requireAccess } from '@/lib/domain/access';
import type { Caller } from '@/lib/auth/caller-type';
import { recordAudit } from '@/lib/data/audit';
import { newOrderId, releaseLines, takeLines, type AfterEachTake, type StockRefusal, type StockRequest } from '@/lib/data/stock';
import { connectToDatabase } from '@/lib/infra/db';
import { ConflictError, InvalidInputError, NotFoundError } from '@/lib/domain/errors';
import {
  CONFIRMED_STATUSES,
  PAYABLE_CONDITION,
  statusesBefore,
  type ConfirmedStatus,
} from '@/lib/domain/order-status';
import { findPage, type Page } from '@/lib/domain/pagination';
import { countWrite } from '@/lib/http/rate-limit';
import { refusals } from '@/lib/texts';
import { isObjectIdText } from '@/lib/validation/common';
import {
  confirmSchema,
  fulfilmentStatusSchema,
  orderListQuerySchema,
  orderSchema,
  quantityRuleMessage,
} from '@/lib/validation/orders';
import { Order } from '@/models/Order';
import { Payment } from '@/models/Payment';
import { statusTally } from '@/models/OrderTally';
import { Quote } from '@/models/Quote';
import { Tool } from '@/models/Tool';
import { User } from '@/models/User';
import { auditTarget, isConfirmedOrder, linesOf, orderEvent, toConfirmedSummary, toOrderSummary, type StoredOrder } from '@/lib/data/order-records';
import { queueOrderMails } from '@/lib/data/order-mail-queue';
import { moveTallies, placedTallies, tallyOrderPlaced } from '@/lib/data/order-tallies';
import type { ConfirmedOrderSummary, OrderSummary } from '@/lib/data/order-types';

/** Saves a new order, in the transaction `session` when there is one. */
export async function createOrder(fields: Record<string, unknown>, session: ClientSession | null): Promise<StoredOrder> {
  const [created] = await Order.create([fields], session ? { session } : {});
  return created!.toObject() as StoredOrder;
}

/**
 * Writes an order of lines with every line's stock taken, or none (lib/data/stock.ts `takeLines`). `write` saves
 * the order under the id it is given, from the tools as taken (their names and prices are the ones charged).
 */
export async function writeOrderWithLines(
  requests: StockRequest[],
  write: (orderId: Types.ObjectId, tools: { _id: Types.ObjectId; name: string; price: number }[], session: ClientSession | null) => Promise<StoredOrder>,
  options: { afterEachTake?: AfterEachTake } = {},
): Promise<{ ok: true; value: StoredOrder } | { ok: false; refused: StockRefusal[] }> {
  const orderId = newOrderId();
  return takeLines(orderId, requests, (tools, session) => write(orderId, tools, session), options);
}

/**
 * A signed-in user places an order for themselves (an admin for anyone). `input` is the purchase payload,
 * checked with orderSchema. The unit price comes from the database and total = quantity x price; a client's
 * total is ignored. Quantity below the tool's minimum (or below 1): 400; above what is in stock (now): 409. Both
 * answer with the purchase rule's message. With `expectedUnitPrice`, a price changed since: 409 naming it.
 */
export async function placeOrder(caller: Caller | null, input: unknown): Promise<OrderSummary> {
  const buyer = requireAccess(caller, isSignedIn);
  const order = orderSchema.parse(input);
  const email = order.email ?? buyer.email;
  requireAccess(buyer, ownerOrAdminOf(email));
  await countWrite('order', buyer);
  await connectToDatabase();
  // Name and e-mail come from the account (docs/orders.md); only an admin ordering for someone else may name them.
  let userName = buyer.name;
  if (email !== buyer.email) {
    const customer = await User.findOne({ email }).lean();
    if (!customer) throw new NotFoundError(refusals.noAccount);
    userName = order.userName || customer.name || null;
  }
  const tool = order.toolId
    ? await Tool.findById(order.toolId).lean()
    : await Tool.findOne({ name: order.product }).lean();
  if (!tool) throw new NotFoundError(refusals.noToolNamed);
  const { quantity, expectedUnitPrice } = order;
  const placed = await writeOrderWithLines([{ toolId: tool._id, quantity, price: expectedUnitPrice }], (orderId, [taken], session) =>
    createOrder(
      {
        _id: orderId,
        lines: [{ toolId: taken!._id, product: taken!.name, quantity, unitPrice: taken!.price, lineTotal: quantity * taken!.price, reserved: quantity }],
        subtotal: quantity * taken!.price,
        deliveryCharge: 0,
        total: quantity * taken!.price,
        email,
        userName: userName || email,
        phone: order.phone,
        address: order.address,
        timeline: [orderEvent('pending', buyer)],
        mailsDue: ['pending'],
      },
      session,
    ),
  );
  if (!placed.ok) {
    const now = placed.refused[0] ?? { minimum: tool.minimum, stock: tool.stock, price: tool.price };
    const message = quantityRuleMessage(now.minimum, now.stock);
    if (quantity < Math.max(1, now.minimum)) throw new InvalidInputError(message, { quantity: [message] });
    // The quantity is fine for this tool; the stock is not there (any more): a conflict with other orders.
    if (quantity > now.stock) throw new ConflictError(message);
    // Enough stock, but the customer was shown another price: they are told the new one and order again.
    if (expectedUnitPrice !== undefined && now.price !== null && now.price !== expectedUnitPrice) throw new ConflictError(refusals.priceChangedMeanwhile(now.price));
    throw new ConflictError(message);
  }
  const saved = placed.value;
  // Independent writes, neither of which fails the order: side by side rather than one after the other.
  await Promise.all([tallyOrderPlaced(saved), queueOrderMails(saved, 'pending')]);
  return toOrderSummary(saved, buyer);
}

/** Orders are listed newest first; the indexes of models/Order.ts end in the same keys. */
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** Rows per page of My Order and Placed Orders. */
export const ORDERS_PAGE_SIZE = 20;

/** Whose orders a caller lists: their own (`email` absent), or an admin anyone's. */
function orderOwner(caller: Caller | null, email?: string | null): { who: Caller; owner: string } {
  const who = requireAccess(caller, isSignedIn);
  const query = orderListQuerySchema.parse({ email: email ?? undefined });
  const owner = query.email ?? who.email;
  requireAccess(who, ownerOrAdminOf(owner));
  return { who, owner };
}

/**
 * A user's orders, newest first, each with its status: your own (`email` absent: yours); an admin anyone's.
 * The whole list, as `GET /api/order` answers without `limit`/`page`.
 */
export async function listOrders(caller: Caller | null, email?: string | null): Promise<OrderSummary[]> {
  const { who, owner } = orderOwner(caller, email);
  await connectToDatabase();
  const orders = await Order.find({ email: owner }).sort(NEWEST_FIRST).lean();
  return orders.map((order) =>
    toOrderSummary(order as StoredOrder, who),
  );
}

/** One page of a user's orders, newest first (My Order; `GET /api/order?limit=&page=`). */
export async function listOrdersPage(
  caller: Caller | null,
  email: string | null,
  { page, pageSize = ORDERS_PAGE_SIZE }: { page: number; pageSize?: number },
): Promise<Page<OrderSummary>> {
  const { who, owner } = orderOwner(caller, email);
  await connectToDatabase();
  return findPage(Order, { email: owner }, NEWEST_FIRST, { page, pageSize }, (order) =>
    toOrderSummary(order as StoredOrder, who),
  );
}

/** Deletes an unconfirmed order (its owner, or an admin) and gives its stock back; a confirmed one: 409. */
export async function deleteOrder(caller: Caller | null, id: string): Promise<{ deletedCount: number }> {
  const who = requireAccess(caller, isSignedIn);
  if (!isObjectIdText(id)) throw new NotFoundError(refusals.noOrder);
  await connectToDatabase();
  const order = await Order.findById(id).lean();
  // Someone else's order is "no order" too, so the answer never reveals that an order exists (as getOrderReceipt).
  if (!order || !isOwnerOrAdmin(who, order.email)) throw new NotFoundError(refusals.noOrder);
  // Conditional on "pending", so a confirmation arriving at the same moment wins or loses as a whole.
  // A payment held for review is money in: it is refunded by an admin's cancel, not deleted with its order.
  const removed = await Order.findOneAndDelete({ _id: order._id, status: 'pending', 'payment.status': PAYABLE_CONDITION }).lean();
  if (!removed) {
    const now = await Order.findById(order._id).lean();
    if (now?.status === 'pending' && now.payment?.status === 'held') throw new ConflictError(refusals.paymentHeld);
    if (now) throw new ConflictError(refusals.orderAlreadyConfirmed);
    throw new NotFoundError(refusals.noOrder);
  }
  // What the order took: its quantity, or (an order from a quote placed beyond the stock) nothing.
  await moveTallies(placedTallies(removed, -1));
  // An online payment left open for it is no longer awaited; should the gateway still take it, it is owed back.
  await Payment.updateMany({ orderId: removed._id, status: 'pending' }, { $set: { status: 'cancelled', note: 'The order was deleted.' } });
  await releaseLines(linesOf(removed));
  // An order from a quote: the quote is open again, to accept while its offer stands.
  if (removed.quoteId) {
    await Quote.updateOne(
      { _id: removed.quoteId, status: 'accepted', orderId: removed._id },
      { $set: { status: 'answered' }, $unset: { orderId: 1, acceptedAt: 1 } },
    );
  }
  if (isAdmin(who)) {
    const { status, total } = removed;
    await recordAudit(who, { action: 'order.deleted', target: auditTarget(removed), before: { status, total }, after: null });
  }
  return { deletedCount: 1 };
}

/** The order a confirmation names: by id (our pages), or the caller's oldest one for a product and total (old clients). */
export async function orderToConfirm(who: Caller, body: ReturnType<typeof confirmSchema.parse>): Promise<StoredOrder> {
  if (body.orderId) {
    const order = await Order.findById(body.orderId).lean();
    // Someone else's order is "no order" too, so the answer never reveals that an order exists (as getOrderReceipt).
    if (!order || !isOwnerOrAdmin(who, order.email)) throw new NotFoundError(refusals.noOrder);
    return order;
  }
  // The old API named an order by its product and total: an order with a line of that product and that total.
  const match = { email: body.user ?? who.email, $or: [{ 'lines.product': body.name }, { product: body.name }], total: body.price };
  // The oldest unconfirmed one; when there is none, the newest confirmed one (confirming is idempotent).
  const order =
    (await Order.findOne({ ...match, status: 'pending' }).sort({ createdAt: 1, _id: 1 }).lean()) ??
    (await Order.findOne({ ...match, status: { $in: CONFIRMED_STATUSES } }).sort({ createdAt: -1, _id: -1 }).lean());
  if (!order) throw new NotFoundError(refusals.noMatchingOrder);
  return order;
}

const CONFIRMED = { status: { $in: [...CONFIRMED_STATUSES] } };

/** Admins see every confirmed order, newest first, with its status (`GET /api/confirm` without `limit`/`page`). */
export async function listConfirmedOrders(caller: Caller | null): Promise<ConfirmedOrderSummary[]> {
  const admin = requireAccess(caller, isAdmin);
  await connectToDatabase();
  const orders = await Order.find(CONFIRMED).sort(NEWEST_FIRST).lean();
  return orders.flatMap((order) => (isConfirmedOrder(order) ? [toConfirmedSummary(order, admin)] : []));
}

/** Admins: one page of the confirmed orders, newest first (Placed Orders; `GET /api/confirm?limit=&page=`). */
export async function listConfirmedOrdersPage(
  caller: Caller | null,
  { page, pageSize = ORDERS_PAGE_SIZE, customer }: { page: number; pageSize?: number; customer?: unknown },
): Promise<Page<ConfirmedOrderSummary>> {
  const admin = requireAccess(caller, isAdmin);
  await connectToDatabase();
  // One customer's orders when `customer` is an e-mail address (anything else lists everyone's): served by the
  // { email, createdAt } index.
  const email = typeof customer === 'string' && isEmailAddress(customer.trim()) ? normalizeEmail(customer) : null;
  const filter = email ? { ...CONFIRMED, email } : CONFIRMED;
  // The filter admits confirmed statuses only, so every document is a confirmed order.
  return findPage(Order, filter, NEWEST_FIRST, { page, pageSize }, (order) =>
    toConfirmedSummary(order as StoredOrder & { status: ConfirmedStatus }, admin),
  );
}

/**
 * Admins move a confirmed order on, only forward (confirmed -> shipped -> delivered; skipping a step is allowed),
 * recording who did it and when. Backwards or the same status again: 409.
 */
export async function advanceFulfilment(caller: Caller | null, orderId: string, input: unknown): Promise<ConfirmedOrderSummary> {
  const admin = requireAccess(caller, isAdmin);
  const { status } = fulfilmentStatusSchema.parse(input);
  if (!isObjectIdText(orderId)) throw new NotFoundError(refusals.noConfirmedOrder);
  await connectToDatabase();
  const step = orderEvent(status, admin);
  const stood = await Order.findOneAndUpdate(
    { _id: orderId, status: { $in: statusesBefore(status) } },
    { $set: { status }, $push: { timeline: step }, $addToSet: { mailsDue: status } },
    { returnDocument: 'before' },
  ).lean();
  // Read again rather than pieced together: the order's money may have moved meanwhile (cash recorded, say).
  const moved = stood && (await Order.findById(orderId).lean());
  if (stood && moved && isConfirmedOrder(moved)) {
    const before = stood.status;
    await Promise.all([
      moveTallies([[statusTally(before), { orders: -1 }], [statusTally(status), { orders: 1 }]]),
      queueOrderMails(moved, status),
    ]);
    await recordAudit(admin, { action: 'order.moved', target: auditTarget(moved), before: { status: before }, after: { status } });
    return toConfirmedSummary(moved, admin);
  }
  const order = await Order.findById(orderId).lean();
  if (!order || !isConfirmedOrder(order)) throw new NotFoundError(refusals.noConfirmedOrder);
  throw new ConflictError(refusals.orderOnlyForward(order.status));
}

/**
 * One order's receipt: for its customer and for admins. Anyone else is told there is no such order (404), so the
 * answer never reveals that an order exists.
 */
export async function getOrderReceipt(caller: Caller | null, id: string): Promise<OrderSummary> {
  const who = requireAccess(caller, isSignedIn);
  if (!isObjectIdText(id)) throw new NotFoundError(refusals.noOrder);
  await connectToDatabase();
  const order = await Order.findById(id).lean();
  if (!order || !isOwnerOrAdmin(who, order.email)) throw new NotFoundError(refusals.noOrder);
  return toOrderSummary(order, who);
}

/**
 * Admins: deletes an account's unpaid orders one by one through deleteOrder (stock given back, tallies moved, quotes
 * reopened, each audited), when the account is removed. An order confirmed meanwhile stays, as it would for its owner.
 */
export async function deleteUnpaidOrdersOf(caller: Caller | null, email: string): Promise<number> {
  const admin = requireAccess(caller, isAdmin);
  await connectToDatabase();
  let deleted = 0;
  for await (const order of Order.find({ email, status: 'pending' }).select({ _id: 1 }).lean().cursor()) {
    try {
      deleted += (await deleteOrder(admin, order._id.toString())).deletedCount;
    } catch (error) {
      if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
    }
  }
  return deleted;
}
