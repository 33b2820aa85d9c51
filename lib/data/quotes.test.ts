import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $ZodError } from 'zod/v4/core';
import { shopDayKey } from '@/lib/domain/dates';
import { ConflictError, InvalidInputError, NotFoundError } from '@/lib/domain/errors';
import { Order } from '@/models/Order';
import { OutboxMail } from '@/models/OutboxMail';
import { Quote } from '@/models/Quote';
import { Tool } from '@/models/Tool';
import type { Role } from '@/models/User';
import { createCaller } from '@/test/callers';
import { withTestDatabase } from '@/test/database';
import { deleteOrder } from './orders';
import { acceptQuote, addQuoteMessage, answerQuote, getQuote, listMyQuotes, listQuotes, MAX_QUOTE_MESSAGES, requestQuote } from './quotes';

withTestDatabase('data_quotes');

const savedTeam = process.env.ORDERS_EMAIL;
beforeAll(() => {
  process.env.ORDERS_EMAIL = 'quotes-team@mrittika.test';
});
afterAll(() => {
  if (savedTeam === undefined) delete process.env.ORDERS_EMAIL;
  else process.env.ORDERS_EMAIL = savedTeam;
});

const account = (email: string, role: Role = 'customer') => createCaller(email, role, role === 'admin' ? 'Shop Admin' : 'Rahim Builders');

const day = (offsetDays: number) => shopDayKey(new Date(Date.now() + offsetDays * 86_400_000));

async function scenario(label: string, stock = 40) {
  const customer = await account(`${label}@example.com`);
  const admin = await account(`${label}-admin@example.com`, 'admin');
  const tool = await Tool.create({ name: `Bulk Trowel ${label}`, desc: 'd', price: 500, minimum: 10, stock, img: '/t.svg' });
  const request = { toolId: tool._id.toString(), quantity: 2000, wantedBy: day(30), phone: '01711000000', address: 'Mirpur, Dhaka', note: 'Site delivery' };
  return { customer, admin, tool, request };
}

const answer = { unitPrice: 420, deliveryBy: day(20), validUntil: day(7) };

describe('requesting a quote', () => {
  it('stores a request for more than the stock and mails the team; bad input stores nothing', async () => {
    const { customer, tool, request } = await scenario('requester');
    const quote = await requestQuote(customer, request);
    expect(quote).toMatchObject({ product: tool.name, quantity: 2000, status: 'requested', state: 'requested', offer: null, note: 'Site delivery' });
    expect(shopDayKey(new Date(quote.wantedBy))).toBe(request.wantedBy);
    const mail = await OutboxMail.findOne({ key: `quote:${quote.id}:requested:team` }).lean();
    expect(mail).toMatchObject({ to: 'quotes-team@mrittika.test', replyTo: customer.email });
    expect(mail?.text).toContain('Quantity:   2,000');

    const before = await Quote.countDocuments();
    const refusals = [
      [{ ...request, quantity: 40 }, InvalidInputError, 'We have 40 in stock'],
      [{ ...request, quantity: 5 }, InvalidInputError, 'at least the minimum order of 10'],
      [{ ...request, wantedBy: day(-1) }, $ZodError, 'Wanted by cannot be in the past'],
      [{ ...request, wantedBy: '2026-02-30' }, $ZodError, 'Wanted by must be a date'],
      [{ ...request, phone: '' }, $ZodError, 'Phone is Required'],
      [{ ...request, address: ' ' }, $ZodError, 'Address is Required'],
      [{ ...request, toolId: { $gt: '' } }, $ZodError, 'Must be an id'],
    ] as const;
    for (const [input, kind, message] of refusals) {
      const error = await requestQuote(customer, input).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(kind);
      expect(error instanceof $ZodError ? error.issues.map((issue) => issue.message).join(' ') : (error as Error).message).toContain(message);
    }
    expect(await Quote.countDocuments()).toBe(before);
    await expect(requestQuote(null, request)).rejects.toMatchObject({ status: 401 });
  });

  it('lists quotes a page at a time: customers their own, admins all or by status', async () => {
    const { customer, admin, request } = await scenario('lister');
    const other = await account('lister-other@example.com');
    for (let index = 0; index < 22; index += 1) await requestQuote(customer, { ...request, quantity: 100 + index });
    await requestQuote(other, request);
    const first = await listMyQuotes(customer, 1);
    expect(first).toMatchObject({ total: 22, pageCount: 2, page: 1 });
    expect(first.items[0]?.quantity).toBe(121);
    expect((await listMyQuotes(customer, 2)).items).toHaveLength(2);
    expect((await listMyQuotes(other)).total).toBe(1);
    await expect(listQuotes(customer)).rejects.toMatchObject({ status: 403 });
    expect((await listQuotes(admin, { status: 'requested' })).total).toBeGreaterThanOrEqual(23);
    expect((await listQuotes(admin, { status: 'accepted' })).items.every((quote) => quote.status === 'accepted')).toBe(true);
    // An unknown status lists everything rather than reaching the query.
    expect((await listQuotes(admin, { status: "{ $ne: 'x' }" })).total).toBe(await Quote.countDocuments());
  });
});

