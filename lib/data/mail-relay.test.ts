import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { shopDayKey } from '@/lib/domain/dates';
import { connectToDatabase, disconnectFromDatabase } from '@/lib/infra/db';
import { Order, type OrderFields } from '@/models/Order';
import { OutboxMail } from '@/models/OutboxMail';
import { Quote } from '@/models/Quote';
import { Tool } from '@/models/Tool';
import type { Role } from '@/models/User';
import { createCaller } from '@/test/callers';
import { startDatabaseProxy, type DatabaseProxy } from '@/test/database-proxy';
import { testDatabaseUri } from '@/test/database';
import { mailsTo, startMailSink } from '@/test/mail-sink';
import { relayDueMails } from './mail-relay';
import { advanceFulfilment, placeOrder } from './orders';
import { deliverDueMails, withMailsDue } from './outbox';
import { confirmOrder } from './payments';
import { addQuoteMessage, answerQuote, requestQuote } from './quotes';

// The app reaches its database through a proxy that can cut the connection the moment the outbox is written to, as
// a database stepping down between the order's update and the queueing does (docs/decisions/0040-outbox.md).
let proxy: DatabaseProxy;
let sink: Awaited<ReturnType<typeof startMailSink>>;
const saved = { SMTP_URL: process.env.SMTP_URL, ORDERS_EMAIL: process.env.ORDERS_EMAIL, MONGODB_URI: process.env.MONGODB_URI };
const TEAM = 'relay-team@mrittika.test';

beforeAll(async () => {
  proxy = await startDatabaseProxy(inject('mongoServerUri'));
  process.env.MONGODB_URI = proxy.through(testDatabaseUri('mail_relay'));
  await connectToDatabase();
  sink = await startMailSink();
  process.env.SMTP_URL = sink.smtpUrl;
  process.env.ORDERS_EMAIL = TEAM;
});
afterAll(async () => {
  await disconnectFromDatabase();
  await proxy.stop();
  await sink.stop();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});
beforeEach(() => proxy.allowAll());

const account = (email: string, role: Role = 'customer') => createCaller(email, role, role === 'admin' ? 'Dispatcher' : 'Karim Uddin');
const contact = { phone: '01711000000', address: 'Dhaka' };
let counter = 0;
async function tool(stock = 20) {
  counter += 1;
  return Tool.create({ name: `Relay Trowel ${counter}`, desc: 'd', price: 250, minimum: 1, stock, img: '/t.svg' });
}
const keysOf = async (prefix: string) =>
  (await OutboxMail.find({ key: new RegExp(`^${prefix}`) }).lean()).map((mail) => mail.key).sort();
/** The outbox keys of an order's mails for `steps`, each to the customer and to the team, in key order. */
const orderMailKeys = (orderId: string, steps: string[]) =>
  [...steps].sort().flatMap((step) => [`order:${orderId}:${step}:customer`, `order:${orderId}:${step}:team`]);
const mailsDue = async (model: typeof Order | typeof Quote, id: string) =>
  ((await (model as typeof Order).findById(id).lean())?.mailsDue ?? []) as string[];

/** Runs `write` while every write to the outbox loses its connection; answers what it returned. */
async function whileTheOutboxIsUnreachable<T>(write: () => Promise<T>): Promise<{ result: T; logged: string[] }> {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  proxy.refuse('update', 'outboxmails');
  const refusedBefore = proxy.refused();
  try {
    const result = await write();
    expect(proxy.refused()).toBeGreaterThan(refusedBefore);
    return { result, logged: logged.mock.calls.map((call) => String(call[0])) };
  } finally {
    proxy.allowAll();
    logged.mockRestore();
  }
}

