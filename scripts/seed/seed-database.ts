/** Idempotent: inserts what is missing from the demo catalogue and leaves everything else as it is. */
import mongoose from 'mongoose';
import { hashPassword } from '../../lib/auth/password';
import { Order } from '../../models/Order';
import { Review } from '../../models/Review';
import { Tool } from '../../models/Tool';
import { User } from '../../models/User';
import { runMigrations } from '../migrations';
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
  // The migrations `npm run migrate` runs, recorded so that none runs again; then the recounts, which give the
  // tools and the shop's review tally the reviews just inserted, and the overview the orders there are
  // (docs/decisions/0097-migrations-recorded-once.md). The summary line is the seed's; the run's own lines are not.
  await runMigrations(Order.db.db!, { log: () => undefined });
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
