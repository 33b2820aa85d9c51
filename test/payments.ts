/**
 * The payment tests' shop around lib/data/payments.ts: the SSLCommerz stand-in (test/sslcommerz-gateway.ts) as the
 * gateway, and a tiny merchant on loopback that takes the gateway's IPN as app/api/payments/sslcommerz/ipn/route.ts
 * does (handleGatewayNotice, then 200, 400 or 503), with SITE_URL pointing at it so that the sessions the shop opens
 * name it. Plus the things a person would count after a payment: stock, mails, revenue, attempts.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import type { Caller } from '@/lib/auth/caller-type';
import { placeOrder } from '@/lib/data/orders';
import { choosePayment, handleGatewayNotice, recordCashReceived, type GatewayNoticeKind } from '@/lib/data/payments';
import { errorAnswer } from '@/lib/http/answers';
import { shopDayKey } from '@/lib/domain/dates';
import { Order } from '@/models/Order';
import { dayTally, OrderTally } from '@/models/OrderTally';
import { OutboxMail } from '@/models/OutboxMail';
import { Payment } from '@/models/Payment';
import { Tool } from '@/models/Tool';
import type { Role } from '@/models/User';
import { createCaller } from './callers';
import { withTestDatabase } from './database';
import { startSslcommerzGateway, type SslcommerzGateway } from './sslcommerz-gateway';

/** One IPN the merchant answered: which transaction it named, and the HTTP status the route would answer. */
type IpnAnswer = { tranId: string; valId: string; status: number; result: string };

type PaymentStage = {
  gateway: SslcommerzGateway;
  /** The merchant's origin (SITE_URL). */
  siteUrl: string;
  /** Where the gateway posts IPNs: the merchant's copy of the IPN route. */
  ipnUrl: string;
  /** Every IPN the merchant answered, oldest first. */
  ipnAnswers: IpnAnswer[];
};

/** The environment this file's tests run with; anything a test changes is put back after it. */
const NAMES = ['SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD', 'SSLCOMMERZ_BASE_URL', 'SSLCOMMERZ_LIVE', 'SITE_URL', 'PAYMENT_WINDOW_MINUTES', 'ORDERS_EMAIL'] as const;

/**
 * Starts the stand-in and the merchant for a test file, and points the shop at them; answers a getter (the stage
 * exists once beforeAll has run). The environment is put back after every test and after the file.
 */
function withPaymentStage(): () => PaymentStage {
  const original = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  let configured: Record<string, string | undefined> = {};
  let stage: PaymentStage | null = null;
  let merchant: Server | null = null;

  const apply = (values: Record<string, string | undefined>) => {
    for (const name of NAMES) {
      const value = values[name];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };

  beforeAll(async () => {
    const gateway = await startSslcommerzGateway();
    const ipnAnswers: IpnAnswer[] = [];
    merchant = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        const kind = (request.url ?? '').replace(/^\/api\/payments\/sslcommerz\//, '') as GatewayNoticeKind;
        if (request.method !== 'POST' || !['ipn', 'success', 'fail', 'cancel'].includes(kind)) {
          response.writeHead(404).end('not found');
          return;
        }
        handleGatewayNotice(kind, fields).then(
          (outcome) => {
            // As the IPN route answers (app/api/payments/sslcommerz/ipn/route.ts).
            const status = outcome.result === 'unavailable' ? 503 : outcome.result === 'refused' || outcome.result === 'unknown' ? 400 : 200;
            if (kind === 'ipn') ipnAnswers.push({ tranId: fields.tran_id ?? '', valId: fields.val_id ?? '', status, result: outcome.result });
            response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(outcome));
          },
          (error: unknown) => {
            if (kind === 'ipn') ipnAnswers.push({ tranId: fields.tran_id ?? '', valId: fields.val_id ?? '', status: 500, result: String(error) });
            response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
          },
        );
      });
    });
    await new Promise<void>((resolve) => merchant!.listen(0, '127.0.0.1', resolve));
    const siteUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
    configured = {
      SSLCOMMERZ_STORE_ID: gateway.storeId,
      SSLCOMMERZ_STORE_PASSWORD: gateway.storePassword,
      SSLCOMMERZ_BASE_URL: gateway.baseUrl,
      SITE_URL: siteUrl,
    };
    apply(configured);
    stage = { gateway, siteUrl, ipnUrl: `${siteUrl}/api/payments/sslcommerz/ipn`, ipnAnswers };
  });

  afterEach(() => apply(configured));

  afterAll(async () => {
    apply(original);
    await stage?.gateway.stop();
    if (merchant) {
      const server = merchant;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    }
  });

  return () => {
    if (!stage) throw new Error('The payment stage starts in beforeAll.');
    return stage;
  };
}

/** A payment test file's set-up: its own database, the stage, and the stand-in gateway's base URL (once beforeAll has run). */
export function paymentTests(database: string) {
  withTestDatabase(database);
  const stage = withPaymentStage();
  return { stage, base: () => stage().gateway.baseUrl };
}

const contact = { phone: '01711000000', address: '12 Tejgaon Industrial Area, Dhaka' };

/** A customer (or admin) of one test: a fresh account with an e-mail nobody else uses. */
export function account(label: string, role: Role = 'customer'): Promise<Caller> {
  return createCaller(`${label}-${randomUUID().slice(0, 8)}@mrittika.test`, role, `${label} Uddin`);
}

