import 'server-only';
import { isEmailAddress, normalizeEmail } from '@/lib/validation/email';
import type { ClientSession, Types } from 'mongoose';
import { isAdmin, isOwnerOrAdmin, isSignedIn, ownerOrAdminOf, requireAccess } from '@/lib/access';
import type { Caller } from '@/lib/auth/caller';
import { recordAudit } from '@/lib/data/audit';
import { newOrderId, releaseLines, takeLines, type AfterEachTake, type StockRefusal, type StockRequest } from '@/lib/data/stock';
import { queueMailsFor, withMailsDue } from '@/lib/data/outbox';
import { shopDayKey } from '@/lib/dates';
import { connectToDatabase } from '@/lib/db';
import { ConflictError, InvalidInputError, NotFoundError } from '@/lib/errors';
import {
  CONFIRMED_STATUSES,
  PAYABLE_CONDITION,
  statusesBefore,
  type ConfirmedStatus,
  type OrderStatus,
  type OrderStep,
  type PaymentMethod,
  type PaymentStatus,
} from '@/lib/order-status';
import { orderStepMails, type MailOrder } from '@/lib/order-mails';
import { findPage, type Page } from '@/lib/pagination';
import { countWrite } from '@/lib/rate-limit';
import { refusals } from '@/lib/texts';
import { isObjectIdText } from '@/lib/validation/common';
import {
  confirmSchema,
  fulfilmentStatusSchema,
  orderListQuerySchema,
  orderSchema,
  quantityRuleMessage,
} from '@/lib/validation/orders';
import { Order, type OrderEvent, type OrderFields, type OrderLine } from '@/models/Order';
import { Payment } from '@/models/Payment';
import { OrderTally, dayTally, statusTally } from '@/models/OrderTally';
import { Quote } from '@/models/Quote';
import { Tool } from '@/models/Tool';
import { User } from '@/models/User';
import { log } from '@/lib/log';

export type StoredOrder = OrderFields & { _id: Types.ObjectId; createdAt?: Date | null };

/** One step of an order's timeline as pages and the API show it. `by` is null where the caller may not see who. */
export type OrderEventSummary = { status: OrderStep; at: string; by: string | null };

/**
 * Where an order's money stands, as pages and the API show it (docs/payments.md). `refundDue`: money the shop must
 * give back by hand. `payableUntil`: when an order being paid online expires unpaid.
 */
export type OrderPaymentSummary = { method: PaymentMethod | null; status: PaymentStatus; refundDue: boolean; payableUntil: string | null };

/** One line of an order as pages and the API show it. */
export type OrderLineSummary = { toolId: string; product: string; unitPrice: number; quantity: number; lineTotal: number };

/**
 * An order as pages and the API show it: plain data, ids as strings, its lines, where it stands and how it got there.
 * `toolId`, `product`, `quantity` and `unitPrice` are the first API's one-tool shape, derived from the lines for the
 * clients written against it: the first line's tool, the lines' names, the units of all lines, and the unit price when
 * there is one line (null for several).
 */
export type OrderSummary = {
  id: string;
  lines: OrderLineSummary[];
  subtotal: number;
  deliveryCharge: number;
  total: number;
  district: string | null;
  toolId: string;
  product: string;
  quantity: number;
  unitPrice: number | null;
  email: string;
  userName: string;
  phone: string;
  address: string;
  status: OrderStatus;
  payment: OrderPaymentSummary;
  timeline: OrderEventSummary[];
  createdAt: string | null;
};

/**
 * A confirmed (paid) order in the shape the confirmed-orders calls have always answered with: the customer
 * (`user`), the product (`name`), the total (`price`), and when it was confirmed (`createdAt`). It is the order
 * itself seen from Placed Orders, so its `_id` is the order's.
 */
export type ConfirmedOrderSummary = {
  id: string;
  orderId: string;
  user: string;
  /** The lines' names, as the first API's one product. */
  name: string;
  price: number;
  lines: OrderLineSummary[];
  deliveryCharge: number;
  address: string;
  phone: string;
  status: ConfirmedStatus;
  payment: OrderPaymentSummary;
  createdAt: string | null;
  /** How it got here (placed, confirmed, paid, shipped, delivered), as the caller may see it. */
  timeline: OrderEventSummary[];
};

