import mongoose from 'mongoose';
import { describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '@/lib/auth/password';
import { Review } from '@/models/Review';
import { Tool } from '@/models/Tool';
import { User } from '@/models/User';
import { withTestDatabase } from '@/test/database';
import { runMigrations } from '@/scripts/migrations';
import { demoReviews, demoTools, demoUsers } from './catalogue';
import { seedDatabase } from './seed-database';

withTestDatabase('seed');

describe('seedDatabase', () => {
  it('fills an empty database with the demo catalogue, an admin and a customer', async () => {
    await seedDatabase();
    expect(demoTools.length).toBeGreaterThanOrEqual(8);
    expect(demoReviews.length).toBeGreaterThanOrEqual(6);
    expect(await Tool.countDocuments()).toBe(demoTools.length);
    expect(await Review.countDocuments()).toBe(demoReviews.length);
    // A few demo tools have a Bangla name and description, so the feature shows in development (docs/shop.md).
    expect(await Tool.countDocuments({ nameBn: { $exists: true }, descBn: { $exists: true } })).toBeGreaterThanOrEqual(2);
    const admin = await User.findOne({ role: 'admin' }).select('+passwordHash').lean();
    const customer = await User.findOne({ role: 'customer' }).select('+passwordHash').lean();
    expect(admin?.email).toBe(demoUsers[0]?.email);
    expect(await verifyPassword(admin!.passwordHash!, demoUsers[0]!.password)).toBe(true);
    expect(customer?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('adds nothing the second time and keeps what was changed since', async () => {
    await seedDatabase();
    await Tool.updateOne({ name: demoTools[0]!.name }, { stock: 3 });
    const summary = await seedDatabase();
    expect(summary).toMatch(/^0 documents added/);
    expect(await Tool.countDocuments()).toBe(demoTools.length);
    expect((await Tool.findOne({ name: demoTools[0]!.name }).lean())?.stock).toBe(3);
  });

  it('records the migrations it runs, so that `migrate` applies none of them to a seeded database', async () => {
    await seedDatabase();
    const db = mongoose.connection.db!;
    const names = (await db.collection('migrations').find().toArray()).map((record) => record.name);
    expect(names.sort()).toEqual(['order-lines', 'order-payments', 'order-state-once']);
    expect((await runMigrations(db, { log: () => undefined })).applied).toEqual([]);
  });

  it('never writes the README\'s development accounts on a production server', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      await User.deleteMany({});
      await expect(seedDatabase()).rejects.toThrow(/only written to a database on this machine outside production/);
      expect(await User.countDocuments()).toBe(0);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('gives every tool an image that exists under public/', async () => {
    const { existsSync } = await import('node:fs');
    for (const tool of demoTools) expect(existsSync(`public${tool.img}`), tool.img).toBe(true);
  });
});
