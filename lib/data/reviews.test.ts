import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { $ZodError } from 'zod/v4/core';
import { AccessDeniedError } from '@/lib/domain/access';
import { ConflictError, NotFoundError } from '@/lib/domain/errors';
import { AuditEntry } from '@/models/AuditEntry';
import { Order } from '@/models/Order';
import { Review } from '@/models/Review';
import { Tool } from '@/models/Tool';
import { migrateToolRatings } from '@/scripts/migrations/tool-ratings';
import { createCaller } from '@/test/callers';
import { withTestDatabase } from '@/test/database';
import { orderFields } from '@/test/orders';
import {
  hideReview,
  listOwnReviews,
  listReviewableTools,
  listReviews,
  listReviewsForModeration,
  listToolReviews,
  restoreReview,
  reviewBoughtTool,
} from './reviews';
import { getTool } from './tools';

withTestDatabase('data_reviews');

let counter = 0;
async function toolWithOrder(email: string, status: 'pending' | 'confirmed' | 'delivered' | 'cancelled') {
  counter += 1;
  const tool = await Tool.create({ name: `Review Trowel ${counter}`, desc: 'd', price: 450, minimum: 1, stock: 50, img: '/t.svg' });
  const fields = orderFields(email, tool._id);
  const order = await Order.create({
    ...fields,
    lines: [{ ...fields.lines[0]!, product: tool.name }],
    status,
    timeline: [{ status: 'pending', at: new Date(), by: email }],
  });
  return { tool, order };
}

