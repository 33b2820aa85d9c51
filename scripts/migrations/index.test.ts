import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { testDatabaseUri, withOwnClients } from '@/test/database';
import { legacyOrderFields } from '@/test/orders';
import { MigrationLockError, runMigrations, type MigrationOptions } from '.';

// Each test on a database of its own, through clients of its own: two runs at once are two deploys, each with its
// own connection, as they would be in production.
const connect = withOwnClients();

/** What the database has recorded, in the order applied. */
async function recorded(db: mongoose.mongo.Db) {
  return (await db.collection('migrations').find().sort({ appliedAt: 1, _id: 1 }).toArray()).map((record) => record.name as string);
}

/** A run whose lines are kept, to see what it said. */
function logged(): { lines: string[]; log: MigrationOptions['log'] } {
  const lines: string[] = [];
  return { lines, log: (line) => lines.push(line) };
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/** An order as the first shop stored it: one tool's fields on the order, no timeline, no lines, no payment state. */
function oldestOrder(email: string, status: 'pending' | 'paid', createdAt = day(1)) {
  return { ...legacyOrderFields(email), status, createdAt, updatedAt: createdAt };
}

/** How many times each step was reported applied across the runs' lines. */
function appliedCounts(lines: string[]) {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const name = /^applied ([\w-]+):/.exec(line)?.[1];
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

describe('runMigrations', () => {
  it('on a fresh database applies and records every migration, then recounts; a second run applies nothing and says so', async () => {
    const db = await connect(testDatabaseUri('migrations_fresh'));
    const first = logged();
    const run = await runMigrations(db, { log: first.log });
    expect(run.applied).toEqual(['order-state-once', 'order-lines', 'order-payments']);
    expect(run.alreadyRecorded).toEqual([]);
    expect(run.recounted).toEqual(['tool-ratings', 'review-tally', 'order-tally']);
    expect(await recorded(db)).toEqual(run.applied);
    for (const record of await db.collection('migrations').find().toArray()) {
      expect(record.appliedAt).toBeInstanceOf(Date);
      expect(record.ms).toBeGreaterThanOrEqual(0);
      expect(record.outcome).toMatch(/^0 /);
    }
    expect(first.lines.filter((line) => line.startsWith('applied '))).toHaveLength(3);
    const recordsBefore = await db.collection('migrations').find().sort({ _id: 1 }).toArray();

    const second = logged();
    const again = await runMigrations(db, { log: second.log });
    expect(again.applied).toEqual([]);
    expect(again.alreadyRecorded).toEqual(run.applied);
    expect(again.recounted).toEqual(run.recounted);
    expect(second.lines[0]).toBe('no migrations to apply: all 3 are recorded');
    expect(second.lines.filter((line) => line.startsWith('applied '))).toEqual([]);
    expect(await db.collection('migrations').find().sort({ _id: 1 }).toArray()).toEqual(recordsBefore);
    // The lock is given back after each run.
    expect(await db.collection('migrationlocks').countDocuments()).toBe(0);
  });

  it('on a database from before migrates its orders, records each migration, and never runs a recorded one again', async () => {
    const db = await connect(testDatabaseUri('migrations_old_data'));
    const pending = oldestOrder('a@example.com', 'pending', day(1));
    // "Paid" was a press of Confirm; its confirmed-order record says when.
    const paid = oldestOrder('b@example.com', 'paid', day(2));
    await db.collection('orders').insertMany([pending, paid]);
    await db.collection('confirmedorders').insertOne({ orderId: paid._id, user: paid.email, status: 'paid', createdAt: day(3), updatedAt: day(3) });
    // A tool from before its stored rating, with one visible review.
    const toolId = new mongoose.Types.ObjectId();
    await db.collection('tools').insertOne({ _id: toolId, name: 'Notched Trowel' });
    await db.collection('reviews').insertOne({ toolId, email: 'a@example.com', review: 'Holds its edge.', ratings: 4 });

    const { lines, log } = logged();
    const run = await runMigrations(db, { log });

    expect(run.applied).toEqual(['order-state-once', 'order-lines', 'order-payments']);
    expect(await recorded(db)).toEqual(run.applied);
    const outcomes = Object.fromEntries((await db.collection('migrations').find().toArray()).map((record) => [record.name, record.outcome]));
    expect(outcomes).toMatchObject({
      'order-state-once': expect.stringMatching(/^2 orders given their timeline; the old confirmedorders collection is folded in and dropped$/),
      'order-lines': '2 one-tool orders given their line',
      'order-payments': '2 orders from before payments given their payment state',
    });
    expect(lines.filter((line) => line.startsWith('applied ')).map((line) => line.split(':')[0])).toEqual(run.applied.map((name) => `applied ${name}`));

    const migrated = async (id: mongoose.Types.ObjectId) => (await db.collection('orders').findOne({ _id: id }))!;
    const stillPending = await migrated(pending._id);
    expect(stillPending).toMatchObject({ status: 'pending', payment: { method: null, status: 'unpaid' }, subtotal: 900, deliveryCharge: 0 });
    expect(stillPending.lines).toEqual([{ toolId: pending.toolId, product: 'Notched Trowel', quantity: 2, unitPrice: 450, lineTotal: 900, reserved: 2 }]);
    expect(stillPending).not.toHaveProperty('toolId');
    const confirmed = await migrated(paid._id);
    expect(confirmed).toMatchObject({ status: 'confirmed', payment: { method: 'cash', status: 'due' } });
    expect(confirmed.timeline.map((step: { status: string; at: Date }) => [step.status, step.at])).toEqual([
      ['pending', day(2)],
      ['confirmed', day(3)],
    ]);
    expect(await db.listCollections({ name: 'confirmedorders' }).toArray()).toEqual([]);
    // The recounts counted what the migrations left.
    expect(await db.collection('tools').findOne({ _id: toolId })).toMatchObject({ ratingCount: 1, ratingSum: 4 });
    expect(await db.collection('reviewtallies').findOne({ key: 'shop' })).toMatchObject({ count: 1, sum: 4 });
    expect(await db.collection('ordertallies').findOne({ key: 'status:pending' })).toMatchObject({ orders: 1 });
    expect(await db.collection('ordertallies').findOne({ key: 'status:confirmed' })).toMatchObject({ orders: 1 });

    // An order in the old shape written after the migrations were recorded (by hand, say) is left as it is: a
    // recorded migration never runs again on this database.
    const late = oldestOrder('c@example.com', 'pending', day(4));
    await db.collection('orders').insertOne(late);
    const again = await runMigrations(db, { log: () => undefined });
    expect(again.applied).toEqual([]);
    expect(await migrated(late._id)).not.toHaveProperty('lines');
    expect(await recorded(db)).toEqual(run.applied);
  });

  it('two runs at once (two deploys): one applies each migration once while the other waits, then finds them all recorded', async () => {
    const uri = testDatabaseUri('migrations_at_once');
    const [one, two] = [await connect(uri), await connect(uri)];
    // Enough old orders that the first run outlasts its lease several times over: only its renewals keep the other out.
    const olds = Array.from({ length: 300 }, (_, index) => oldestOrder(`at-once-${index}@example.com`, index % 3 ? 'pending' : 'paid'));
    await one.collection('orders').insertMany(olds);
    const leaseMs = 150;
    const [a, b] = [logged(), logged()];
    const timed = async (db: mongoose.mongo.Db, log: MigrationOptions['log']) => {
      const startedAt = Date.now();
      const run = await runMigrations(db, { log, leaseMs, pollMs: 20 });
      return { run, ms: Date.now() - startedAt };
    };
    const [first, second] = await Promise.all([timed(one, a.log), timed(two, b.log)]);

    // Each migration applied exactly once, whichever run applied it.
    const counts = appliedCounts([...a.lines, ...b.lines]);
    expect(Object.fromEntries(counts)).toEqual({ 'order-state-once': 1, 'order-lines': 1, 'order-payments': 1 });
    expect([...first.run.applied, ...second.run.applied]).toEqual(['order-state-once', 'order-lines', 'order-payments']);
    // One of them waited, and then found every migration recorded.
    const [holder, waiter] = first.run.applied.length > 0 ? [first, second] : [second, first];
    const waiterLines = waiter === first ? a.lines : b.lines;
    expect(waiterLines[0]).toMatch(/^waiting: another run \(.+\) holds the migrations lock/);
    expect(waiterLines).toContain('no migrations to apply: all 3 are recorded');
    expect(waiter.run.alreadyRecorded).toEqual(holder.run.applied);
    expect(holder.ms).toBeGreaterThan(leaseMs);
    expect(await recorded(one)).toEqual(holder.run.applied);
    expect(await one.collection('orders').countDocuments({ lines: { $exists: false } })).toBe(0);
    expect(await one.collection('orders').countDocuments({ 'payment.status': { $exists: false } })).toBe(0);
    expect(await one.collection('migrationlocks').countDocuments()).toBe(0);
  });

  it('takes the lock of a run that crashed once its lease has run out, and waits for it until then', async () => {
    const db = await connect(testDatabaseUri('migrations_crashed'));
    const locks = db.collection('migrationlocks');
    // The lock a run left when it stopped mid-way, its lease already over.
    await locks.insertOne({ name: 'migrate', owner: 'crashed-host:1:gone', takenAt: new Date(Date.now() - 120_000), expiresAt: new Date(Date.now() - 60_000) });
    const expired = logged();
    const run = await runMigrations(db, { log: expired.log, pollMs: 20 });
    expect(run.applied).toEqual(['order-state-once', 'order-lines', 'order-payments']);
    expect(expired.lines.some((line) => line.startsWith('waiting'))).toBe(false);
    expect(await locks.countDocuments()).toBe(0);

    // A lease still running for a moment: the run waits for it to end, then goes on.
    await db.collection('migrations').deleteMany({});
    const leaseEnds = Date.now() + 600;
    await locks.insertOne({ name: 'migrate', owner: 'crashed-host:2:gone', takenAt: new Date(), expiresAt: new Date(leaseEnds) });
    const waited = logged();
    const later = await runMigrations(db, { log: waited.log, pollMs: 20 });
    expect(Date.now()).toBeGreaterThanOrEqual(leaseEnds);
    expect(waited.lines[0]).toMatch(/^waiting: another run \(crashed-host:2:gone\) holds the migrations lock/);
    expect(later.applied).toEqual(run.applied);
    expect(await locks.countDocuments()).toBe(0);
  });

  it('gives up with a clear message when the lock stays taken past the wait, and changes nothing', async () => {
    const db = await connect(testDatabaseUri('migrations_locked'));
    const old = oldestOrder('d@example.com', 'pending');
    await db.collection('orders').insertOne(old);
    const lock = { name: 'migrate', owner: 'other-host:7:busy', takenAt: new Date(), expiresAt: new Date(Date.now() + 60_000) };
    await db.collection('migrationlocks').insertOne(lock);
    const attempt = runMigrations(db, { log: () => undefined, waitMs: 300, pollMs: 50 });
    await expect(attempt).rejects.toThrow(MigrationLockError);
    await expect(attempt).rejects.toThrow(/^Another migrate run \(other-host:7:busy\) held the migrations lock for the whole wait \(0\.3 s\); nothing was migrated/);
    expect(await recorded(db)).toEqual([]);
    expect(await db.collection('orders').findOne({ _id: old._id })).toEqual(old);
    // The other run's lock is still its own.
    expect(await db.collection('migrationlocks').find().toArray()).toEqual([lock]);
  });
});
