import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '@/models/Order';
import { Tool } from '@/models/Tool';
import { createCaller } from '@/test/callers';
import { withTestDatabase } from '@/test/database';
import { mailsTo, startMailSink, waitForMail } from '@/test/mail-sink';
import { placeOrder } from '../data/orders';
import { queueMail } from '../data/outbox';
import { RUN_AFTER_WRITE_EVERY_MS, runWorkerAfterWrite, startOutboxWorker, stopOutboxWorker } from './outbox-worker';

withTestDatabase('outbox_worker');

let sink: Awaited<ReturnType<typeof startMailSink>>;
const savedSmtp = process.env.SMTP_URL;
beforeAll(async () => {
  sink = await startMailSink();
  process.env.SMTP_URL = sink.smtpUrl;
});
afterAll(async () => {
  stopOutboxWorker();
  if (savedSmtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtp;
  await sink.stop();
});

describe('the worker a long-lived server runs', () => {
  it('sends a queued mail that no request kicked, on its own timer, and only once', async () => {
    // Outside Next.js, queueing sends nothing by itself: only the timer can.
    await queueMail({ key: 'worker:timer:1', to: 'timer@example.com', subject: 'On its way', text: 'Your order is on its way.' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo('timer@example.com', sink.dir)).toHaveLength(0);

    startOutboxWorker(200);
    startOutboxWorker(200); // a second start (a hot reload) adds no second timer
    const mail = await waitForMail('timer@example.com', () => true, 5_000, sink.dir);
    expect(mail.subject).toBe('On its way');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await mailsTo('timer@example.com', sink.dir)).toHaveLength(1);
  });

  it('relays a step whose mails were never queued (the process died after the order was confirmed) and sends them once', async () => {
    startOutboxWorker(200);
    const buyer = await createCaller('relayed@example.com', 'customer', 'Karim Uddin');
    const tool = await Tool.create({ name: 'Relayed Float', desc: 'd', price: 150, minimum: 1, stock: 9, img: '/f.svg' });
    const order = await placeOrder(buyer, { toolId: tool._id.toString(), quantity: 2, phone: '01711000000', address: 'Dhaka' });
    // What confirmOrder's update writes (cash on delivery), and nothing after it: the state a crash between the two
    // writes leaves.
    await Order.updateOne(
      { _id: order.id, status: 'pending' },
      {
        $set: { status: 'confirmed', 'payment.method': 'cash', 'payment.status': 'due' },
        $push: { timeline: { status: 'confirmed', at: new Date(), by: buyer.email } },
        $addToSet: { mailsDue: 'confirmed' },
      },
    );
    const subject = 'Order confirmed, cash on delivery: 2 x Relayed Float';
    const confirmed = await waitForMail(buyer.email, (mail) => mail.subject.startsWith('Order confirmed'), 5_000, sink.dir);
    expect(confirmed.subject).toBe(subject);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const received = await mailsTo(buyer.email, sink.dir);
    expect(received.filter((mail) => mail.subject === subject)).toHaveLength(1);
    // Confirming is not paying: no "Payment received" mail.
    expect(received.filter((mail) => mail.subject.startsWith('Payment received'))).toHaveLength(0);
    expect((await Order.findById(order.id).lean())?.mailsDue).toEqual([]);
  });
});

describe('where no worker runs (Vercel\'s functions sleep between requests)', () => {
  it('a write is followed by the worker\'s run, at most once a minute per process, and never beside a running worker', async () => {
    stopOutboxWorker();
    const buyer = await createCaller('after-write@example.com', 'customer', 'Salma Akter');
    const tool = await Tool.create({ name: 'After-write Trowel', desc: 'd', price: 300, minimum: 1, stock: 9, img: '/t.svg' });
    const order = await placeOrder(buyer, { toolId: tool._id.toString(), quantity: 1, phone: '01711000001', address: 'Khulna' });
    // A confirmation whose mails a stopped function never queued: only a run of the worker (its relay) sends them.
    const due = () =>
      Order.updateOne(
        { _id: order.id },
        {
          $set: { status: 'confirmed', 'payment.method': 'cash', 'payment.status': 'due' },
          $push: { timeline: { status: 'confirmed', at: new Date(), by: buyer.email } },
          $addToSet: { mailsDue: 'confirmed' },
        },
      );
    await due();
    const start = Date.now() + 10 * RUN_AFTER_WRITE_EVERY_MS;
    expect(runWorkerAfterWrite(start)).toBe(true);
    await waitForMail(buyer.email, (mail) => mail.subject.startsWith('Order confirmed'), 5_000, sink.dir);
    expect((await Order.findById(order.id).lean())?.mailsDue).toEqual([]);

    // Within the minute, another write does not run it again; once the minute is over, one does.
    expect(runWorkerAfterWrite(start + RUN_AFTER_WRITE_EVERY_MS - 1)).toBe(false);
    expect(runWorkerAfterWrite(start + RUN_AFTER_WRITE_EVERY_MS)).toBe(true);
    // A long-lived server's worker already runs every 15 s: nothing more after writes.
    startOutboxWorker(60_000);
    expect(runWorkerAfterWrite(start + 10 * RUN_AFTER_WRITE_EVERY_MS)).toBe(false);
    stopOutboxWorker();
  });
});