describe('reviews of a tool', () => {
  it('a customer reviews a tool of a confirmed order once; its page lists it and its kept rating counts it', async () => {
    const customer = await createCaller('reviewer@example.com');
    // Confirmed cash on delivery, its cash not collected yet: confirmed is enough to review.
    const { tool, order } = await toolWithOrder(customer.email, 'confirmed');
    expect((await getTool(tool._id.toString()))!.rating).toEqual({ average: null, count: 0 });

    const saved = await reviewBoughtTool(customer, { orderId: order._id.toString(), review: 'Sharp notches', ratings: '4' });
    expect(saved).toMatchObject({ name: 'reviewer', review: 'Sharp notches', ratings: '4' });
    expect((await getTool(tool._id.toString()))!.rating).toEqual({ average: 4, count: 1 });
    const page = await listToolReviews(tool._id.toString(), 1);
    expect(page.items.map((review) => review.review)).toEqual(['Sharp notches']);
    expect(page.total).toBe(1);

    // Once per tool, whichever order it comes from, and nothing changes.
    await expect(reviewBoughtTool(customer, { orderId: order._id.toString(), review: 'Again', ratings: '1' })).rejects.toThrow(ConflictError);
    expect(await Review.countDocuments({ toolId: tool._id })).toBe(1);
    expect((await getTool(tool._id.toString()))!.rating).toEqual({ average: 4, count: 1 });

    const second = await createCaller('second@example.com');
    const other = await Order.create({ ...order.toObject(), _id: new mongoose.Types.ObjectId(), email: second.email, status: 'delivered' });
    await reviewBoughtTool(second, { orderId: other._id.toString(), review: 'Fine', ratings: '5' });
    expect((await getTool(tool._id.toString()))!.rating).toEqual({ average: 4.5, count: 2 });
    // Shop-wide lists keep their shape and include tool reviews, the reviewer's address masked.
    expect((await listReviews()).find((review) => review.review === 'Fine')).toEqual({
      id: expect.any(String),
      name: 'second',
      email: 's***@example.com',
      review: 'Fine',
      ratings: '5',
    });
  });

  it("refuses unconfirmed and cancelled orders, other customers' orders, unknown orders and bad input, writing nothing", async () => {
    const customer = await createCaller('unpaid@example.com');
    const stranger = await createCaller('stranger@example.com');
    const { tool, order } = await toolWithOrder(customer.email, 'pending');
    const input = { orderId: order._id.toString(), review: 'Too early', ratings: '5' };
    await expect(reviewBoughtTool(customer, input)).rejects.toThrow(ConflictError);
    for (const status of ['cancelled', 'expired']) {
      await Order.updateOne({ _id: order._id }, { $set: { status } });
      await expect(reviewBoughtTool(customer, input)).rejects.toThrow(ConflictError);
    }
    await Order.updateOne({ _id: order._id }, { $set: { status: 'confirmed' } });
    await expect(reviewBoughtTool(stranger, input)).rejects.toMatchObject({ status: 403 });
    await expect(reviewBoughtTool(null, input)).rejects.toMatchObject({ status: 401 });
    await expect(reviewBoughtTool(customer, { ...input, orderId: new mongoose.Types.ObjectId().toString() })).rejects.toThrow(NotFoundError);
    await expect(reviewBoughtTool(customer, { ...input, ratings: '6' })).rejects.toBeInstanceOf($ZodError);
    await expect(reviewBoughtTool(customer, { ...input, orderId: { $gt: '' } })).rejects.toBeInstanceOf($ZodError);
    expect(await Review.countDocuments({ toolId: tool._id })).toBe(0);
    expect((await Tool.findById(tool._id).lean())!.ratingCount).toBe(0);
  });

  it('My Order lists each tool of a confirmed order once, with the review and whether the shop hid it', async () => {
    const customer = await createCaller('myorder@example.com');
    const admin = await createCaller('moderator-a@example.com', 'admin');
    const confirmed = await toolWithOrder(customer.email, 'confirmed');
    await toolWithOrder(customer.email, 'pending');
    await toolWithOrder(customer.email, 'cancelled');
    const reviewed = await toolWithOrder(customer.email, 'delivered');
    const mine = await reviewBoughtTool(customer, { orderId: reviewed.order._id.toString(), review: 'Spam link', ratings: '1' });
    await hideReview(admin, mine.id, { reason: 'Advertising' });
    const tools = await listReviewableTools(customer);
    expect(tools.map((tool) => tool.product).sort()).toEqual([confirmed.tool.name, reviewed.tool.name].sort());
    expect(tools.find((tool) => tool.toolId === confirmed.tool._id.toString())!.review).toBeNull();
    expect(tools.find((tool) => tool.toolId === reviewed.tool._id.toString())!.review).toEqual({
      id: mine.id,
      review: 'Spam link',
      ratings: '1',
      hidden: true,
      hiddenReason: 'Advertising',
    });
    // Their own list (Add Review) shows it too, with what it is about; nobody else's.
    await Review.create({ name: 'Other', email: 'other@example.com', review: 'Not mine', ratings: '5' });
    const own = await listOwnReviews(customer, 1);
    expect(own.items).toEqual([
      { id: mine.id, review: 'Spam link', ratings: '1', hidden: true, hiddenReason: 'Advertising', tool: { id: reviewed.tool._id.toString(), name: reviewed.tool.name }, createdAt: expect.any(String) },
    ]);
    await expect(listOwnReviews(null, 1)).rejects.toMatchObject({ status: 401 });
  });
});

