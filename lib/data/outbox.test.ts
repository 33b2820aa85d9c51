import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConflictError } from '@/lib/domain/errors';
import { Order } from '@/models/Order';
import { OutboxMail } from '@/models/OutboxMail';
import { Tool } from '@/models/Tool';
import type { Role } from '@/models/User';
import { createCaller } from '@/test/callers';
import { withTestDatabase } from '@/test/database';
import { mailsTo, startMailSink } from '@/test/mail-sink';
import { placeOrder } from './orders';
import {
  OUTBOX,
  countOutbox,
  deliverDueMails,
  listOutboxProblems,
  messageIdFor,
  queueMail,
  retryDelayMs,
  retryOutboxMail,
} from './outbox';
import { confirmOrder, recordCashReceived } from './payments';

withTestDatabase('data_outbox');

// The worker sends through a real SMTP server on loopback, which these tests stop and start again.
let sink: Awaited<ReturnType<typeof startMailSink>>;
const saved = { SMTP_URL: process.env.SMTP_URL, ORDERS_EMAIL: process.env.ORDERS_EMAIL };

beforeAll(async () => {
  sink = await startMailSink();
  process.env.SMTP_URL = sink.smtpUrl;
  process.env.ORDERS_EMAIL = 'orders-team@mrittika.test';
});
afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await sink.stop().catch(() => undefined);
});
beforeEach(async () => {
  // Each test starts with an empty outbox: what one leaves due is not sent by the next.
  await OutboxMail.deleteMany({});
});

const account = (email: string, role: Role = 'customer') => createCaller(email, role, 'Karim Uddin');

const later = (ms: number) => new Date(Date.now() + ms);
const received = (address: string) => mailsTo(address, sink.dir);
let counter = 0;
const sample = (label: string) => {
  counter += 1;
  return { key: `test:${label}:${counter}`, to: `${label}-${counter}@example.com`, subject: `Test ${label}`, text: `Hello ${label}` };
};

