/** Idempotent: inserts what is missing from the demo catalogue and leaves everything else as it is. */
import mongoose from 'mongoose';
import { hashPassword } from '../../lib/auth/password';
import { Order } from '../../models/Order';
import { Review } from '../../models/Review';
import { Tool } from '../../models/Tool';
import { User } from '../../models/User';
import { migrateOrderLines } from '../migrations/order-lines';
import { migrateOrderPayments } from '../migrations/order-payments';
import { migrateOrderState } from '../migrations/order-state-once';
import { migrateOrderTally } from '../migrations/order-tally';
import { migrateReviewTally } from '../migrations/review-tally';
import { migrateToolRatings } from '../migrations/tool-ratings';
import { demoReviews, demoTools, demoUsers } from './catalogue';

type Account = { email: string; name: string; password: string; role: 'admin' | 'customer' };

/**
 * Who the seed creates: the README's development accounts (development and tests, on a database on this machine
 * only), or for a deployment (a preview, a demo server) one admin whose password the deployment chose.
 */
export type SeedAccounts = 'development' | { admin: { email: string; password: string } };

/** The passwords printed in the README: never written outside development. */
const PUBLIC_PASSWORDS = new Set(demoUsers.map((user) => user.password));
const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** Seeds the database mongoose is connected to; returns a one-line summary. */
export async function seedDatabase(accounts: SeedAccounts = 'development'): Promise<string> {
  const users = accountsToCreate(accounts);
  await Promise.all([Tool, Review, User, Order].map((model) => model.init()));
  // A database from before the order timeline is brought up to date first.
  await migrateOrderState(Order.db.db!);
  await migrateOrderLines(Order.db.db!);
  await migrateOrderPayments(Order.db.db!);
  // And the admin overview's tallies count the orders there are (docs/decisions/0050-admin-overview.md).
  await migrateOrderTally(Order.db.db!);
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
  // Tools from before their stored rating get it from their reviews.
  await migrateToolRatings(Tool.db.db!);
  // And the shop's review tally counts the reviews just inserted.
  await migrateReviewTally(Review.db.db!);
  for (const { password, ...user } of users) {
    if (await User.exists({ email: user.email })) continue;
    await User.create({ ...user, passwordHash: await hashPassword(password) });
    added += 1;
  }
  return `${added} documents added (${demoTools.length} tools, ${demoReviews.length} reviews, ${users.length} users in the demo set).`;
}

function accountsToCreate(accounts: SeedAccounts): Account[] {
  if (accounts === 'development') {
    if (process.env.NODE_ENV === 'production' || !onThisMachine()) {
      throw new Error(
        'The development accounts (their passwords are in the README) are only written to a database on this machine outside production. For a deployment, seed with `db seed-demo` and SEED_ADMIN_PASSWORD.',
      );
    }
    return demoUsers;
  }
  const email = accounts.admin.email.trim().toLowerCase();
  const { password } = accounts.admin;
  if (PUBLIC_PASSWORDS.has(password)) {
    throw new Error('Refusing the development password (it is in the README): choose the admin password in SEED_ADMIN_PASSWORD.');
  }
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(`The admin password must have at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`);
  }
  return [{ email, name: 'Mrittika Admin', password, role: 'admin' }];
}

/** Whether mongoose is connected to a database on a loopback address (the embedded one, a local mongod). */
function onThisMachine(): boolean {
  const hosts = mongoose.connection.getClient().options.hosts.map((host) => host.host ?? host.socketPath ?? '');
  return hosts.length > 0 && hosts.every((host) => /^(127\.\d+\.\d+\.\d+|localhost|::1|\[::1\])$/.test(host) || host.startsWith('/'));
}