describe('reviews of the tools of an order of several lines', () => {
  it('reviews the line the review names, once per tool; without a line named, or naming a tool the order lacks, 404 and nothing written', async () => {
    const customer = await createCaller('lines-reviewer@example.com');
    const [trowel, float] = await Promise.all(
      ['Lines Trowel', 'Lines Float'].map((name) => Tool.create({ name, desc: 'd', price: 300, minimum: 1, stock: 50, img: '/t.svg' })),
    );
    const line = (tool: NonNullable<typeof trowel>) => ({ toolId: tool._id, product: tool.name, quantity: 1, unitPrice: 300, lineTotal: 300, reserved: 1 });
    const order = await Order.create({
      ...orderFields(customer.email, trowel!._id),
      lines: [line(trowel!), line(float!)],
      subtotal: 600,
      deliveryCharge: 80,
      total: 680,
      status: 'delivered',
      timeline: [{ status: 'pending', at: new Date(), by: customer.email }],
    });
    const input = { orderId: order._id.toString(), review: 'Both good', ratings: '5' };
    const notFound = (extra: object) => expect(reviewBoughtTool(customer, { ...input, ...extra })).rejects.toThrow(NotFoundError);
    await notFound({});
    await notFound({ toolId: new mongoose.Types.ObjectId().toString() });
    expect(await Review.countDocuments({ email: customer.email })).toBe(0);

    // Both tools are offered for review, each from this order.
    const offered = await listReviewableTools(customer);
    expect(offered.map((tool) => [tool.toolId, tool.product, tool.orderId, tool.review]).sort()).toEqual(
      [
        [trowel!._id.toString(), trowel!.name, order._id.toString(), null],
        [float!._id.toString(), float!.name, order._id.toString(), null],
      ].sort(),
    );

    // The tool named in any case is the line reviewed; the other line is reviewed on its own.
    await reviewBoughtTool(customer, { ...input, toolId: float!._id.toString().toUpperCase(), review: 'Smooth float', ratings: '4' });
    expect(await Review.find({ email: customer.email }).select({ toolId: 1, review: 1, _id: 0 }).lean()).toEqual([{ toolId: float!._id, review: 'Smooth float' }]);
    expect((await getTool(float!._id.toString()))!.rating).toEqual({ average: 4, count: 1 });
    expect((await getTool(trowel!._id.toString()))!.rating).toEqual({ average: null, count: 0 });
    await expect(reviewBoughtTool(customer, { ...input, toolId: float!._id.toString() })).rejects.toThrow(ConflictError);
    await reviewBoughtTool(customer, { ...input, toolId: trowel!._id.toString() });
    expect((await getTool(trowel!._id.toString()))!.rating).toEqual({ average: 5, count: 1 });
    const reviewed = await listReviewableTools(customer);
    expect(reviewed.map((tool) => [tool.toolId, tool.review?.review]).sort()).toEqual(
      [
        [trowel!._id.toString(), 'Both good'],
        [float!._id.toString(), 'Smooth float'],
      ].sort(),
    );
  });

  it('reads an order stored before orders had lines as its one line', async () => {
    const customer = await createCaller('legacy-reviewer@example.com');
    const tool = await Tool.create({ name: 'Legacy Trowel', desc: 'd', price: 450, minimum: 1, stock: 5, img: '/t.svg' });
    const _id = new mongoose.Types.ObjectId();
    await Order.collection.insertOne({
      _id,
      toolId: tool._id,
      product: tool.name,
      quantity: 2,
      unitPrice: 450,
      total: 900,
      email: customer.email,
      userName: 'Legacy',
      phone: '01711000000',
      address: 'Dhaka',
      status: 'delivered',
      timeline: [{ status: 'pending', at: new Date(), by: customer.email }],
    });
    expect((await listReviewableTools(customer)).map((bought) => [bought.toolId, bought.product, bought.orderId])).toEqual([
      [tool._id.toString(), tool.name, _id.toString()],
    ]);
    await reviewBoughtTool(customer, { orderId: _id.toString(), review: 'Old but good', ratings: '3' });
    expect((await getTool(tool._id.toString()))!.rating).toEqual({ average: 3, count: 1 });
  });
});

describe('reviews of a removed tool', () => {
  it('My Order offers no review of a tool the shop removed, but keeps a review already written', async () => {
    const customer = await createCaller('removed-tool@example.com');
    const unreviewed = await toolWithOrder(customer.email, 'confirmed');
    const reviewed = await toolWithOrder(customer.email, 'delivered');
    await reviewBoughtTool(customer, { orderId: reviewed.order._id.toString(), review: 'Held up well', ratings: '4' });
    await Tool.deleteMany({ _id: { $in: [unreviewed.tool._id, reviewed.tool._id] } });

    const tools = await listReviewableTools(customer);
    expect(tools.map((tool) => tool.toolId)).toEqual([reviewed.tool._id.toString()]);
    expect(tools[0]!.review).toMatchObject({ review: 'Held up well', ratings: '4' });
  });
});

