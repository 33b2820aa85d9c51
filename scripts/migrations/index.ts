/**
 * The one list of migrations, and the run that applies each of them once per database
 * (docs/decisions/0097-migrations-recorded-once.md). Both `npm run migrate` (scripts/migrate.ts), the seed and the
 * deployment's `node dist/commands/db.mjs migrate` (scripts/commands/db.ts) go through `runMigrations`.
 *
 * - A migration changes old data into today's shape. Each one applied is recorded in the `migrations` collection
 *   and never runs on that database again.
 * - A recount sets a tally or a stored figure from the documents it counts. It repairs what a write that stopped
 *   half-way left behind, so it runs on every `migrate`, after the migrations, and is not recorded.
 * - One run at a time: a lock with a lease in `migrationlocks`, renewed while the run lasts. A second run waits for
 *   it, then finds every migration recorded.
 *
 * Records and lock are named by a `name` field with a unique index rather than a string `_id`: the embedded engine
 * accepts only ObjectId `_id`s, and enforces unique indexes (scripts/embedded-db/congodb.ts) as MongoDB does.
 */
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { mongo } from 'mongoose';
import { migrateOrderLines } from './order-lines';
import { migrateOrderPayments } from './order-payments';
import { migrateOrderState } from './order-state-once';
import { migrateOrderTally } from './order-tally';
import { migrateReviewTally } from './review-tally';
import { migrateToolRatings } from './tool-ratings';

/** One step: its name never changes once released (it is what the database records); `run` says what it did. */
type Step = { name: string; run(db: mongo.Db): Promise<string> };

/** In the order they must run; a new migration goes at the end, under a new name. */
const migrations: Step[] = [
  {
    name: 'order-state-once',
    async run(db) {
      const result = await migrateOrderState(db);
      const dropped = result.droppedConfirmedOrders ? '; the old confirmedorders collection is folded in and dropped' : '';
      return `${result.orders} orders given their timeline${dropped}`;
    },
  },
  {
    name: 'order-lines',
    async run(db) {
      return `${(await migrateOrderLines(db)).orders} one-tool orders given their line`;
    },
  },
  {
    name: 'order-payments',
    async run(db) {
      return `${(await migrateOrderPayments(db)).orders} orders from before payments given their payment state`;
    },
  },
];

/** Run on every `migrate`, after the migrations: they count the shape the migrations leave. */
const recounts: Step[] = [
  {
    name: 'tool-ratings',
    async run(db) {
      return `${(await migrateToolRatings(db)).tools} tools given the rating of their visible reviews`;
    },
  },
  {
    name: 'review-tally',
    async run(db) {
      const tally = await migrateReviewTally(db);
      return `${tally.count} visible reviews, ${tally.changed ? 'tally rebuilt' : 'tally already right'}`;
    },
  },
  {
    // After the order state: the tallies count the orders' statuses, timelines and payments.
    name: 'order-tally',
    async run(db) {
      const tally = await migrateOrderTally(db);
      return `${tally.orders} orders, ${tally.changed ? 'tallies rebuilt' : 'tallies already right'}`;
    },
  },
];

type MigrationRecord = { name: string; appliedAt: Date; ms: number; outcome: string };
type MigrationLock = { name: string; owner: string; takenAt: Date; expiresAt: Date };

const LOCK_NAME = 'migrate';

export type MigrationOptions = {
  /** Each line of what the run does, as it does it. */
  log: (line: string) => void;
  /** How long to wait for another run's lock before giving up (default 10 minutes). */
  waitMs?: number;
  /** How often a waiting run tries the lock again (default 500 ms). */
  pollMs?: number;
  /**
   * How long the lock holds without renewal (default 60 s); the run renews it every third of that. A run that
   * crashed holds it no longer than this, so the next deploy waits at most a lease.
   */
  leaseMs?: number;
};

export type MigrationRun = { applied: string[]; alreadyRecorded: string[]; recounted: string[] };

/** The run could not have the lock within `waitMs`: another run holds it, and nothing was changed. */
export class MigrationLockError extends Error {}