function toEventSummary(event: OrderEvent, viewer: Caller): OrderEventSummary {
  // Customers see their own steps by name; who at the shop moved an order on is for admins.
  const by = event.by && (event.by === viewer.email || isAdmin(viewer)) ? event.by : null;
  return { status: event.status, at: event.at.toISOString(), by };
}

/** An order's money as pages show it; orders from before payments were recorded are unpaid. */
export function toPaymentSummary(order: StoredOrder): OrderPaymentSummary {
  return {
    method: order.payment?.method ?? null,
    status: order.payment?.status ?? 'unpaid',
    refundDue: order.payment?.refundDue === true,
    payableUntil: order.payableUntil?.toISOString() ?? null,
  };
}

/**
 * An order's lines. An order stored before orders had lines (one tool, its fields on the order itself) reads as its
 * one line until `npm run migrate` moves them (scripts/migrations/order-lines.ts).
 */
export function linesOf(order: StoredOrder): OrderLine[] {
  if (order.lines?.length) return order.lines;
  const old = order as unknown as { toolId?: Types.ObjectId; product?: string; quantity?: number; unitPrice?: number; reserved?: number; total: number };
  if (!old.toolId) return [];
  const quantity = old.quantity ?? 1;
  return [{ toolId: old.toolId, product: old.product ?? '', quantity, unitPrice: old.unitPrice ?? old.total / quantity, lineTotal: old.total, reserved: old.reserved ?? quantity }];
}

function toLineSummary(line: OrderLine): OrderLineSummary {
  return { toolId: line.toolId.toString(), product: line.product, unitPrice: line.unitPrice, quantity: line.quantity, lineTotal: line.lineTotal };
}

/** The lines' names, as one text: "Notched Trowel" for one line, "Notched Trowel, Tile Spacers" for two. */
export function productsOf(lines: Pick<OrderLine, 'product'>[]): string {
  return lines.map((line) => line.product).join(', ');
}

/** What an order holds, in a line of text: "Notched Trowel x 2, Tile Spacers x 100". */
export function goodsOf(lines: Pick<OrderLine, 'product' | 'quantity'>[]): string {
  return lines.map((line) => `${line.product} x ${line.quantity}`).join(', ');
}

export function toOrderSummary(order: StoredOrder, viewer: Caller): OrderSummary {
  const { _id, total, email, userName, phone, address, status } = order;
  const lines = linesOf(order);
  return {
    id: _id.toString(),
    lines: lines.map(toLineSummary),
    subtotal: order.subtotal ?? total,
    deliveryCharge: order.deliveryCharge ?? 0,
    total,
    district: order.district ?? null,
    toolId: lines[0]?.toolId.toString() ?? '',
    product: productsOf(lines),
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    unitPrice: lines.length === 1 ? lines[0]!.unitPrice : null,
    email,
    userName,
    phone,
    address,
    status,
    payment: toPaymentSummary(order),
    timeline: (order.timeline ?? []).map((event) => toEventSummary(event, viewer)),
    createdAt: order.createdAt?.toISOString() ?? null,
  };
}

export function toConfirmedSummary(order: StoredOrder & { status: ConfirmedStatus }, viewer: Caller): ConfirmedOrderSummary {
  const confirmed = order.timeline?.find((event) => event.status === 'confirmed');
  const lines = linesOf(order);
  return {
    id: order._id.toString(),
    orderId: order._id.toString(),
    user: order.email,
    name: productsOf(lines),
    price: order.total,
    lines: lines.map(toLineSummary),
    deliveryCharge: order.deliveryCharge ?? 0,
    address: order.address,
    phone: order.phone,
    status: order.status,
    payment: toPaymentSummary(order),
    createdAt: (confirmed?.at ?? order.createdAt)?.toISOString() ?? null,
    timeline: (order.timeline ?? []).map((event) => toEventSummary(event, viewer)),
  };
}