describe('a change whose mails could not be queued', () => {
  it('keeps its step due, and the relay queues exactly the missing mails once; a second run queues nothing', async () => {
    const buyer = await account('relay-confirmed@example.com');
    const { _id } = await tool();
    const order = await placeOrder(buyer, { toolId: _id.toString(), quantity: 4, ...contact });
    expect(await keysOf(`order:${order.id}:`)).toEqual(orderMailKeys(order.id, ['pending']));

    // The confirmation (cash on delivery) is stored; the outbox write that follows loses its connection.
    const { result, logged } = await whileTheOutboxIsUnreachable(() => confirmOrder(buyer, { orderId: order.id }));
    expect(result.created).toBe(true);
    expect(await Order.findById(order.id).lean()).toMatchObject({ status: 'confirmed', payment: { method: 'cash', status: 'due' }, mailsDue: ['confirmed'] });
    expect(await keysOf(`order:${order.id}:confirmed:`)).toEqual([]);
    expect(logged.some((line) => line.includes(`could not queue order:${order.id}:confirmed:customer`))).toBe(true);

    // Once the database answers again, the relay queues the two missing mails, and nothing else.
    expect(await relayDueMails()).toEqual({ relayed: 1 });
    expect(await keysOf(`order:${order.id}:`)).toEqual(orderMailKeys(order.id, ['confirmed', 'pending']));
    expect(await mailsDue(Order, order.id)).toEqual([]);
    expect(await relayDueMails()).toEqual({ relayed: 0 });
    expect(await OutboxMail.countDocuments({ key: new RegExp(`^order:${order.id}:`) })).toBe(4);

    // Each arrives once, the confirmation mail built for the step recorded (cash on delivery: no payment received yet).
    expect(await deliverDueMails()).toMatchObject({ sent: 4 });
    const received = await mailsTo(buyer.email, sink.dir);
    expect(received.map((mail) => mail.subject).sort()).toEqual(['Order confirmed, cash on delivery: 4 x Relay Trowel 1', 'We have your order: 4 x Relay Trowel 1']);
  });

  it('an order placed while the outbox is unreachable stands, its stock taken, with its first step due', async () => {
    const buyer = await account('relay-placed@example.com');
    const { _id } = await tool(5);
    const { result: order } = await whileTheOutboxIsUnreachable(() => placeOrder(buyer, { toolId: _id.toString(), quantity: 2, ...contact }));
    expect(await Order.findById(order.id).lean()).toMatchObject({ status: 'pending', lines: [{ toolId: _id, quantity: 2, reserved: 2 }], mailsDue: ['pending'] });
    expect((await Tool.findById(_id).lean())?.stock).toBe(3);
    expect(await keysOf(`order:${order.id}:`)).toEqual([]);

    // A later step is queued as usual; the relay still owes the first one.
    await confirmOrder(buyer, { orderId: order.id });
    expect(await mailsDue(Order, order.id)).toEqual(['pending']);
    expect(await relayDueMails()).toEqual({ relayed: 1 });
    expect(await keysOf(`order:${order.id}:`)).toEqual(orderMailKeys(order.id, ['confirmed', 'pending']));
    // Built for the step recorded, not for where the order stands now (confirmed).
    const placedMail = await OutboxMail.findOne({ key: `order:${order.id}:pending:customer` }).lean();
    expect(placedMail?.subject).toBe(`We have your order: 2 x ${(await Tool.findById(_id).lean())?.name}`);
    expect(await relayDueMails()).toEqual({ relayed: 0 });
  });

  it('a quote request, answer and message each stay due until the relay queues them', async () => {
    const customer = await account('relay-quote@example.com');
    const admin = await account('relay-quote-admin@example.com', 'admin');
    const { _id } = await tool(10);
    const day = (offset: number) => shopDayKey(new Date(Date.now() + offset * 86_400_000));
    const request = { toolId: _id.toString(), quantity: 500, wantedBy: day(30), ...contact };

    const { result: quote } = await whileTheOutboxIsUnreachable(() => requestQuote(customer, request));
    await whileTheOutboxIsUnreachable(() => answerQuote(admin, quote.id, { unitPrice: 220, deliveryBy: day(20), validUntil: day(7) }));
    const { result: message } = await whileTheOutboxIsUnreachable(() => addQuoteMessage(customer, quote.id, { text: 'Can you deliver on a Friday?' }));
    expect(await mailsDue(Quote, quote.id)).toEqual(['requested', 'answered', `message:${message.id}`]);
    expect(await keysOf(`quote:${quote.id}:`)).toEqual([]);

    expect(await relayDueMails()).toEqual({ relayed: 3 });
    const answeredAt = (await Quote.findById(quote.id).lean())?.offer?.answeredAt.toISOString();
    expect(await keysOf(`quote:${quote.id}:`)).toEqual([
      `quote:${quote.id}:answered:${answeredAt}:customer`,
      `quote:${quote.id}:message:${message.id}`,
      `quote:${quote.id}:requested:team`,
    ]);
    const messageMail = await OutboxMail.findOne({ key: `quote:${quote.id}:message:${message.id}` }).lean();
    expect(messageMail).toMatchObject({ to: TEAM, replyTo: customer.email });
    expect(messageMail?.text).toContain('Can you deliver on a Friday?');
    expect(await mailsDue(Quote, quote.id)).toEqual([]);
    expect(await relayDueMails()).toEqual({ relayed: 0 });
  });
});