/** Applies every migration this database has not recorded, then every recount, holding the lock throughout. */
export async function runMigrations(db: mongo.Db, options: MigrationOptions): Promise<MigrationRun> {
  const { log, waitMs = 10 * 60_000, pollMs = 500, leaseMs = 60_000 } = options;
  const records = db.collection<MigrationRecord>('migrations');
  const locks = db.collection<MigrationLock>('migrationlocks');
  await Promise.all([records.createIndex({ name: 1 }, { unique: true }), locks.createIndex({ name: 1 }, { unique: true })]);

  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  await takeLock(locks, owner, { log, waitMs, pollMs, leaseMs });
  const lease = renewLease(locks, owner, leaseMs);
  try {
    const recorded = new Set((await records.find({}, { projection: { name: 1 } }).toArray()).map((record) => record.name));
    const pending = migrations.filter((migration) => !recorded.has(migration.name));
    const alreadyRecorded = migrations.filter((migration) => recorded.has(migration.name)).map((migration) => migration.name);
    log(
      pending.length === 0
        ? `no migrations to apply: all ${migrations.length} are recorded`
        : `applying ${pending.map((migration) => migration.name).join(', ')}` +
            (alreadyRecorded.length > 0 ? ` (${alreadyRecorded.length} already recorded)` : ''),
    );
    const applied: string[] = [];
    for (const migration of pending) {
      lease.check();
      const startedAt = Date.now();
      const outcome = await migration.run(db);
      const ms = Date.now() - startedAt;
      // $setOnInsert: a record is written once; a run that lost its lease cannot overwrite the winner's.
      await records.updateOne({ name: migration.name }, { $setOnInsert: { appliedAt: new Date(), ms, outcome } }, { upsert: true });
      applied.push(migration.name);
      log(`applied ${migration.name}: ${outcome} (${ms} ms)`);
    }
    const recounted: string[] = [];
    for (const recount of recounts) {
      lease.check();
      const startedAt = Date.now();
      const outcome = await recount.run(db);
      recounted.push(recount.name);
      log(`recounted ${recount.name}: ${outcome} (${Date.now() - startedAt} ms)`);
    }
    return { applied, alreadyRecorded, recounted };
  } finally {
    lease.stop();
    await locks.deleteOne({ name: LOCK_NAME, owner });
  }
}

/**
 * Takes the lock in one conditional upsert: it matches the lock only when its lease has run out, and otherwise
 * inserts a second lock, which the unique index refuses (E11000) while one exists: someone else holds it.
 */
async function takeLock(
  locks: mongo.Collection<MigrationLock>,
  owner: string,
  { log, waitMs, pollMs, leaseMs }: Required<MigrationOptions>,
): Promise<void> {
  const giveUpAt = Date.now() + waitMs;
  let told = false;
  for (;;) {
    const now = new Date();
    try {
      await locks.updateOne(
        { name: LOCK_NAME, expiresAt: { $lte: now } },
        { $set: { owner, takenAt: now, expiresAt: new Date(now.getTime() + leaseMs) } },
        { upsert: true },
      );
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
    }
    const holder = await locks.findOne({ name: LOCK_NAME });
    if (Date.now() + pollMs > giveUpAt) {
      throw new MigrationLockError(
        `Another migrate run (${holder?.owner ?? 'unknown'}) held the migrations lock for the whole wait (${waitMs / 1000} s); ` +
          `nothing was migrated. Its lease runs until ${holder?.expiresAt.toISOString() ?? 'now'}: if it has stopped, run migrate again after that.`,
      );
    }
    if (!told && holder) {
      log(`waiting: another run (${holder.owner}) holds the migrations lock, its lease until ${holder.expiresAt.toISOString()}`);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Keeps the lease ahead of the clock while the run lasts; `check` stops the run once another has taken the lock. */
function renewLease(locks: mongo.Collection<MigrationLock>, owner: string, leaseMs: number) {
  let lost = false;
  const timer = setInterval(() => {
    locks
      .updateOne({ name: LOCK_NAME, owner }, { $set: { expiresAt: new Date(Date.now() + leaseMs) } })
      .then((result) => {
        if (result.matchedCount === 0) lost = true;
      })
      // A renewal that fails (the network) is tried again at the next tick; the lease is three ticks long.
      .catch(() => undefined);
  }, leaseMs / 3);
  timer.unref();
  return {
    check() {
      if (lost) throw new Error('The migrations lock was lost (its lease ran out and another run took it); this run stopped.');
    },
    stop: () => clearInterval(timer),
  };
}
