import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTestDatabase } from '@/test/database';
import { mailsTo, startMailSink, waitForMail } from '@/test/mail-sink';
import { queueMail } from './data/outbox';
import { startOutboxWorker, stopOutboxWorker } from './outbox-worker';

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
});
