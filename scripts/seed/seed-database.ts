/** Idempotent: inserts what is missing from the demo catalogue and leaves everything else as it is. */
import { hashPassword } from '../../lib/auth/password';
import { Order } from '../../models/Order';
import { Review } from '../../models/Review';
import { Tool } from '../../models/Tool';
import { User } from '../../models/User';
import { migrateOrderState } from '../migrations/order-state-once';
import { demoReviews, demoTools, demoUsers } from './catalogue';

/** Seeds the database mongoose is connected to; returns a one-line summary. */
export async function seedDatabase(): Promise<string> {
  await Promise.all([Tool, Review, User, Order].map((model) => model.init()));
  // A database from before the order timeline is brought up to date first.
  await migrateOrderState(Order.db.db!);
  let added = 0;
  for (const tool of demoTools) {
    const result = await Tool.updateOne({ name: tool.name }, { $setOnInsert: tool }, { upsert: true, runValidators: true });
    added += result.upsertedCount;
  }
  for (const review of demoReviews) {
    const result = await Review.updateOne(
      { email: review.email, review: review.review },
      { $setOnInsert: review },
      { upsert: true, runValidators: true },
    );
    added += result.upsertedCount;
  }
  for (const { password, ...user } of demoUsers) {
    if (await User.exists({ email: user.email })) continue;
    await User.create({ ...user, passwordHash: await hashPassword(password) });
    added += 1;
  }
  return `${added} documents added (${demoTools.length} tools, ${demoReviews.length} reviews, ${demoUsers.length} users in the demo set).`;
}
