import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '@/lib/domain/errors';
import { ContactMessage } from '@/models/ContactMessage';
import { RateLimit } from '@/models/RateLimit';
import { withTestDatabase } from '@/test/database';
import { mailsTo, startMailSink } from '@/test/mail-sink';
import { DOOR_POLICIES } from '@/lib/http/rate-limit';
import { receiveContactMessage } from './contact';

const CONTACT_LIMIT = DOOR_POLICIES.contact[0]!;

withTestDatabase('data_contact');

const message = (marker: string) => ({ name: 'Rina Das', email: 'rina@example.com', message: `Do you deliver to Sylhet? ${marker}` });

// A real SMTP server on loopback, as in production.
let sink: Awaited<ReturnType<typeof startMailSink>>;
const received = () => mailsTo('team@mrittika.test', sink.dir);

const savedEnv = { SMTP_URL: process.env.SMTP_URL, CONTACT_TO: process.env.CONTACT_TO };

beforeAll(async () => {
  sink = await startMailSink();
  process.env.SMTP_URL = sink.smtpUrl;
});

afterEach(() => {
  process.env.CONTACT_TO = savedEnv.CONTACT_TO;
});

afterAll(async () => {
  process.env.SMTP_URL = savedEnv.SMTP_URL;
  await sink.stop();
});

describe('receiveContactMessage', () => {
  it('stores the message and e-mails it to CONTACT_TO, replying to the sender', async () => {
    process.env.CONTACT_TO = 'team@mrittika.test';
    expect(await receiveContactMessage(message('first'), { address: '203.0.113.1' })).toBe('sent');

    const stored = await ContactMessage.findOne({ message: /first$/ }).lean();
    expect(stored).toMatchObject({ name: 'Rina Das', email: 'rina@example.com' });
    expect(stored?.mailedAt).toBeInstanceOf(Date);
    expect(stored?.mailError).toBeUndefined();
    // The sender's address is not kept with the message.
    expect(JSON.stringify(stored)).not.toContain('203.0.113.1');

    const mail = (await received()).find((item) => item.text.includes('first'));
    expect(mail?.to).toEqual(['team@mrittika.test']);
    expect(mail?.replyTo).toBe('rina@example.com');
    expect(mail?.subject).toBe('Contact form: Rina Das');
  });

  it('keeps the message when there is nobody to e-mail it to', async () => {
    delete process.env.CONTACT_TO;
    expect(await receiveContactMessage(message('no-recipient'), { address: '203.0.113.2' })).toBe('saved');
    const stored = await ContactMessage.findOne({ message: /no-recipient$/ }).lean();
    expect(stored?.mailError).toBe('CONTACT_TO is not set');
    expect((await received()).some((item) => item.text.includes('no-recipient'))).toBe(false);
  });

  it('keeps the message when the mail server refuses it, and records why', async () => {
    process.env.CONTACT_TO = 'team@mrittika.test';
    await sink.stop();
    expect(await receiveContactMessage(message('mail-down'), { address: '203.0.113.3' })).toBe('saved');
    const stored = await ContactMessage.findOne({ message: /mail-down$/ }).lean();
    expect(stored?.mailedAt).toBeUndefined();
    expect(stored?.mailError).toBeTruthy();
  });

  it(`refuses a sender's ${CONTACT_LIMIT.max + 1}th message within the window, storing nothing, while others may still write`, async () => {
    delete process.env.CONTACT_TO;
    for (let count = 1; count <= CONTACT_LIMIT.max; count += 1) {
      await receiveContactMessage(message(`flood ${count}`), { address: '198.51.100.7' });
    }
    const refused = await receiveContactMessage(message('flood too many'), { address: '198.51.100.7' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(0);
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBeLessThanOrEqual(CONTACT_LIMIT.windowSeconds);
    expect(await ContactMessage.countDocuments({ message: /flood too many$/ })).toBe(0);

    expect(await receiveContactMessage(message('another sender'), { address: '198.51.100.8' })).toBe('saved');
  });

  it('counts only messages within the window', async () => {
    delete process.env.CONTACT_TO;
    for (let count = 1; count <= CONTACT_LIMIT.max; count += 1) {
      await receiveContactMessage(message(`early ${count}`), { address: '198.51.100.9' });
    }
    await expect(receiveContactMessage(message('too soon'), { address: '198.51.100.9' })).rejects.toBeInstanceOf(TooManyRequestsError);
    // The window ends (as if 10 minutes went by): the sender may write again.
    await RateLimit.updateMany({}, { $set: { resetAt: new Date(Date.now() - 1000) } });
    expect(await receiveContactMessage(message('after the window'), { address: '198.51.100.9' })).toBe('saved');
  });
});