describe('answering, talking and accepting', () => {
  it('travels from request to answer to an order at the quoted price, exactly once', async () => {
    const { customer, admin, tool, request } = await scenario('traveller');
    const stranger = await account('traveller-stranger@example.com');
    const quote = await requestQuote(customer, request);

    await expect(getQuote(stranger, quote.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(answerQuote(customer, quote.id, answer)).rejects.toMatchObject({ status: 403 });
    await expect(acceptQuote(customer, quote.id)).rejects.toThrow('has not been answered');

    const answered = await answerQuote(admin, quote.id, answer);
    expect(answered.offer).toMatchObject({ unitPrice: 420, total: 840_000, answeredBy: admin.email });
    expect(await OutboxMail.exists({ key: new RegExp(`^quote:${quote.id}:answered:.*:customer$`), to: customer.email })).toBeTruthy();
    // The offer stands: it is not changed under the customer.
    await expect(answerQuote(admin, quote.id, { ...answer, unitPrice: 1 })).rejects.toBeInstanceOf(ConflictError);

    await addQuoteMessage(customer, quote.id, { text: 'Can you deliver in two lots?' });
    await addQuoteMessage(admin, quote.id, { text: 'Yes: 1,000 now, 1,000 a week later.' });
    const thread = await getQuote(customer, quote.id);
    expect(thread.messages.map((message) => [message.fromShop, message.author])).toEqual([
      [false, 'Rahim Builders'],
      [true, 'Mrittika Ceramic Tools'],
    ]);
    expect(thread.offer?.answeredBy).toBeNull();
    expect((await getQuote(admin, quote.id)).messages[1]?.author).toBe('Shop Admin');
    const messageMails = await OutboxMail.find({ key: new RegExp(`^quote:${quote.id}:message:`) }).sort({ createdAt: 1 }).lean();
    expect(messageMails.map((mail) => mail.to)).toEqual(['quotes-team@mrittika.test', customer.email]);
    await expect(addQuoteMessage(stranger, quote.id, { text: 'Hello?' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(addQuoteMessage(customer, quote.id, { text: '  ' })).rejects.toBeInstanceOf($ZodError);

    await expect(acceptQuote(admin, quote.id)).rejects.toMatchObject({ status: 403 });
    // Ten accepts at once (a double click, retries): one order.
    const results = await Promise.all(Array.from({ length: 10 }, () => acceptQuote(customer, quote.id)));
    expect(new Set(results.map((result) => result.orderId)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const orders = await Order.find({ quoteId: quote.id }).lean();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      lines: [{ toolId: tool._id, product: tool.name, quantity: 2000, unitPrice: 420, lineTotal: 840_000, reserved: 0 }],
      subtotal: 840_000,
      deliveryCharge: 0,
      total: 840_000,
      email: customer.email,
      status: 'pending',
    });
    expect(orders[0]?._id.toString()).toBe(results[0]?.orderId);
    // Not enough stock for 2000: the order takes none, and the stock stays.
    expect((await Tool.findById(tool._id).lean())?.stock).toBe(40);
    expect(await OutboxMail.countDocuments({ key: new RegExp(`^order:${results[0]?.orderId}:pending:`) })).toBe(2);
    expect((await getQuote(customer, quote.id)).orderPlaced).toBe(true);
  });

  it('reserves the stock when there is enough, and deleting that order gives back only what it took', async () => {
    const { customer, admin, tool, request } = await scenario('reserver', 40);
    const quote = await requestQuote(customer, { ...request, quantity: 50 });
    await answerQuote(admin, quote.id, answer);
    await Tool.updateOne({ _id: tool._id }, { $set: { stock: 80 } });
    const { orderId } = await acceptQuote(customer, quote.id);
    expect(await Order.findById(orderId).lean()).toMatchObject({ lines: [{ quantity: 50, reserved: 50 }] });
    expect((await Tool.findById(tool._id).lean())?.stock).toBe(30);
    await deleteOrder(customer, orderId);
    expect((await Tool.findById(tool._id).lean())?.stock).toBe(80);
    // The quote is open again while its offer stands.
    expect(await getQuote(customer, quote.id)).toMatchObject({ status: 'answered', orderId: null });

    // An order that took nothing gives nothing back.
    await Tool.updateOne({ _id: tool._id }, { $set: { stock: 10 } });
    const again = await acceptQuote(customer, quote.id);
    expect(again.orderId).not.toBe(orderId);
    await deleteOrder(customer, again.orderId);
    expect((await Tool.findById(tool._id).lean())?.stock).toBe(10);
  });

  it('an expired offer cannot be accepted; the shop may then answer again', async () => {
    const { customer, admin, request } = await scenario('expiry');
    const quote = await requestQuote(customer, request);
    await answerQuote(admin, quote.id, answer);
    await Quote.updateOne({ _id: quote.id }, { $set: { 'offer.validUntil': new Date(Date.now() - 1_000) } });
    expect((await getQuote(customer, quote.id)).state).toBe('expired');
    await expect(acceptQuote(customer, quote.id)).rejects.toThrow('This offer has expired');
    expect(await Order.countDocuments({ quoteId: quote.id })).toBe(0);

    await answerQuote(admin, quote.id, { ...answer, unitPrice: 450 });
    const { orderId } = await acceptQuote(customer, quote.id);
    expect(await Order.findById(orderId).lean()).toMatchObject({ lines: [{ quantity: 2000, unitPrice: 450, lineTotal: 900_000 }], subtotal: 900_000, total: 900_000 });
  });

  it('an acceptance that stopped between its two writes is finished by the next one, with the recorded id', async () => {
    const { customer, admin, request } = await scenario('resumer');
    const quote = await requestQuote(customer, request);
    await answerQuote(admin, quote.id, answer);
    const recorded = '0123456789abcdef01234567';
    // The quote was claimed (with its order's id), then the process died before the order was written.
    await Quote.updateOne({ _id: quote.id }, { $set: { status: 'accepted', orderId: recorded, acceptedAt: new Date() } });
    expect((await getQuote(customer, quote.id)).orderPlaced).toBe(false);
    expect(await acceptQuote(customer, quote.id)).toEqual({ orderId: recorded, created: true });
    expect(await acceptQuote(customer, quote.id)).toEqual({ orderId: recorded, created: false });
    expect(await Order.countDocuments({ quoteId: quote.id })).toBe(1);
  });

  it('a thread holds a limited number of messages', async () => {
    const { customer, request } = await scenario('chatty');
    const quote = await requestQuote(customer, request);
    await Quote.updateOne({ _id: quote.id }, { $set: { messageCount: MAX_QUOTE_MESSAGES - 1 } });
    await addQuoteMessage(customer, quote.id, { text: 'The last one' });
    await expect(addQuoteMessage(customer, quote.id, { text: 'One too many' })).rejects.toThrow('This conversation is full');
  });
});
