import { describe, expect, it } from 'vitest';
import { runAction } from '@/lib/actions/define';
import { UNKNOWN_CLIENT } from '@/lib/http/client-address';
import { TooManyRequestsError } from '@/lib/domain/errors';
import { countAttempt, DOOR_POLICIES, type Door } from '@/lib/http/rate-limit';
import { refusals } from '@/lib/texts';
import { Order } from '@/models/Order';
import { OutboxMail } from '@/models/OutboxMail';
import { Quote } from '@/models/Quote';
import { Review } from '@/models/Review';
import { Tool } from '@/models/Tool';
import { createCaller } from '@/test/callers';
import { withTestDatabase } from '@/test/database';
import { placeOrder } from './orders';
import { addQuoteMessage, requestQuote } from './quotes';
import { addReview, reviewBoughtTool } from './reviews';

/**
 * The doors of customers' writes (lib/http/rate-limit.ts, docs/decisions/0091-limits-on-writes.md), through the real data
 * layer on the test database: each account's writes up to its door's limit are stored, the next one is refused with
 * 429 and the door's own sentence, and nothing of it is written.
 */
withTestDatabase('data_write_limits');

const HOUR = 3600;

/** The per-account ceiling of a write door. */
function accountLimit(door: Door): number {
  const policy = DOOR_POLICIES[door].find((counter) => counter.scope === 'account');
  if (!policy) throw new Error(`${door} has no per-account counter`);
  expect(policy.windowSeconds).toBe(HOUR);
  return policy.max;
}

const refusal = (write: Promise<unknown>) => write.then(() => null, (error: unknown) => error);

function expectRefusal(error: unknown, sentence: (minutes: number) => string) {
  expect(error).toBeInstanceOf(TooManyRequestsError);
  const { retryAfterSeconds, message } = error as TooManyRequestsError;
  expect(retryAfterSeconds).toBeGreaterThan(HOUR - 120);
  expect(retryAfterSeconds).toBeLessThanOrEqual(HOUR);
  expect(message).toBe(sentence(Math.ceil(retryAfterSeconds / 60)));
}

const contact = { phone: '01711000000', address: 'Mirpur, Dhaka' };

describe('reviews', () => {
  it('20 an hour per account, shop and tool reviews together; the 21st is refused and not stored', async () => {
    const limit = accountLimit('review');
    expect(limit).toBe(20);
    const reviewer = await createCaller('many-reviews@example.com');
    for (let n = 1; n <= limit; n += 1) await addReview(reviewer, { review: `Review ${n}`, ratings: '5' });
    expect(await Review.countDocuments({ email: reviewer.email })).toBe(limit);

    expectRefusal(await refusal(addReview(reviewer, { review: 'One too many', ratings: '1' })), refusals.tooManyReviews);
    // A tool review goes through the same door, refused before its order is even looked at.
    const tool = await Tool.create({ name: 'Limit Trowel', desc: 'd', price: 100, minimum: 1, stock: 5, img: '/t.svg' });
    const order = await placeOrder(reviewer, { toolId: tool._id.toString(), quantity: 1, ...contact });
    await Order.updateOne({ _id: order.id }, { $set: { status: 'confirmed' } });
    expectRefusal(await refusal(reviewBoughtTool(reviewer, { orderId: order.id, review: 'Tool', ratings: '1' })), refusals.tooManyReviews);
    expect(await Review.countDocuments({ email: reviewer.email })).toBe(limit);

    // Another account is not affected.
    const other = await createCaller('one-review@example.com');
    await expect(addReview(other, { review: 'Just one', ratings: '4' })).resolves.toMatchObject({ email: other.email });
  });

  it('a page form gets the same refusal: status 429 and the sentence, as the form shows it', async () => {
    const reviewer = await createCaller('form-reviews@example.com');
    for (let n = 1; n <= accountLimit('review'); n += 1) await addReview(reviewer, { review: `Form ${n}`, ratings: '4' });
    const result = await runAction(() => addReview(reviewer, { review: 'Refused', ratings: '4' }));
    expect(result).toMatchObject({ ok: false, status: 429, error: expect.stringMatching(/^You have posted many reviews in a short time\. Please try again in \d+ minutes\.$/) });
  });
});