describe('an SMTP outage', () => {
  it('delays the mail, never the order: it is sent once the server is back, exactly once', async () => {
    const buyer = await account('outage@example.com');
    const tool = await Tool.create({ name: 'Outage Trowel', desc: 'd', price: 250, minimum: 1, stock: 20, img: '/t.svg' });

    await sink.stop();
    const order = await placeOrder(buyer, { toolId: tool._id.toString(), quantity: 4, phone: '01711000000', address: 'Dhaka' });
    expect(await Order.exists({ _id: order.id })).toBeTruthy();
    expect(await OutboxMail.countDocuments({ key: new RegExp(`^order:${order.id}:`) })).toBe(2);

    // The worker tries while the server is down: both mails wait for a second attempt, 30 s on.
    expect(await deliverDueMails()).toMatchObject({ sent: 0, retrying: 2 });
    const waiting = await OutboxMail.find({ key: new RegExp(`^order:${order.id}:`) }).lean();
    expect(waiting.map((mail) => [mail.status, mail.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(waiting[0]?.lastError).toBeTruthy();
    // Not due yet: a run now sends nothing, even with the server back.
    sink = await startMailSink({ port: sink.port, dir: sink.dir });
    expect(await deliverDueMails()).toMatchObject({ sent: 0, retrying: 0 });

    expect(await deliverDueMails({ now: later(OUTBOX.firstRetryMs + 1_000) })).toMatchObject({ sent: 2 });
    expect(await deliverDueMails({ now: later(60 * 60_000) })).toMatchObject({ sent: 0 });

    const customerMails = await received(buyer.email);
    expect(customerMails).toHaveLength(1);
    expect(customerMails[0]?.subject).toBe('We have your order: 4 x Outage Trowel');
    expect(customerMails[0]?.text).toContain('BDT 1,000');
    expect(await received('orders-team@mrittika.test')).toHaveLength(1);
    const stored = await OutboxMail.find({ key: new RegExp(`^order:${order.id}:`) }).lean();
    expect(stored.every((mail) => mail.status === 'sent' && mail.sentAt instanceof Date && !mail.lastError)).toBe(true);
  });

  it('backs off 30 s, 1 min, 2 min ... up to 2 h, and leaves a mail failed after the last attempt', async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(OUTBOX.maxRetryMs);

    await sink.stop();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mail = sample('doomed');
    await queueMail(mail);
    let now = Date.now();
    for (let attempt = 1; attempt <= OUTBOX.maxAttempts; attempt += 1) {
      const run = await deliverDueMails({ now: new Date(now) });
      expect(run).toEqual(attempt < OUTBOX.maxAttempts ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 });
      now += retryDelayMs(attempt) + 1;
    }
    expect(warned).toHaveBeenLastCalledWith(expect.stringContaining(`attempt ${OUTBOX.maxAttempts} failed`));
    warned.mockRestore();
    const failed = await OutboxMail.findOne({ key: mail.key }).lean();
    expect(failed).toMatchObject({ status: 'failed', attempts: OUTBOX.maxAttempts });
    // Failed mails are not picked up again by the worker...
    sink = await startMailSink({ port: sink.port, dir: sink.dir });
    expect(await deliverDueMails({ now: new Date(now + 24 * 3600_000) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await received(mail.to)).toHaveLength(0);

    // ...until an admin, who sees it on the outbox page, asks for it again.
    const admin = await account('outbox-admin@example.com', 'admin');
    const problems = await listOutboxProblems(admin);
    expect(problems.items.find((item) => item.subject === mail.subject)).toMatchObject({ problem: 'failed', attempts: OUTBOX.maxAttempts });
    expect((await countOutbox(admin)).failed).toBe(1);
    await expect(retryOutboxMail(await account('outbox-customer@example.com'), String(failed?._id))).rejects.toMatchObject({ status: 403 });
    await retryOutboxMail(admin, String(failed?._id));
    expect(await deliverDueMails()).toMatchObject({ sent: 1 });
    expect(await received(mail.to)).toHaveLength(1);
    await expect(retryOutboxMail(admin, String(failed?._id))).rejects.toBeInstanceOf(ConflictError);
  });
});

describe('nothing sent twice', () => {
  it('a key is queued once, however often the step that queues it runs', async () => {
    const mail = sample('once');
    const results = await Promise.all(Array.from({ length: 5 }, () => queueMail(mail)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await OutboxMail.countDocuments({ key: mail.key })).toBe(1);

    const buyer = await account('twice@example.com');
    const tool = await Tool.create({ name: 'Twice Float', desc: 'd', price: 100, minimum: 1, stock: 9, img: '/t.svg' });
    const order = await placeOrder(buyer, { toolId: tool._id.toString(), quantity: 1, phone: '01711000000', address: 'Dhaka' });
    await Promise.all(Array.from({ length: 4 }, () => confirmOrder(buyer, { orderId: order.id })));
    expect(await OutboxMail.countDocuments({ key: new RegExp(`^order:${order.id}:confirmed:`) })).toBe(2);
    // The cash recorded four times at once: one of them records it, and "Payment received" is queued once.
    const admin = await account('twice-admin@example.com', 'admin');
    const recorded = await Promise.allSettled(Array.from({ length: 4 }, () => recordCashReceived(admin, order.id)));
    expect(recorded.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await OutboxMail.countDocuments({ key: new RegExp(`^order:${order.id}:paid:`) })).toBe(2);
  });

  it('workers running at once send each mail once', async () => {
    const mails = Array.from({ length: 12 }, () => sample('parallel'));
    for (const mail of mails) await queueMail(mail);
    const runs = await Promise.all([deliverDueMails(), deliverDueMails(), deliverDueMails()]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(12);
    for (const mail of mails) expect(await received(mail.to)).toHaveLength(1);
  });

  it('a worker that died holding a mail: after its lease the mail goes out, with the same Message-ID', async () => {
    const mail = sample('crash');
    await queueMail(mail);
    // A worker claims it, then the process dies before it sends (or before it notes the send).
    await OutboxMail.updateOne({ key: mail.key }, { $set: { status: 'sending', claim: 'dead-worker', dueAt: later(OUTBOX.leaseMs) }, $inc: { attempts: 1 } });
    expect(await deliverDueMails()).toMatchObject({ sent: 0 });
    expect(await deliverDueMails({ now: later(OUTBOX.leaseMs + 1_000) })).toMatchObject({ sent: 1 });
    const [arrived] = await received(mail.to);
    expect(arrived?.messageId).toBe(messageIdFor(mail.key));
    expect(await OutboxMail.findOne({ key: mail.key }).lean()).toMatchObject({ status: 'sent', attempts: 2 });
    // The dead worker's late note cannot touch it: its claim is gone.
    expect((await OutboxMail.updateOne({ key: mail.key, claim: 'dead-worker' }, { $set: { status: 'failed' } })).modifiedCount).toBe(0);
  });
});