/** A tool of one test, with a known stock and price (whole BDT). */
export async function makeTool(stock: number, price = 1250) {
  return Tool.create({ name: `Tile cutter ${randomUUID().slice(0, 8)}`, desc: 'Cuts tiles.', price, minimum: 1, stock, img: '/t.svg' });
}

/** Places an order as the shop's purchase page does. */
export function order(buyer: Caller, toolId: { toString(): string }, quantity: number) {
  return placeOrder(buyer, { toolId: toolId.toString(), quantity, ...contact });
}

export async function stockOf(toolId: { toString(): string }): Promise<number> {
  return (await Tool.findById(toolId.toString()).lean())!.stock;
}

export async function storedOrder(orderId: string) {
  return (await Order.findById(orderId).lean())!;
}

/** The units an order's lines hold off the stock now (the quantity of each line taken, 0 once given back). */
export function reservedOf(order: { lines: { reserved?: number | null }[] }): number {
  return order.lines.reduce((sum, line) => sum + (line.reserved ?? 0), 0);
}

/** An order's payment attempts, oldest first. */
export function attemptsOf(orderId: string) {
  return Payment.find({ orderId }).sort({ createdAt: 1, _id: 1 }).lean();
}

/** How many of a step's mails to the customer are in the outbox (0 or 1: keyed by order and step). */
export function customerMails(orderId: string, step: string): Promise<number> {
  return OutboxMail.countDocuments({ key: `order:${orderId}:${step}:customer` });
}

/** The steps an order's customer has been mailed about, in key order. */
export async function mailedSteps(orderId: string): Promise<string[]> {
  const mails = await OutboxMail.find({ key: new RegExp(`^order:${orderId}:[a-z_]+:customer$`) }).lean();
  return mails.map((mail) => mail.key.split(':')[2]!).sort();
}

/** Today's revenue on the admin overview (the tally of today's shop day). */
export async function revenueToday(): Promise<number> {
  return (await OrderTally.findOne({ key: dayTally(shopDayKey(new Date())) }).lean())?.revenue ?? 0;
}

/** How many orders the overview counts in each status now. */
export async function statusCounts(): Promise<Record<string, number>> {
  const tallies = await OrderTally.find({ key: /^status:/ }).lean();
  return Object.fromEntries(tallies.map((tally) => [tally.key.slice('status:'.length), tally.orders ?? 0]));
}

/** The difference between two statusCounts, only where it is not zero. */
export function countsMoved(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const moved: Record<string, number> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const by = (after[key] ?? 0) - (before[key] ?? 0);
    if (by !== 0) moved[key] = by;
  }
  return moved;
}

/** The customer chooses to pay online; answers the gateway's page and our tran_id. */
export async function startOnline(buyer: Caller, orderId: string): Promise<{ redirectUrl: string; tranId: string }> {
  const choice = await choosePayment(buyer, orderId, { method: 'online' });
  if (choice.method !== 'online') throw new Error(`Expected an online payment, got ${JSON.stringify(choice)}`);
  return choice;
}

/** The customer chooses cash on delivery and `admin` records the cash as collected: the order is paid in cash. */
export async function payInCash(buyer: Caller, admin: Caller, orderId: string) {
  await choosePayment(buyer, orderId, { method: 'cash' });
  await recordCashReceived(admin, orderId);
}

/** The HTTP status the API would answer for what a promise rejected with (lib/http/answers.ts errorAnswer). */
export async function refusal(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    return errorAnswer(error).status;
  }
  throw new Error('Expected a refusal, but it succeeded.');
}

/** Runs `work` with the data layer's expected warnings and errors kept out of the output; answers what it answered. */
export async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    return await work();
  } finally {
    warn.mockRestore();
    error.mockRestore();
  }
}

/**
 * The start of most payment tests: a fresh customer's pending order of `quantity` of a fresh tool with `stock` in
 * store (1,250 BDT each), and today's revenue before anything is paid.
 */
export async function newOrder(label: string, { stock, quantity }: { stock: number; quantity: number }) {
  const buyer = await account(label);
  const tool = await makeTool(stock);
  const placed = await order(buyer, tool._id, quantity);
  return { buyer, tool, placed, revenue: await revenueToday() };
}

/** newOrder, with the customer choosing to pay online: the gateway's session is open and unpaid. */
export async function newOnlineOrder(label: string, amounts: { stock: number; quantity: number }) {
  const opened = await newOrder(label, amounts);
  const { tranId } = await startOnline(opened.buyer, opened.placed.id);
  return { ...opened, tranId };
}

/**
 * What a payment that went through leaves, however many notices said so: the order confirmed and paid by `tranId`,
 * one "paid" mail, today's revenue at `revenue`, and one attempt, paid; or, where the order had several, `attempts`
 * as [tranId, status], oldest first.
 */
export async function expectPaidOnce(
  orderId: string,
  { tranId, revenue, attempts }: { tranId: string; revenue: number; attempts?: [string, string][] },
) {
  expect(await storedOrder(orderId)).toMatchObject({ status: 'confirmed', payment: { status: 'paid', tranId } });
  const stored = await attemptsOf(orderId);
  if (attempts) expect(stored.map((attempt) => [attempt.tranId, attempt.status])).toEqual(attempts);
  else expect(stored.map((attempt) => attempt.status)).toEqual(['paid']);
  expect(await customerMails(orderId, 'paid')).toBe(1);
  expect(await revenueToday()).toBe(revenue);
}