export function isConfirmedOrder(order: StoredOrder): order is StoredOrder & { status: ConfirmedStatus } {
  return (CONFIRMED_STATUSES as readonly string[]).includes(order.status);
}

function toMailOrder(order: StoredOrder): MailOrder {
  const { _id, total, email, userName, phone, address, quoteId } = order;
  const { method, status, refundDue } = toPaymentSummary(order);
  return {
    id: _id.toString(),
    lines: linesOf(order).map(toLineSummary),
    deliveryCharge: order.deliveryCharge ?? 0,
    total,
    email,
    userName,
    phone,
    address,
    quoteId: quoteId?.toString() ?? null,
    payment: { method, status, refundDue },
  };
}

/**
 * Queues the mails of an order's step, which the update that made the step recorded as due (`mailsDue`), then takes
 * the step off that list (docs/decisions/0040-outbox.md). Keyed by order, step and recipient, so the relay racing
 * this queues nothing twice. If queueing fails, the step stays due and the relay queues it; the order never waits.
 */
export async function queueOrderMails(order: StoredOrder, step: OrderStep): Promise<boolean> {
  return queueMailsFor(
    `order ${order._id.toString()} ${step}`,
    () => orderStepMails(toMailOrder(order), step),
    () => Order.updateOne({ _id: order._id }, { $pull: { mailsDue: step } }),
  );
}

/**
 * The relay's part for orders (lib/data/mail-relay.ts): queues the mails of steps still due, at most `limit` orders'
 * worth, each built from the order as it is now for the step recorded. Answers how many steps it completed.
 */
export async function queueDueOrderMails(limit: number): Promise<number> {
  const orders = await Order.find(withMailsDue<OrderFields>()).limit(limit).lean();
  let completed = 0;
  for (const order of orders) {
    for (const step of order.mailsDue ?? []) if (await queueOrderMails(order, step)) completed += 1;
  }
  return completed;
}

/** How the audit trail names an order. */
export function auditTarget(order: StoredOrder) {
  return { id: order._id.toString(), label: `${goodsOf(linesOf(order))} for ${order.email}` };
}

/** The timeline entry for reaching `step` now, moved there by `who` (nobody: the gateway, or the shop's own schedule). */
export function orderEvent(step: OrderStep, who: Caller | null, at = new Date()): OrderEvent {
  return who ? { status: step, at, by: who.email } : { status: step, at };
}

export type TallyChange = [key: string, by: { orders?: number; revenue?: number }];

/**
 * Moves the admin overview's tallies (models/OrderTally.ts) by one step of one order, in one round trip. Called right
 * after the conditional write that made the step, and only by the caller whose write matched, so a repeated or
 * concurrent request never counts an order twice; should the process stop between the two writes, or this write
 * fail, the recount of `npm run migrate` puts it right (docs/decisions/0050-admin-overview.md).
 */
export async function moveTallies(changes: TallyChange[]): Promise<void> {
  try {
    await OrderTally.bulkWrite(
      changes.map(([key, by]) => ({ updateOne: { filter: { key }, update: { $inc: by }, upsert: true } })),
      { ordered: false },
    );
  } catch (error) {
    // The order's own step is made: failing now would tell the customer it was not (and skip its mails). The
    // overview is short by this step until the recount runs.
    log('error', `[overview] tallies not moved (${JSON.stringify(changes)}); \`npm run migrate\` recounts them`, { error });
  }
}

/** An order placed (+1) or deleted while pending (-1): its shop day's orders placed, and the pending ones. */
function placedTallies(order: StoredOrder, direction: 1 | -1): TallyChange[] {
  return [
    [dayTally(shopDayKey(order.createdAt ?? order._id.getTimestamp())), { orders: direction }],
    [statusTally('pending'), { orders: direction }],
  ];
}

/** Counts an order just written as placed (here, or from an accepted quote in lib/data/quotes.ts). */
export async function tallyOrderPlaced(order: StoredOrder): Promise<void> {
  await moveTallies(placedTallies(order, 1));
}


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
