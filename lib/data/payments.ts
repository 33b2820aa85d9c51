import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { isAdmin, isOwnerOrAdmin, isSignedIn, ownerOrAdminOf, requireAccess } from '@/lib/domain/access';
import type { Caller } from '@/lib/auth/caller-type';
import { recordAudit } from '@/lib/data/audit';
import { orderToConfirm } from '@/lib/data/orders';
import { auditTarget, isConfirmedOrder, orderEvent, goodsOf, linesOf, toConfirmedSummary, toOrderSummary, type StoredOrder } from '@/lib/data/order-records';
import { moveTallies, type TallyChange } from '@/lib/data/order-tallies';
import { queueOrderMails } from '@/lib/data/order-mail-queue';
import type { ConfirmedOrderSummary, OrderSummary } from '@/lib/data/order-types';
import { shopDayKey } from '@/lib/domain/dates';
import { connectToDatabase } from '@/lib/infra/db';
import { ConflictError, GatewayUnavailableError, NotFoundError } from '@/lib/domain/errors';
import {
  CANCELLABLE_STATUSES,
  MONEY_IN_STATUSES,
  ORDER_STATUS,
  PAYABLE_CONDITION,
  PAYABLE_STATUSES,
  type AttemptStatus,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@/lib/domain/order-status';
import { findPage, type Page } from '@/lib/domain/pagination';
import {
  findTransactions,
  openSession,
  refundState,
  requestRefund,
  sameAmount,
  sslcommerzConfig,
  validatePayment,
  type SslcommerzConfig,
  type Validation,
} from '@/lib/payments/sslcommerz';
import { absoluteUrl } from '@/lib/domain/site';
import { refusals } from '@/lib/texts';
import { isObjectIdText } from '@/lib/validation/common';
import { confirmSchema } from '@/lib/validation/orders';
import { paymentChoiceSchema, paymentListQuery, refundSchema } from '@/lib/validation/payments';
import { Order } from '@/models/Order';
import { dayTally, statusTally } from '@/models/OrderTally';
import { Payment, type PaymentFields } from '@/models/Payment';
import { releaseLines, takeLines } from '@/lib/data/stock';
import type { OrderLine } from '@/models/Order';
import { log } from '@/lib/infra/log';

/**
 * Payments (docs/payments.md): cash on delivery, and online payment through SSLCommerz, each attempt a record of its
 * own (models/Payment.ts). Money is believed only from the gateway's validation API or an admin's word for cash:
 * never from the browser, never from a notification's own fields. Every move of an attempt or an order is one
 * conditional update from the states it may come from, so a notification repeated, replayed or racing another moves
 * each once; the mails are keyed by order and step, so each goes out once; the tallies and the stock move only for
 * the caller whose update matched.
 */

type StoredPayment = PaymentFields & { _id: Types.ObjectId; createdAt?: Date; updatedAt?: Date };

/** One payment attempt as the admin's Payments page and the API show it. */
export type PaymentSummary = {
  id: string;
  orderId: string;
  email: string;
  method: PaymentMethod;
  status: AttemptStatus;
  amount: number;
  currency: string;
  tranId: string;
  valId: string | null;
  bankTranId: string | null;
  cardType: string | null;
  riskLevel: string | null;
  riskTitle: string | null;
  note: string | null;
  refund: { refId: string | null; state: string | null; requestedAt: string | null; refundedAt: string | null } | null;
  createdAt: string | null;
  updatedAt: string | null;
};

function toPaymentSummary(payment: StoredPayment): PaymentSummary {
  return {
    id: payment._id.toString(),
    orderId: payment.orderId.toString(),
    email: payment.email,
    method: payment.method,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    tranId: payment.tranId,
    valId: payment.valId ?? null,
    bankTranId: payment.bankTranId ?? null,
    cardType: payment.cardType ?? null,
    riskLevel: payment.riskLevel ?? null,
    riskTitle: payment.riskTitle ?? null,
    note: payment.note ?? null,
    refund: payment.refund
      ? {
          refId: payment.refund.refId ?? null,
          state: payment.refund.state ?? null,
          requestedAt: payment.refund.requestedAt?.toISOString() ?? null,
          refundedAt: payment.refund.refundedAt?.toISOString() ?? null,
        }
      : null,
    createdAt: payment.createdAt?.toISOString() ?? null,
    updatedAt: payment.updatedAt?.toISOString() ?? null,
  };
}

/** Minutes an order being paid online may stay unpaid before it expires (PAYMENT_WINDOW_MINUTES, default 30). */
export function paymentWindowMinutes(env: Record<string, string | undefined> = process.env): number {
  const minutes = Number(env.PAYMENT_WINDOW_MINUTES);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 30;
}

/** Whether customers are offered online payment: only with a store id (docs/payments.md, "Configuration"). */
export function onlinePaymentOffered(): boolean {
  return sslcommerzConfig() !== null;
}

/** A fresh transaction id for the gateway: at most 30 characters, unguessable, never reused. */
function newTranId(): string {
  return `MRT${Date.now().toString(36).toUpperCase()}${randomBytes(7).toString('hex').toUpperCase()}`;
}

/** The gateway's return and notification addresses (absolute, from SITE_URL). */
const gatewayUrls = () => ({
  success: absoluteUrl('/api/payments/sslcommerz/success'),
  fail: absoluteUrl('/api/payments/sslcommerz/fail'),
  cancel: absoluteUrl('/api/payments/sslcommerz/cancel'),
  ipn: absoluteUrl('/api/payments/sslcommerz/ipn'),
});

/** The tallies of an order moving from one status to another. */
const statusMove = (from: OrderStatus, to: OrderStatus): TallyChange[] => [
  [statusTally(from), { orders: -1 }],
  [statusTally(to), { orders: 1 }],
];

/** Revenue counts on the shop day the money came in (and goes out of that day again if it is given back). */
const revenue = (at: Date, amount: number): TallyChange => [dayTally(shopDayKey(at)), { revenue: amount }];

/** The order a caller names, if they may see it; anyone else's is "no order" (as the receipt). */
async function ownOrder(who: Caller, orderId: string): Promise<StoredOrder> {
  if (!isObjectIdText(orderId)) throw new NotFoundError(refusals.noOrder);
  const order = await Order.findById(orderId).lean();
  if (!order || !isOwnerOrAdmin(who, order.email)) throw new NotFoundError(refusals.noOrder);
  return order;
}

const PAYABLE = { status: 'pending', 'payment.status': PAYABLE_CONDITION } as const;

/** Why an order cannot be paid now, as the 409 says it. */
function notPayable(order: StoredOrder): ConflictError {
  const status = order.payment?.status ?? 'unpaid';
  if (order.status === 'expired') return new ConflictError(refusals.orderPaymentExpired);
  if (status === 'held') return new ConflictError(refusals.paymentHeld);
  return new ConflictError(status === 'paid' ? refusals.orderAlreadyPaid : refusals.orderNotPayable);
}

// ---------------------------------------------------------------------------------------------------------------
// Choosing how to pay
// ---------------------------------------------------------------------------------------------------------------

export type PaymentChoice = { method: 'online'; redirectUrl: string; tranId: string } | { method: 'cash'; order: OrderSummary; created: boolean };

/**
 * The customer (or an admin for them) chooses how to pay a pending order: online (a session at the gateway, whose
 * page the browser is sent to) or cash on delivery (the order is confirmed at once, its payment due).
 */
export async function choosePayment(caller: Caller | null, orderId: string, input: unknown): Promise<PaymentChoice> {
  const who = requireAccess(caller, isSignedIn);
  const { method } = paymentChoiceSchema.parse(input);
  await connectToDatabase();
  const order = await ownOrder(who, orderId);
  if (method === 'cash') {
    const { created, order: confirmed } = await confirmCashOnDelivery(who, order);
    // Choosing cash again answers the same order; an order already paid is not paid again.
    if (!created && confirmed.payment?.status !== 'due') throw new ConflictError(refusals.orderAlreadyPaid);
    return { method, created, order: toOrderSummary(confirmed, who) };
  }
  return { method, ...(await startOnlinePayment(who, order)) };
}

/**
 * Cash on delivery: one conditional update confirms a payable order with its payment due; repeated, it answers the
 * same confirmed order (`created: false`). An online payment still open at the gateway may complete later: it then
 * pays the order instead of the cash (recordValidated).
 */
async function confirmCashOnDelivery(who: Caller, order: StoredOrder): Promise<{ created: boolean; order: StoredOrder }> {
  const step = orderEvent('confirmed', who);
  const confirmed = await Order.findOneAndUpdate(
    { _id: order._id, ...PAYABLE },
    {
      $set: { status: 'confirmed', 'payment.method': 'cash', 'payment.status': 'due' },
      // An online attempt still open is no longer the order's: if it is paid after all, it pays instead of the cash
      // (while the cash is due) or is owed back.
      $unset: { payableUntil: 1, 'payment.tranId': 1 },
      $push: { timeline: step },
      $addToSet: { mailsDue: 'confirmed' },
    },
    { returnDocument: 'after' },
  ).lean();
  if (confirmed) {
    await Promise.all([
      moveTallies(statusMove('pending', 'confirmed')),
      queueOrderMails(confirmed, 'confirmed'),
      Payment.updateOne(
        { tranId: cashTranId(confirmed._id) },
        { $setOnInsert: { orderId: confirmed._id, email: confirmed.email, method: 'cash', status: 'due', amount: confirmed.total, currency: 'BDT' } },
        { upsert: true },
      ),
    ]);
    if (isAdmin(who)) {
      await recordAudit(who, { action: 'order.confirmed', target: auditTarget(confirmed), before: { status: 'pending' }, after: { status: 'confirmed', payment: 'due' } });
    }
    return { created: true, order: confirmed };
  }
  const now = await Order.findById(order._id).lean();
  if (!now) throw new NotFoundError(refusals.noOrder);
  // Confirmed already: cash on delivery chosen before, or paid online (both are this order confirmed).
  if (isConfirmedOrder(now) && now.payment?.status !== 'refund_pending') return { created: false, order: now };
  throw notPayable(now);
}

const cashTranId = (orderId: Types.ObjectId) => `cash-${orderId.toString()}`;

/**
 * The old contract, `POST /api/confirm` and the spec's Confirm: confirming an order now means choosing cash on
 * delivery (docs/payments.md). 201 the first time; 200 with the same record after that.
 */
export async function confirmOrder(
  caller: Caller | null,
  input: unknown,
): Promise<{ created: boolean; confirmedOrder: ConfirmedOrderSummary }> {
  const who = requireAccess(caller, isSignedIn);
  const body = confirmSchema.parse(input);
  if (body.user) requireAccess(who, ownerOrAdminOf(body.user));
  await connectToDatabase();
  const order = await orderToConfirm(who, body);
  const { created, order: confirmed } = await confirmCashOnDelivery(who, order);
  if (!isConfirmedOrder(confirmed)) throw new ConflictError(refusals.orderNotConfirmable);
  return { created, confirmedOrder: toConfirmedSummary(confirmed, who) };
}

/**
 * Opens an online payment: a new attempt with a fresh `tran_id` and the order's total computed here, a session at the
 * gateway, and the gateway's page to send the browser to. The first attempt starts the payment window.
 */
async function startOnlinePayment(who: Caller, order: StoredOrder): Promise<{ redirectUrl: string; tranId: string }> {
  const config = sslcommerzConfig();
  if (!config) throw new ConflictError(refusals.onlinePaymentUnavailable);
  if (order.status !== 'pending' || !(PAYABLE_STATUSES as readonly string[]).includes(order.payment?.status ?? 'unpaid')) throw notPayable(order);
  const now = new Date();
  const payableUntil = order.payableUntil ?? new Date(now.getTime() + paymentWindowMinutes() * 60_000);
  if (payableUntil <= now) {
    await expireOrder(order._id, now);
    throw new ConflictError(refusals.orderPaymentExpired);
  }
  const tranId = newTranId();
  await Payment.create({ orderId: order._id, email: order.email, method: 'online', tranId, status: 'pending', amount: order.total, currency: 'BDT' });
  const opened = await Order.findOneAndUpdate(
    { _id: order._id, ...PAYABLE },
    { $set: { 'payment.method': 'online', 'payment.status': 'pending', 'payment.tranId': tranId, payableUntil } },
    { returnDocument: 'after' },
  ).lean();
  if (!opened) {
    await Payment.updateOne({ tranId, status: 'pending' }, { $set: { status: 'cancelled', note: 'The order changed before the gateway was asked.' } });
    const now = await Order.findById(order._id).lean();
    if (!now) throw new NotFoundError(refusals.noOrder);
    throw notPayable(now);
  }
  let session;
  try {
    session = await openSession(config, {
      tranId,
      amount: opened.total,
      productName: goodsOf(linesOf(opened)),
      quantity: linesOf(opened).reduce((sum, line) => sum + line.quantity, 0),
      customer: { name: opened.userName, email: opened.email, phone: opened.phone, address: opened.address },
      urls: gatewayUrls(),
      orderId: opened._id.toString(),
    });
  } catch (error) {
    await attemptEnded(tranId, opened._id, 'failed', error instanceof Error ? error.message : 'The gateway could not be reached.');
    throw error;
  }
  if (!session.ok) {
    await attemptEnded(tranId, opened._id, 'failed', `The gateway did not open a session: ${session.reason}`);
    throw new ConflictError(refusals.gatewayRefusedSession(session.reason));
  }
  await Payment.updateOne({ tranId }, { $set: { sessionKey: session.sessionKey.slice(0, 120) } });
  return { redirectUrl: session.gatewayUrl, tranId };
}

/** An attempt that ended without money (failed, cancelled): the order shows it while this is its latest attempt. */
async function attemptEnded(tranId: string, orderId: Types.ObjectId, status: 'failed' | 'cancelled', note?: string): Promise<void> {
  await Payment.updateOne({ tranId, status: 'pending' }, { $set: { status, ...(note ? { note: note.slice(0, 300) } : {}) } });
  await Order.updateOne({ _id: orderId, status: 'pending', 'payment.tranId': tranId, 'payment.status': 'pending' }, { $set: { 'payment.status': status } });
}

// ---------------------------------------------------------------------------------------------------------------
// What the gateway tells us: the IPN, and the browser's returns
// ---------------------------------------------------------------------------------------------------------------

/** Which way a notice reached us. */
export type GatewayNoticeKind = 'ipn' | 'success' | 'fail' | 'cancel';

/** What became of a notice: where the attempt stands now, as far as our server knows. */
export type NoticeOutcome = {
  result: 'paid' | 'held' | 'failed' | 'cancelled' | 'pending' | 'refund_due' | 'refused' | 'unknown' | 'unavailable';
  orderId: string | null;
};

/**
 * One notice from the gateway: the IPN or a return. Only `val_id` and `tran_id` are read from it, and only to know
 * what to ask the gateway's validation API; what it answers decides. Without a `val_id` (a failure, a cancel), the
 * gateway's transaction query is asked whether the transaction was paid after all before the attempt is marked.
 */
export async function handleGatewayNotice(kind: GatewayNoticeKind, fields: Record<string, string>): Promise<NoticeOutcome> {
  const config = sslcommerzConfig();
  if (!config) return { result: 'unknown', orderId: null };
  const tranId = boundedId(fields.tran_id);
  const valId = boundedId(fields.val_id);
  await connectToDatabase();
  const attempt = tranId ? await Payment.findOne({ tranId, method: 'online' }).lean() : null;
  if (valId) {
    try {
      return await settleByValidation(config, valId, tranId);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      log('error', `[payments] validation of ${valId} (tran ${tranId ?? '?'}) could not be asked: ${error.message}`);
      return { result: 'unavailable', orderId: attempt?.orderId.toString() ?? null };
    }
  }
  if (!attempt) return { result: 'unknown', orderId: null };
  const known = await askGateway(config, attempt);
  if (known.kind === 'settled') return known.outcome;
  // The gateway's word on how the attempt ended. Where it cannot say, only the browser's own fail or cancel return is
  // taken (its worst effect is a "failed" shown until a real payment arrives, which still pays the order); an IPN
  // without a val_id changes nothing.
  const ended =
    known.kind === 'ended'
      ? known.status
      : known.kind === 'unknown' && (kind === 'fail' || kind === 'cancel')
        ? kind === 'cancel'
          ? 'cancelled'
          : 'failed'
        : null;
  if (ended) await attemptEnded(attempt.tranId, attempt.orderId, ended);
  const now = await Payment.findOne({ tranId: attempt.tranId }).lean();
  return { result: outcomeOf(now?.status), orderId: attempt.orderId.toString() };
}

/** An amount as the gateway writes it ("2400.00"), as a number; undefined for anything else. */
function gatewayNumber(value: string | undefined): number | undefined {
  return value !== undefined && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : undefined;
}

/** Ids from the gateway are short tokens; anything else is not one. */
function boundedId(value: string | undefined): string | undefined {
  const id = value?.trim();
  return id && id.length <= 80 && /^[\w.-]+$/.test(id) ? id : undefined;
}

function outcomeOf(status: AttemptStatus | undefined): NoticeOutcome['result'] {
  switch (status) {
    case 'paid':
    case 'held':
    case 'failed':
    case 'cancelled':
    case 'pending':
    case 'refund_due':
      return status;
    case undefined:
      return 'unknown';
    default:
      // Expired, refunded, refund under way: no payment stands for the order.
      return 'failed';
  }
}

/** What the gateway's transaction query says of an attempt. */
type GatewayWord =
  | { kind: 'settled'; outcome: NoticeOutcome }
  | { kind: 'ended'; status: 'failed' | 'cancelled' }
  | { kind: 'open' }
  | { kind: 'unknown' };

/**
 * Asks the gateway's transaction query what it knows of an attempt: settles it when the gateway holds a validated
 * payment for it; otherwise says whether the gateway has it ended (failed, cancelled), still open, or cannot say.
 */
async function askGateway(config: SslcommerzConfig, attempt: StoredPayment): Promise<GatewayWord> {
  let found;
  try {
    found = await findTransactions(config, attempt.tranId);
  } catch (error) {
    log('error', `[payments] transaction query for ${attempt.tranId} could not be asked: ${error instanceof Error ? error.message : String(error)}`);
    return { kind: 'unknown' };
  }
  const statuses = found.map((element) => (element.status ?? '').toUpperCase());
  const paid = found.find((element) => ['VALID', 'VALIDATED'].includes((element.status ?? '').toUpperCase()) && element.val_id);
  if (paid?.val_id) {
    try {
      return { kind: 'settled', outcome: await settleByValidation(config, paid.val_id, attempt.tranId) };
    } catch (error) {
      if (error instanceof GatewayUnavailableError) return { kind: 'settled', outcome: { result: 'unavailable', orderId: attempt.orderId.toString() } };
      throw error;
    }
  }
  if (statuses.length === 0) return { kind: 'unknown' };
  if (statuses.some((status) => status === 'PENDING' || status === 'INITIATED' || status === 'PROCESSING')) return { kind: 'open' };
  return { kind: 'ended', status: statuses.includes('CANCELLED') ? 'cancelled' : 'failed' };
}

/** Settles an attempt the gateway holds a validated payment for; null when it holds none or cannot say now. */
async function reconcileAttempt(config: SslcommerzConfig, attempt: StoredPayment): Promise<NoticeOutcome | null> {
  const known = await askGateway(config, attempt);
  return known.kind === 'settled' ? known.outcome : null;
}

/**
 * Validates `valId` with the gateway and, when it holds (VALID or VALIDATED, our transaction, the attempt's exact
 * amount in BDT, our store), records the payment. A `tran_id` the notice named must be the validated one.
 */
async function settleByValidation(config: SslcommerzConfig, valId: string, namedTranId: string | undefined): Promise<NoticeOutcome> {
  const validation = await validatePayment(config, valId);
  // Our own request refused (credentials, a store switched off): not the payment's fault; ask again later.
  if (validation.APIConnect && validation.APIConnect !== 'DONE') {
    throw new GatewayUnavailableError(`the validation API refused our request (${validation.APIConnect})`);
  }
  const status = validation.status.toUpperCase();
  const tranId = validation.tran_id;
  const attempt = tranId ? await Payment.findOne({ tranId, method: 'online' }).lean() : null;
  const refuse = async (why: string): Promise<NoticeOutcome> => {
    log('warn', `[payments] refused val_id ${valId}: ${why}`);
    if (attempt) await Payment.updateOne({ _id: attempt._id }, { $set: { note: `Refused a notice: ${why}`.slice(0, 300) } });
    return { result: 'refused', orderId: attempt?.orderId.toString() ?? null };
  };
  if (status !== 'VALID' && status !== 'VALIDATED') return refuse(`the gateway says ${validation.status || 'nothing'}`);
  if (!attempt) return refuse(`no attempt of ours has tran_id ${tranId ?? '(none)'}`);
  if (namedTranId && namedTranId !== attempt.tranId) return refuse(`the notice named ${namedTranId}, the payment is ${attempt.tranId}`);
  if (validation.store_id && validation.store_id !== config.storeId) return refuse(`the payment is to store ${validation.store_id}`);
  const currencies = [validation.currency, validation.currency_type].filter((currency) => currency !== undefined && currency !== '');
  const amounts = [validation.amount, validation.currency_amount].filter((amount) => amount !== undefined && amount !== '');
  const rightMoney =
    currencies.length > 0 &&
    currencies.every((currency) => currency!.toUpperCase() === attempt.currency) &&
    amounts.length > 0 &&
    amounts.every((amount) => sameAmount(amount, attempt.amount));
  if (!rightMoney) {
    // Money did move at the gateway, but not what the order costs: it is not a payment of the order, and it is owed
    // back. The customer may pay again.
    const what = `${validation.amount ?? '?'} ${validation.currency ?? '?'} (${validation.currency_amount ?? '?'} ${validation.currency_type ?? '?'})`;
    const note = `The gateway validated ${what}, not ${attempt.amount.toFixed(2)} ${attempt.currency}: refund it.`;
    const moved = await Payment.findOneAndUpdate(
      { _id: attempt._id, status: { $in: ['pending', 'failed', 'cancelled', 'expired'] } },
      { $set: { status: 'refund_due', valId, bankTranId: validation.bank_tran_id, paidAmount: gatewayNumber(validation.amount), note } },
    ).lean();
    if (moved) log('warn', `[payments] ${attempt.tranId}: ${note}`);
    await Order.updateOne({ _id: attempt.orderId, status: 'pending', 'payment.tranId': attempt.tranId, 'payment.status': 'pending' }, { $set: { 'payment.status': 'failed' } });
    return { result: 'refused', orderId: attempt.orderId.toString() };
  }
  return recordValidated(attempt, validation, valId);
}

/**
 * Records a validated payment: the attempt first (once), then the order, each by a conditional update. Run again
 * for the same payment (a second IPN, a replayed return, the IPN and the return at once), the attempt's update
 * matches nothing and the order's move finds the order already moved: one payment, one mail, one count.
 */
async function recordValidated(attempt: StoredPayment, validation: Validation, valId: string): Promise<NoticeOutcome> {
  const risky = validation.risk_level === '1';
  const details = {
    valId,
    bankTranId: validation.bank_tran_id?.slice(0, 80),
    cardType: validation.card_type?.slice(0, 80),
    riskLevel: validation.risk_level?.slice(0, 4),
    riskTitle: validation.risk_title?.slice(0, 80),
  };
  const paidAt = new Date();
  await Payment.updateOne(
    { _id: attempt._id, status: { $in: ['pending', 'failed', 'cancelled', 'expired'] } },
    { $set: { ...details, status: risky ? 'held' : 'paid', paidAt, paidAmount: attempt.amount } },
  );
  const now = await Payment.findById(attempt._id).lean();
  if (!now) return { result: 'unknown', orderId: attempt.orderId.toString() };
  if (now.status === 'paid' || now.status === 'held') await applyToOrder(now);
  const after = await Payment.findById(attempt._id).lean();
  return { result: outcomeOf(after?.status), orderId: attempt.orderId.toString() };
}

/**
 * Makes the order reflect a validated attempt. Safe to run again: every branch is a conditional update that matches
 * only while the order does not yet reflect it.
 */
async function applyToOrder(attempt: StoredPayment): Promise<void> {
  const at = attempt.paidAt ?? new Date();
  const paidFields = { 'payment.method': 'online', 'payment.tranId': attempt.tranId, 'payment.paidAt': at };
  if (attempt.status === 'held') {
    const held = await Order.findOneAndUpdate(
      { _id: attempt.orderId, ...PAYABLE },
      { $set: { ...paidFields, 'payment.status': 'held' }, $push: { timeline: orderEvent('held', null, at) }, $addToSet: { mailsDue: 'held' } },
      { returnDocument: 'after' },
    ).lean();
    if (held) {
      await queueOrderMails(held, 'held');
      return;
    }
  } else {
    // A pending order (or one held for this very payment, once an admin accepted it) is paid and confirmed.
    const paid = await Order.findOneAndUpdate(
      { _id: attempt.orderId, status: 'pending', 'payment.status': PAYABLE_CONDITION },
      {
        $set: { ...paidFields, status: 'confirmed', 'payment.status': 'paid' },
        $unset: { payableUntil: 1 },
        $push: { timeline: { $each: [orderEvent('confirmed', null, at), orderEvent('paid', null, at)] } },
        $addToSet: { mailsDue: 'paid' },
      },
      { returnDocument: 'after' },
    ).lean();
    if (paid) {
      await Promise.all([moveTallies([...statusMove('pending', 'confirmed'), revenue(at, paid.total)]), queueOrderMails(paid, 'paid'), closeOtherAttempts(paid._id, attempt.tranId)]);
      return;
    }
    // Cash on delivery was chosen meanwhile: the money is in online, so nothing is due at the door.
    const instead = await Order.findOneAndUpdate(
      { _id: attempt.orderId, status: { $in: ['confirmed', 'shipped', 'delivered'] }, 'payment.method': 'cash', 'payment.status': 'due' },
      { $set: { ...paidFields, 'payment.status': 'paid' }, $push: { timeline: orderEvent('paid', null, at) }, $addToSet: { mailsDue: 'paid' } },
      { returnDocument: 'after' },
    ).lean();
    if (instead) {
      await Promise.all([
        moveTallies([revenue(at, instead.total)]),
        queueOrderMails(instead, 'paid'),
        Payment.updateOne({ tranId: cashTranId(instead._id), status: 'due' }, { $set: { status: 'cancelled', note: `Paid online instead (${attempt.tranId}).` } }),
      ]);
      return;
    }
  }
  const order = await Order.findById(attempt.orderId).lean();
  // Already reflecting this payment: a repeated notice.
  if (order?.payment?.tranId === attempt.tranId && ['paid', 'held', 'refund_pending', 'refunded'].includes(order.payment.status)) return;
  // A risky payment for an expired order is not taken on by itself: it is owed back, for an admin to see to.
  if (order?.status === 'expired' && attempt.status === 'paid') return revive(order, attempt);
  // The order was deleted, cancelled or paid by another attempt: this money is owed back.
  await owedBack(attempt, order, order ? `The order is ${order.status} and ${order.payment?.status ?? 'unpaid'} (another payment, or cancelled).` : 'The order was deleted.');
}

/** An order paid: its other attempts still open are no longer awaited (one the gateway still takes is owed back). */
async function closeOtherAttempts(orderId: Types.ObjectId, paidBy: string): Promise<void> {
  await Payment.updateMany(
    { orderId, method: 'online', status: 'pending', tranId: { $ne: paidBy } },
    { $set: { status: 'cancelled', note: `The order was paid by ${paidBy}.` } },
  );
}

/**
 * A valid payment for an order that expired meanwhile: it takes the stock again if it is there and the order is paid
 * after all; otherwise the money is owed back and the order says so ("refund due") for an admin.
 */
async function revive(order: StoredOrder, attempt: StoredPayment): Promise<void> {
  const lines = linesOf(order);
  const at = attempt.paidAt ?? new Date();
  const taken = await takeLines(
    order._id,
    lines.map((line) => ({ toolId: line.toolId, quantity: line.quantity })),
    async (_tools, session) => {
      const paid = await Order.findOneAndUpdate(
        { _id: order._id, status: 'expired', 'payment.status': 'expired' },
        {
          $set: {
            status: 'confirmed',
            lines: held(lines),
            'payment.method': 'online',
            'payment.status': 'paid',
            'payment.tranId': attempt.tranId,
            'payment.paidAt': at,
          },
          $unset: { payableUntil: 1 },
          $push: { timeline: { $each: [orderEvent('confirmed', null, at), orderEvent('paid', null, at)] } },
          $addToSet: { mailsDue: 'paid' },
        },
        { returnDocument: 'after', session },
      ).lean();
      // Another notice of the same payment revived it first (or it moved on): what this one took goes back.
      if (!paid) throw new OrderMovedOn();
      return paid;
    },
  ).catch((error: unknown) => {
    if (error instanceof OrderMovedOn) return null;
    throw error;
  });
  if (taken?.ok) {
    await Promise.all([moveTallies([...statusMove('expired', 'confirmed'), revenue(at, taken.value.total)]), queueOrderMails(taken.value, 'paid')]);
    return;
  }
  const now = await Order.findById(order._id).lean();
  // A racing notice of the same payment has already decided (revived, or owed back).
  if (now?.payment?.tranId === attempt.tranId && ['paid', 'held', 'refund_pending', 'refunded'].includes(now.payment.status)) return;
  // Every line's stock is there, so what refused it was this order's own hold: another notice of it is deciding.
  if (taken && !taken.ok && taken.refused.length === 0) return;
  await owedBack(attempt, now, taken ? 'Paid after the order expired, and its stock is no longer there.' : 'The order changed while its late payment was being recorded.');
}

/** Thrown inside a revival's write when the order is no longer expired: its stock goes back. */
class OrderMovedOn extends Error {}

/** An order's lines holding what each takes (a revived order). */
function held(lines: OrderLine[]): OrderLine[] {
  return lines.map((line) => ({ ...line, reserved: line.quantity }));
}

/** An order's lines holding nothing any more (cancelled, expired). */
function released(lines: OrderLine[]): OrderLine[] {
  return lines.map((line) => ({ ...line, reserved: 0 }));
}

/**
 * Money in that no order keeps: the attempt and its order say a refund is due, and the team is mailed. The order is
 * moved first, by a conditional update: a notice racing this one that revives the order with the same money either
 * finds the order flagged (and gives its stock back) or has already made the order keep the money, and then this
 * one leaves the attempt paid.
 */
async function owedBack(attempt: StoredPayment, order: StoredOrder | null, why: string): Promise<void> {
  const keeps = (now: StoredOrder | null) => now?.payment?.tranId === attempt.tranId && ['paid', 'held'].includes(now.payment.status);
  if (order && (order.status === 'expired' || order.status === 'cancelled')) {
    // The order itself shows a refund due only when this was its only money (an expired order paid late).
    const flagged = await Order.findOneAndUpdate(
      { _id: order._id, status: { $in: ['expired', 'cancelled'] }, 'payment.status': { $nin: ['refund_pending', 'refunded', 'paid', 'held'] } },
      {
        $set: { 'payment.method': 'online', 'payment.status': 'refund_pending', 'payment.refundDue': true, 'payment.tranId': attempt.tranId },
        $push: { timeline: orderEvent('refund_due', null) },
        $addToSet: { mailsDue: 'refund_due' },
      },
      { returnDocument: 'after' },
    ).lean();
    if (flagged) await queueOrderMails(flagged, 'refund_due');
    else if (keeps(await Order.findById(order._id).lean())) return;
  } else if (keeps(await Order.findById(attempt.orderId).lean())) {
    return;
  }
  await Payment.updateOne({ _id: attempt._id, status: { $in: ['paid', 'held'] } }, { $set: { status: 'refund_due', note: why.slice(0, 300) } });
}

// ---------------------------------------------------------------------------------------------------------------
// Admins: cash, held payments, cancelling with a refund
// ---------------------------------------------------------------------------------------------------------------

/** The start of an admin's move of one order's money: an admin asking, about an id an order could have. */
async function adminOnOrder(caller: Caller | null, orderId: string): Promise<Caller> {
  const admin = requireAccess(caller, isAdmin);
  if (!isObjectIdText(orderId)) throw new NotFoundError(refusals.noOrder);
  await connectToDatabase();
  return admin;
}

/** An admin records the cash of a cash-on-delivery order as collected: the order is paid. */
export async function recordCashReceived(caller: Caller | null, orderId: string): Promise<OrderSummary> {
  const admin = await adminOnOrder(caller, orderId);
  const at = new Date();
  const paid = await Order.findOneAndUpdate(
    { _id: orderId, status: { $in: ['confirmed', 'shipped', 'delivered'] }, 'payment.method': 'cash', 'payment.status': 'due' },
    { $set: { 'payment.status': 'paid', 'payment.paidAt': at }, $push: { timeline: orderEvent('paid', admin, at) }, $addToSet: { mailsDue: 'paid' } },
    { returnDocument: 'after' },
  ).lean();
  if (!paid) {
    const order = await Order.findById(orderId).lean();
    if (!order) throw new NotFoundError(refusals.noOrder);
    throw new ConflictError(order.payment?.status === 'paid' ? refusals.orderAlreadyPaid : refusals.cashNotDue);
  }
  await Promise.all([
    moveTallies([revenue(at, paid.total)]),
    queueOrderMails(paid, 'paid'),
    Payment.updateOne(
      { tranId: cashTranId(paid._id) },
      { $set: { status: 'paid', paidAt: at }, $setOnInsert: { orderId: paid._id, email: paid.email, method: 'cash', amount: paid.total, currency: 'BDT' } },
      { upsert: true },
    ),
  ]);
  await recordAudit(admin, { action: 'payment.cash_received', target: auditTarget(paid), before: { payment: 'due' }, after: { payment: 'paid', amount: paid.total } });
  return toOrderSummary(paid, admin);
}

/** An admin accepts a payment the gateway rated risky: the order is paid and confirmed. */
export async function acceptHeldPayment(caller: Caller | null, orderId: string): Promise<OrderSummary> {
  const admin = await adminOnOrder(caller, orderId);
  const at = new Date();
  const paid = await Order.findOneAndUpdate(
    { _id: orderId, status: 'pending', 'payment.status': 'held' },
    {
      $set: { status: 'confirmed', 'payment.status': 'paid', 'payment.paidAt': at },
      $unset: { payableUntil: 1 },
      $push: { timeline: { $each: [orderEvent('confirmed', admin, at), orderEvent('paid', admin, at)] } },
      $addToSet: { mailsDue: 'paid' },
    },
    { returnDocument: 'after' },
  ).lean();
  if (!paid) {
    if (!(await Order.exists({ _id: orderId }))) throw new NotFoundError(refusals.noOrder);
    throw new ConflictError(refusals.noHeldPayment);
  }
  await Promise.all([
    moveTallies([...statusMove('pending', 'confirmed'), revenue(at, paid.total)]),
    queueOrderMails(paid, 'paid'),
    Payment.updateOne({ tranId: paid.payment?.tranId, status: 'held' }, { $set: { status: 'paid', paidAt: at } }),
  ]);
  await recordAudit(admin, { action: 'payment.accepted', target: auditTarget(paid), before: { payment: 'held' }, after: { payment: 'paid' } });
  return toOrderSummary(paid, admin);
}

/**
 * An admin cancels an order whose goods have not left, and gives back what it paid: online money through the
 * gateway's refund API (followed until the gateway says it is made), cash by hand ("refund due"). The stock goes back
 * once: the one conditional update that cancels the order also sets what it holds to nothing. Called again on a
 * cancelled or expired order whose refund is due, it asks the gateway again (or records the cash as given back).
 */
export async function refundOrder(caller: Caller | null, orderId: string, input: unknown = {}): Promise<OrderSummary> {
  const admin = requireAccess(caller, isAdmin);
  const { remarks } = refundSchema.parse(input ?? {});
  if (!isObjectIdText(orderId)) throw new NotFoundError(refusals.noOrder);
  await connectToDatabase();
  const order = await Order.findById(orderId).lean();
  if (!order) throw new NotFoundError(refusals.noOrder);
  if (order.status === 'cancelled' || order.status === 'expired') return settleRefundDue(admin, order, remarks);
  if (!(CANCELLABLE_STATUSES as readonly string[]).includes(order.status)) {
    throw new ConflictError(refusals.orderNotCancellable(ORDER_STATUS[order.status].label.toLowerCase()));
  }
  const paymentBefore: PaymentStatus = order.payment?.status ?? 'unpaid';
  if (paymentBefore === 'refund_pending' || paymentBefore === 'refunded') throw new ConflictError(refusals.refundUnderWay);
  const moneyIn = (MONEY_IN_STATUSES as readonly string[]).includes(paymentBefore);
  const online = order.payment?.method === 'online';
  const cancelled = await Order.findOneAndUpdate(
    { _id: order._id, status: order.status, 'payment.status': paymentBefore },
    {
      $set: {
        status: 'cancelled',
        lines: released(linesOf(order)),
        'payment.status': moneyIn ? 'refund_pending' : 'cancelled',
        ...(moneyIn && !online ? { 'payment.refundDue': true } : {}),
      },
      $unset: { payableUntil: 1 },
      $push: { timeline: orderEvent('cancelled', admin) },
      $addToSet: { mailsDue: 'cancelled' },
    },
    { returnDocument: 'before' },
  ).lean();
  if (!cancelled) throw new ConflictError(refusals.orderNotCancellable('changing right now'));
  const paidAt = cancelled.payment?.paidAt ?? null;
  await releaseLines(linesOf(cancelled));
  await moveTallies([...statusMove(cancelled.status, 'cancelled'), ...(moneyIn && paymentBefore === 'paid' && paidAt ? [revenue(paidAt, -cancelled.total)] : [])]);
  await Payment.updateMany({ orderId: cancelled._id, status: { $in: ['pending', 'due'] } }, { $set: { status: 'cancelled', note: 'The order was cancelled.' } });
  await recordAudit(admin, {
    action: 'order.cancelled',
    target: auditTarget(cancelled),
    before: { status: cancelled.status, payment: paymentBefore },
    after: { status: 'cancelled', payment: moneyIn ? 'refund_pending' : 'cancelled' },
  });
  if (moneyIn && online && cancelled.payment?.tranId) {
    await Payment.updateOne({ tranId: cancelled.payment.tranId, status: { $in: ['paid', 'held'] } }, { $set: { status: 'refund_due', note: 'The order was cancelled: refund it.' } });
    await refundAttemptAtGateway(admin, cancelled.payment.tranId, remarks);
  } else if (moneyIn) {
    await Payment.updateOne({ tranId: cashTranId(cancelled._id), status: 'paid' }, { $set: { status: 'refund_due', note: 'Cash collected for a cancelled order: give it back.' } });
  }
  const now = (await Order.findById(order._id).lean())!;
  await queueOrderMails(now, 'cancelled');
  return toOrderSummary(now, admin);
}

/** A cancelled or expired order with money still owed: ask the gateway again, or record the cash as given back. */
async function settleRefundDue(admin: Caller, order: StoredOrder, remarks: string | undefined): Promise<OrderSummary> {
  if (order.payment?.status !== 'refund_pending') throw new ConflictError(order.payment?.status === 'refunded' ? refusals.refundUnderWay : refusals.nothingToRefund);
  if (!order.payment.refundDue) throw new ConflictError(refusals.refundUnderWay);
  if (order.payment.method === 'online' && order.payment.tranId) {
    await refundAttemptAtGateway(admin, order.payment.tranId, remarks);
  } else {
    await markRefunded(order._id, cashTranId(order._id), admin);
  }
  return toOrderSummary((await Order.findById(order._id).lean())!, admin);
}

/**
 * Admins: gives back the money of one attempt whose refund is due (a late or duplicate payment, an amount the gateway
 * changed, a refund the gateway refused before), from the Payments page.
 */
export async function refundPayment(caller: Caller | null, tranId: string, input: unknown = {}): Promise<PaymentSummary> {
  const admin = requireAccess(caller, isAdmin);
  const { remarks } = refundSchema.parse(input ?? {});
  const id = boundedId(tranId);
  if (!id) throw new NotFoundError(refusals.noPayment);
  await connectToDatabase();
  const attempt = await Payment.findOne({ tranId: id }).lean();
  if (!attempt) throw new NotFoundError(refusals.noPayment);
  if (attempt.status !== 'refund_due') throw new ConflictError(attempt.status === 'refund_pending' || attempt.status === 'refunded' ? refusals.refundUnderWay : refusals.nothingToRefund);
  if (attempt.method === 'online') await refundAttemptAtGateway(admin, attempt.tranId, remarks);
  else await markRefunded(attempt.orderId, attempt.tranId, admin);
  return toPaymentSummary((await Payment.findById(attempt._id).lean())!);
}

/**
 * Asks the gateway to refund one attempt whose refund is due. The attempt is claimed first (refund_due ->
 * refund_pending), so two admins pressing at once ask once; if the gateway refuses or cannot be reached, the claim is
 * given up and the refund stays due, with the reason, for an admin to try again.
 */
async function refundAttemptAtGateway(admin: Caller, tranId: string, remarks: string | undefined): Promise<void> {
  const config = sslcommerzConfig();
  const claimed = await Payment.findOneAndUpdate(
    { tranId, method: 'online', status: 'refund_due', bankTranId: { $exists: true } },
    { $set: { status: 'refund_pending', refund: { state: 'requesting', requestedAt: new Date(), by: admin.email } } },
    { returnDocument: 'after' },
  ).lean();
  if (!claimed) return;
  const giveUp = async (why: string) => {
    await Payment.updateOne({ _id: claimed._id, status: 'refund_pending' }, { $set: { status: 'refund_due', note: why.slice(0, 300) }, $unset: { refund: 1 } });
    await Order.updateOne({ _id: claimed.orderId, 'payment.tranId': tranId, 'payment.status': 'refund_pending' }, { $set: { 'payment.refundDue': true } });
  };
  if (!config) return giveUp('Online payment is not configured on this server: refund it from the gateway\'s own panel.');
  let answer;
  try {
    answer = await requestRefund(config, {
      bankTranId: claimed.bankTranId!,
      amount: claimed.paidAmount ?? claimed.amount,
      remarks: remarks || `Refund of order ${claimed.orderId.toString()}`,
      // Unique per request: a refund the bank cancelled is asked for anew, not answered with the old one.
      reference: `R${Date.now().toString(36).toUpperCase()}${claimed.tranId.slice(-20)}`,
    });
  } catch (error) {
    return giveUp(`The refund could not be asked: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!answer.ok) return giveUp(`The gateway refused the refund: ${answer.reason}`);
  await Payment.updateOne(
    { _id: claimed._id },
    { $set: { 'refund.refId': answer.refundRefId.slice(0, 80), 'refund.state': answer.state, 'refund.amount': claimed.paidAmount ?? claimed.amount } },
  );
  await Order.updateOne({ _id: claimed.orderId, 'payment.tranId': tranId, 'payment.status': 'refund_pending' }, { $set: { 'payment.refundDue': false } });
  await recordAudit(admin, {
    action: 'payment.refund_requested',
    target: { id: claimed.orderId.toString(), label: `${claimed.tranId}: ${claimed.amount.toFixed(2)} BDT to ${claimed.email}` },
    before: { payment: 'refund_due' },
    after: { payment: 'refund_pending', refundRefId: answer.refundRefId },
  });
}

/** A refund made: the attempt and (when it was the order's money) the order say so, the customer is mailed. */
async function markRefunded(orderId: Types.ObjectId, tranId: string, admin: Caller | null): Promise<void> {
  const at = new Date();
  const attempt = await Payment.findOneAndUpdate(
    { tranId, status: { $in: ['refund_due', 'refund_pending'] } },
    { $set: { status: 'refunded', 'refund.state': 'refunded', 'refund.refundedAt': at, ...(admin ? { 'refund.by': admin.email } : {}) } },
    { returnDocument: 'after' },
  ).lean();
  if (!attempt) return;
  // A cash refund is the order's; an online one only when it gives back the attempt that paid the order.
  const order = await Order.findOneAndUpdate(
    { _id: orderId, ...(attempt.method === 'cash' ? { 'payment.method': 'cash' } : { 'payment.tranId': tranId }), 'payment.status': 'refund_pending' },
    { $set: { 'payment.status': 'refunded', 'payment.refundDue': false }, $push: { timeline: orderEvent('refunded', admin, at) }, $addToSet: { mailsDue: 'refunded' } },
    { returnDocument: 'after' },
  ).lean();
  if (order) await queueOrderMails(order, 'refunded');
  const actor = admin ?? GATEWAY;
  await recordAudit(actor, {
    action: 'payment.refunded',
    target: { id: orderId.toString(), label: `${tranId}: ${attempt.amount.toFixed(2)} BDT to ${attempt.email}` },
    before: { payment: 'refund_pending' },
    after: { payment: 'refunded' },
  });
}

/** Who the audit trail names for what the gateway confirmed by itself. */
const GATEWAY: Caller = { id: 'sslcommerz', email: 'sslcommerz (gateway)', name: 'SSLCommerz', role: 'customer', sessionVersion: 0, language: 'en' };

// ---------------------------------------------------------------------------------------------------------------
// The shop's own schedule: the payment window, refunds under way, attempts nobody told us about
// ---------------------------------------------------------------------------------------------------------------

/**
 * Expires one order being paid online whose window has passed: one conditional update moves it and sets what it
 * holds to nothing, so its stock goes back exactly once however many workers run this at once, and a payment racing
 * it either pays the order first or finds it expired (and takes the stock again, revive).
 */
async function expireOrder(orderId: Types.ObjectId, now: Date): Promise<boolean> {
  const order = await Order.findById(orderId).lean();
  if (!order) return false;
  const before = await Order.findOneAndUpdate(
    { _id: orderId, status: 'pending', 'payment.method': 'online', 'payment.status': { $in: ['pending', 'failed', 'cancelled'] }, payableUntil: { $lte: now } },
    {
      $set: { status: 'expired', lines: released(linesOf(order)), 'payment.status': 'expired' },
      $push: { timeline: orderEvent('expired', null, now) },
      $addToSet: { mailsDue: 'expired' },
    },
    { returnDocument: 'before' },
  ).lean();
  if (!before) return false;
  await releaseLines(linesOf(before));
  await Promise.all([
    moveTallies(statusMove('pending', 'expired')),
    Payment.updateMany({ orderId: before._id, status: 'pending' }, { $set: { status: 'expired' } }),
  ]);
  const after = await Order.findById(orderId).lean();
  if (after) await queueOrderMails(after, 'expired');
  return true;
}

/** Expires the online orders whose payment window has passed, at most `limit` a run. Answers how many. */
export async function expireUnpaidOrders(now = new Date(), limit = 50): Promise<number> {
  await connectToDatabase();
  const due = await Order.find({ 'payment.status': { $in: ['pending', 'failed', 'cancelled'] }, payableUntil: { $lte: now }, status: 'pending' })
    .select({ _id: 1 })
    .limit(limit)
    .lean();
  let expired = 0;
  for (const order of due) if (await expireOrder(order._id, now)) expired += 1;
  return expired;
}

/**
 * Follows refunds under way at the gateway until it says they are made (or cancelled: then the refund is due again
 * for an admin), and asks about attempts left open that no notice settled (a lost IPN). At most `limit` of each.
 */
export async function followPayments(limit = 20): Promise<{ refunded: number; settled: number }> {
  const config = sslcommerzConfig();
  if (!config) return { refunded: 0, settled: 0 };
  await connectToDatabase();
  let refunded = 0;
  const underWay = await Payment.find({ status: 'refund_pending', 'refund.refId': { $exists: true } }).sort({ updatedAt: 1 }).limit(limit).lean();
  for (const attempt of underWay) {
    try {
      const { state, reason } = await refundState(config, attempt.refund!.refId!);
      if (state === 'refunded') {
        await markRefunded(attempt.orderId, attempt.tranId, null);
        refunded += 1;
      } else if (state === 'cancelled' || state === 'failed') {
        await Payment.updateOne({ _id: attempt._id, status: 'refund_pending' }, { $set: { status: 'refund_due', note: `The gateway ${state} the refund${reason ? `: ${reason}` : ''}.`.slice(0, 300) } });
        await Order.updateOne({ _id: attempt.orderId, 'payment.tranId': attempt.tranId, 'payment.status': 'refund_pending' }, { $set: { 'payment.refundDue': true } });
      } else {
        await Payment.updateOne({ _id: attempt._id }, { $set: { 'refund.state': state || 'processing' } });
      }
    } catch (error) {
      log('error', `[payments] refund ${attempt.refund?.refId} could not be followed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // Attempts open for a while with no notice: the gateway may have a payment we were never told about.
  let settled = 0;
  // Asked every couple of minutes for a day at most: an attempt nobody paid within a day was abandoned.
  const now = Date.now();
  const quiet = await Payment.find({
    method: 'online',
    status: 'pending',
    updatedAt: { $lte: new Date(now - 2 * 60_000) },
    createdAt: { $gte: new Date(now - 24 * 60 * 60_000) },
  })
    .sort({ updatedAt: 1 })
    .limit(limit)
    .lean();
  for (const attempt of quiet) {
    const outcome = await reconcileAttempt(config, attempt);
    if (outcome && outcome.result !== 'unavailable') settled += 1;
    // Asked: wait a while before asking about it again.
    await Payment.updateOne({ _id: attempt._id, status: 'pending' }, { $set: { updatedAt: new Date() } }, { timestamps: false });
  }
  return { refunded, settled };
}

/**
 * The customer's "Check again" on the payment page: asks the gateway about the order's open attempt now (a return
 * that could not be validated, a lost notice).
 */
export async function checkOrderPayment(caller: Caller | null, orderId: string): Promise<OrderSummary> {
  const who = requireAccess(caller, isSignedIn);
  await connectToDatabase();
  const order = await ownOrder(who, orderId);
  const config = sslcommerzConfig();
  const tranId = order.payment?.tranId;
  if (config && tranId && order.payment?.method === 'online' && (order.payment.status === 'pending' || order.payment.status === 'failed')) {
    const attempt = await Payment.findOne({ tranId }).lean();
    if (attempt) await reconcileAttempt(config, attempt);
  }
  return toOrderSummary((await Order.findById(order._id).lean()) ?? order, who);
}

// ---------------------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------------------

/** The payment page: one order (its customer's, or an admin's view) and whether online payment is offered. */
export async function getOrderPayment(caller: Caller | null, orderId: string): Promise<{ order: OrderSummary; onlineOffered: boolean }> {
  const who = requireAccess(caller, isSignedIn);
  await connectToDatabase();
  const order = await ownOrder(who, orderId);
  return { order: toOrderSummary(order, who), onlineOffered: onlinePaymentOffered() };
}

/** Rows per page of the admin's Payments page. */
export const PAYMENTS_PAGE_SIZE = 25;

/** Admins: every payment attempt, newest first, or those in one state, a page at a time. */
export async function listPaymentsPage(caller: Caller | null, query: { page?: unknown; status?: unknown }): Promise<Page<PaymentSummary>> {
  requireAccess(caller, isAdmin);
  const { page, status } = paymentListQuery(query);
  await connectToDatabase();
  return findPage(Payment, status ? { status } : {}, { createdAt: -1, _id: -1 }, { page, pageSize: PAYMENTS_PAGE_SIZE }, (payment) =>
    toPaymentSummary(payment as StoredPayment),
  );
}