describe('quotes and their messages', () => {
  /** A quote request for far more of a tool of its own than it has in stock. */
  async function bulkQuoteRequest() {
    const tool = await Tool.create({ name: `Bulk Float ${Math.random()}`, desc: 'd', price: 500, minimum: 10, stock: 40, img: '/t.svg' });
    return { toolId: tool._id.toString(), quantity: 2000, wantedBy: '2099-01-01', ...contact };
  }

  it('30 quote requests an hour per account; the 31st is refused, stored nowhere and mails nobody', async () => {
    const limit = accountLimit('quote');
    expect(limit).toBe(30);
    const customer = await createCaller('many-quotes@example.com');
    const request = await bulkQuoteRequest();
    for (let n = 1; n <= limit; n += 1) await requestQuote(customer, request);
    const mails = await OutboxMail.countDocuments();
    expectRefusal(await refusal(requestQuote(customer, request)), refusals.tooManyQuotes);
    expect(await Quote.countDocuments({ email: customer.email })).toBe(limit);
    expect(await OutboxMail.countDocuments()).toBe(mails);
  });

  it('60 messages an hour per account, across quotes; the 61st is refused and not added', async () => {
    const limit = accountLimit('quote-message');
    expect(limit).toBe(60);
    const customer = await createCaller('chatty@example.com');
    const request = await bulkQuoteRequest();
    const first = await requestQuote(customer, request);
    const second = await requestQuote(customer, request);
    for (let n = 1; n <= limit; n += 1) await addQuoteMessage(customer, n % 2 ? first.id : second.id, { text: `Message ${n}` });
    const mails = await OutboxMail.countDocuments();
    expectRefusal(await refusal(addQuoteMessage(customer, first.id, { text: 'One more' })), refusals.tooManyMessages);
    const threads = await Quote.find({ _id: { $in: [first.id, second.id] } }).lean();
    expect(threads.reduce((sum, quote) => sum + quote.messageCount, 0)).toBe(limit);
    expect(await OutboxMail.countDocuments()).toBe(mails);
  });
});

describe('orders', () => {
  it('100 an hour per account; the 101st is refused and reserves nothing', async () => {
    const limit = accountLimit('order');
    expect(limit).toBe(100);
    const buyer = await createCaller('many-orders@example.com');
    const tool = await Tool.create({ name: 'Limit Spacer', desc: 'd', price: 10, minimum: 1, stock: 1000, img: '/s.svg' });
    for (let n = 1; n <= limit; n += 1) await placeOrder(buyer, { toolId: tool._id.toString(), quantity: 1, ...contact });
    expectRefusal(await refusal(placeOrder(buyer, { toolId: tool._id.toString(), quantity: 1, ...contact })), refusals.tooManyOrders);
    expect(await Order.countDocuments({ email: buyer.email })).toBe(limit);
    expect((await Tool.findById(tool._id).lean())?.stock).toBe(1000 - limit);
  });
});

describe('counters by address', () => {
  it('count a known address, but never all clients together (no trusted proxy)', async () => {
    for (const [index, door] of (['review', 'quote', 'quote-message', 'order', 'new-account'] as const).entries()) {
      const policy = DOOR_POLICIES[door].find((counter) => counter.scope === 'known-address');
      expect(policy, door).toBeDefined();
      const address = `198.51.100.${index + 1}`;
      for (let n = 0; n < policy!.max; n += 1) await countAttempt(door, { address });
      await expect(countAttempt(door, { address }), door).rejects.toBeInstanceOf(TooManyRequestsError);
      // Every client counted as one would close the door for the whole shop: that counter is skipped.
      for (let n = 0; n <= policy!.max; n += 1) await countAttempt(door, { address: UNKNOWN_CLIENT });
    }
  });
});