describe('the usual way', () => {
  it('every step queues its own mails at once and leaves nothing due', async () => {
    const buyer = await account('relay-usual@example.com');
    const admin = await account('relay-usual-admin@example.com', 'admin');
    const { _id } = await tool();
    const order = await placeOrder(buyer, { toolId: _id.toString(), quantity: 1, ...contact });
    expect(await mailsDue(Order, order.id)).toEqual([]);
    await confirmOrder(buyer, { orderId: order.id });
    expect(await mailsDue(Order, order.id)).toEqual([]);
    await advanceFulfilment(admin, order.id, { status: 'shipped' });
    await advanceFulfilment(admin, order.id, { status: 'delivered' });
    expect(await mailsDue(Order, order.id)).toEqual([]);
    expect(await OutboxMail.countDocuments({ key: new RegExp(`^order:${order.id}:`) })).toBe(6);

    const day = (offset: number) => shopDayKey(new Date(Date.now() + offset * 86_400_000));
    const quote = await requestQuote(buyer, { toolId: _id.toString(), quantity: 900, wantedBy: day(30), ...contact });
    await answerQuote(admin, quote.id, { unitPrice: 200, deliveryBy: day(20), validUntil: day(7) });
    await addQuoteMessage(admin, quote.id, { text: 'We can.' });
    expect(await mailsDue(Quote, quote.id)).toEqual([]);
    expect(await OutboxMail.countDocuments({ key: new RegExp(`^quote:${quote.id}:`) })).toBe(3);

    expect(await Order.countDocuments(withMailsDue<OrderFields>())).toBe(0);
    expect(await relayDueMails()).toEqual({ relayed: 0 });
  });
});

describe('the relay racing requests', () => {
  it('never queues a mail twice: relays at once with each other and with the requests that make the steps', async () => {
    const buyer = await account('relay-race@example.com');
    const admin = await account('relay-race-admin@example.com', 'admin');
    const { _id } = await tool(50);
    const orders = [];
    for (let index = 0; index < 4; index += 1) {
      orders.push(await placeOrder(buyer, { toolId: _id.toString(), quantity: 1, ...contact }));
    }
    // Two of them confirmed while the outbox is unreachable: their confirmation is due when the race starts.
    for (const order of orders.slice(0, 2)) {
      await whileTheOutboxIsUnreachable(() => confirmOrder(buyer, { orderId: order.id }));
    }
    for (const order of orders.slice(2)) await confirmOrder(buyer, { orderId: order.id });

    const runs = await Promise.all([
      relayDueMails(),
      ...orders.map((order) => advanceFulfilment(admin, order.id, { status: 'shipped' })),
      relayDueMails(),
      relayDueMails(),
    ]);
    const relayed = runs.filter((run): run is { relayed: number } => 'relayed' in run);
    // However the runs fell, the two confirmations due were relayed at least once (a relay and a request may both finish a step).
    expect(relayed.reduce((sum, run) => sum + run.relayed, 0)).toBeGreaterThanOrEqual(2);
    expect(await relayDueMails()).toEqual({ relayed: 0 });

    for (const order of orders) {
      expect(await mailsDue(Order, order.id)).toEqual([]);
      const keys = await keysOf(`order:${order.id}:`);
      expect(keys).toEqual([...new Set(keys)]);
      expect(keys).toEqual([...orderMailKeys(order.id, ['confirmed', 'pending']), `order:${order.id}:shipped:customer`]);
    }
    // And each mail goes out once.
    await deliverDueMails({ limit: 100 });
    const shipped = (await mailsTo(buyer.email, sink.dir)).filter((mail) => mail.subject.startsWith('On its way'));
    expect(shipped).toHaveLength(4);
  });
});
