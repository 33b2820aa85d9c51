import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { Order } from '@/models/Order';
import { Review } from '@/models/Review';
import { ReviewTally } from '@/models/ReviewTally';
import { Tool } from '@/models/Tool';
import { migrateReviewTally } from '@/scripts/migrations/review-tally';
import { createCaller } from '@/test/callers';
import { withTestDatabase } from '@/test/database';
import { addReview, hideReview, listReviewsPage, restoreReview, reviewBoughtTool, shopRating } from './reviews';

withTestDatabase('data_reviews_page');

/** The shop's average as the pages should show it, worked out here from every visible review. */
async function ratingOfEveryReview() {
  const visible = await Review.find({ hidden: { $ne: true } }).lean();
  if (visible.length === 0) return { average: null, count: 0 };
  const sum = visible.reduce((total, review) => total + Number(review.ratings), 0);
  return { average: Math.round((sum / visible.length) * 10) / 10, count: visible.length };
}

describe("the shop's rating, from its kept tally", () => {
  it('starts with no rating, and follows every review added, hidden and restored without reading the reviews', async () => {
    expect(await shopRating()).toEqual({ average: null, count: 0 });
    const admin = await createCaller('tally-admin@example.com', 'admin');
    const fan = await createCaller('tally-fan@example.com');
    await addReview(fan, { review: 'Good shop', ratings: '5' });
    const critic = await createCaller('tally-critic@example.com');
    const poor = await addReview(critic, { review: 'Slow delivery', ratings: '2' });
    expect(await shopRating()).toEqual({ average: 3.5, count: 2 });

    // A review of a tool counts too (the shop's average is over every visible review).
    const tool = await Tool.create({ name: 'Tally Trowel', desc: 'd', price: 450, minimum: 1, stock: 5, img: '/t.svg' });
    const order = await Order.create({
      lines: [{ toolId: tool._id, product: tool.name, quantity: 1, unitPrice: 450, lineTotal: 450, reserved: 1 }],
      subtotal: 450,
      deliveryCharge: 0,
      total: 450,
      email: fan.email,
      userName: 'Fan',
      phone: '01711000000',
      address: 'Dhaka',
      status: 'confirmed',
      timeline: [{ status: 'pending', at: new Date(), by: fan.email }],
    });
    await reviewBoughtTool(fan, { orderId: order._id.toString(), review: 'Sharp', ratings: '4' });
    expect(await shopRating()).toEqual({ average: 3.7, count: 3 });

    await hideReview(admin, poor.id, { reason: 'Not about us' });
    expect(await shopRating()).toEqual({ average: 4.5, count: 2 });
    await restoreReview(admin, poor.id, { reason: 'It was' });
    expect(await shopRating()).toEqual(await ratingOfEveryReview());

    // The tally is read, not the reviews: a review written past the data layer is not counted until the migration.
    await Review.collection.insertOne({ name: 'Direct', email: 'direct@example.com', review: 'Straight in', ratings: '1', hidden: false });
    expect((await shopRating()).count).toBe(3);
  });

  it('the migration rebuilds the tally from the visible reviews, and changes nothing when run again', async () => {
    await ReviewTally.updateOne({ key: 'shop' }, { $set: { count: 999, sum: 5 } });
    await Review.collection.insertOne({ name: 'Hidden', email: 'hidden@example.com', review: 'Spam', ratings: '1', hidden: true });
    const rebuilt = await migrateReviewTally(mongoose.connection.db!);
    expect(rebuilt.changed).toBe(true);
    const expected = await ratingOfEveryReview();
    expect(await shopRating()).toEqual(expected);
    expect(rebuilt.count).toBe(expected.count);
    expect((await migrateReviewTally(mongoose.connection.db!)).changed).toBe(false);
  });
});

describe('listReviewsPage', () => {
  it('lists the visible reviews a page at a time, newest first, with an empty page past the end', async () => {
    await Review.deleteMany({});
    const start = Date.UTC(2026, 0, 1);
    const reviews = Array.from({ length: 27 }, (_, n) => ({
      _id: new mongoose.Types.ObjectId(),
      name: `Reviewer ${n}`,
      email: `reviewer${n}@example.com`,
      review: `Review number ${n}`,
      ratings: String((n % 5) + 1),
      hidden: n % 9 === 4,
      createdAt: new Date(start + n * 60_000),
      updatedAt: new Date(start + n * 60_000),
    }));
    await Review.collection.insertMany(reviews);
    const visible = reviews.filter((review) => !review.hidden).reverse();

    const first = await listReviewsPage({ page: 1, pageSize: 12 });
    expect(first).toMatchObject({ page: 1, pageSize: 12, total: visible.length, pageCount: 2 });
    expect(first.items[0]).toEqual({ id: visible[0]!._id.toString(), name: 'Reviewer 26', email: 'r***@example.com', review: 'Review number 26', ratings: '2' });
    const second = await listReviewsPage({ page: 2, pageSize: 12 });
    expect([...first.items, ...second.items].map((review) => review.id)).toEqual(visible.map((review) => review._id.toString()));
    expect(await listReviewsPage({ page: 3, pageSize: 12 })).toMatchObject({ items: [], total: visible.length });
    expect((await listReviewsPage({ page: 1, pageSize: 3 })).items.map((review) => review.name)).toEqual(['Reviewer 26', 'Reviewer 25', 'Reviewer 24']);
    expect((await listReviewsPage({ page: 1, pageSize: 1_000 })).pageSize).toBe(100);
  });
});