describe('moderation', () => {
  it('hiding takes a review out of every list and its tool rating; restoring brings it back; both are audited', async () => {
    const admin = await createCaller('moderator@example.com', 'admin');
    const customer = await createCaller('hidden@example.com');
    const { tool, order } = await toolWithOrder(customer.email, 'confirmed');
    const review = await reviewBoughtTool(customer, { orderId: order._id.toString(), review: 'Buy cheap watches', ratings: '1' });

    await hideReview(admin, review.id, { reason: 'Spam' });
    expect((await listReviews()).some((listed) => listed.id === review.id)).toBe(false);
    expect((await listToolReviews(tool._id.toString(), 1)).items).toEqual([]);
    expect((await getTool(tool._id.toString()))!.rating).toEqual({ average: null, count: 0 });
    const hidden = await listReviewsForModeration(admin, { page: 1, show: 'hidden' });
    expect(hidden.items.find((listed) => listed.id === review.id)).toMatchObject({
      hidden: true,
      tool: { id: tool._id.toString(), name: tool.name },
      moderation: { reason: 'Spam', by: admin.email },
    });
    await expect(hideReview(admin, review.id, { reason: 'Again' })).rejects.toThrow(ConflictError);
    expect((await getTool(tool._id.toString()))!.rating.count).toBe(0);

    await restoreReview(admin, review.id, { reason: 'Appeal accepted' });
    expect((await listReviews()).some((listed) => listed.id === review.id)).toBe(true);
    expect((await getTool(tool._id.toString()))!.rating).toEqual({ average: 1, count: 1 });
    await expect(restoreReview(admin, review.id, { reason: 'Again' })).rejects.toThrow(ConflictError);

    const entries = await AuditEntry.find({ 'target.id': review.id }).sort({ at: 1 }).lean();
    expect(entries.map((entry) => [entry.action, entry.actor.email, entry.before, entry.after])).toEqual([
      ['review.hidden', admin.email, { hidden: false, reason: null }, { hidden: true, reason: 'Spam' }],
      ['review.restored', admin.email, { hidden: true, reason: 'Spam' }, { hidden: false, reason: 'Appeal accepted' }],
    ]);
  });

  it('customers may not moderate or list for moderation; a reason is required; unknown ids are 404', async () => {
    const customer = await createCaller('not-admin@example.com');
    const admin = await createCaller('moderator-b@example.com', 'admin');
    const saved = await Review.create({ name: 'Shop fan', email: 'fan@example.com', review: 'Good shop', ratings: '5' });
    await expect(hideReview(customer, saved._id.toString(), { reason: 'x' })).rejects.toThrow(AccessDeniedError);
    await expect(restoreReview(null, saved._id.toString(), { reason: 'x' })).rejects.toMatchObject({ status: 401 });
    await expect(listReviewsForModeration(customer, { page: 1, show: 'all' })).rejects.toMatchObject({ status: 403 });
    await expect(hideReview(admin, saved._id.toString(), { reason: '  ' })).rejects.toBeInstanceOf($ZodError);
    await expect(hideReview(admin, new mongoose.Types.ObjectId().toString(), { reason: 'x' })).rejects.toThrow(NotFoundError);
    await expect(hideReview(admin, 'not-an-id', { reason: 'x' })).rejects.toThrow(NotFoundError);
    expect((await Review.findById(saved._id).lean())!.hidden).toBe(false);
  });
});

describe('the tool ratings migration', () => {
  it('sets every tool’s kept rating from its visible reviews and changes nothing when run again', async () => {
    const tool = await Tool.create({ name: 'Migrated Float', desc: 'd', price: 1, minimum: 1, stock: 1, img: '/f.svg', ratingCount: 9, ratingSum: 9 });
    const base = { name: 'n', email: 'm@example.com', toolId: tool._id };
    await Review.collection.insertMany([
      { ...base, review: 'a', ratings: '5' },
      { ...base, review: 'b', ratings: '2', email: 'n@example.com' },
      { ...base, review: 'c', ratings: '1', email: 'o@example.com', hidden: true },
    ]);
    await migrateToolRatings(mongoose.connection.db!);
    expect(await Tool.findById(tool._id).lean()).toMatchObject({ ratingCount: 2, ratingSum: 7 });
    expect((await migrateToolRatings(mongoose.connection.db!)).tools).toBe(0);
  });
});
