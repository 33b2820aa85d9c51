import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { after } from 'next/server';
import { isAdmin, requireAccess } from '@/lib/domain/access';
import type { Caller } from '@/lib/auth/caller-type';
import { connectToDatabase } from '@/lib/infra/db';
import { ConflictError, NotFoundError } from '@/lib/domain/errors';
import { MAIL_FROM, sendMail } from '@/lib/infra/mail';
import { findPage, type Page } from '@/lib/domain/pagination';
import { refusals } from '@/lib/texts';
import { isObjectIdText } from '@/lib/validation/common';
import type { QueryFilter } from 'mongoose';
import { OUTBOX_STATUSES, OutboxMail, type OutboxMailFields, type OutboxStatus } from '@/models/OutboxMail';
import { log } from '@/lib/infra/log';
import type { Language } from '@/lib/domain/i18n';

/**
 * The outbox (docs/decisions/0040-outbox.md): mails are recorded as due in the update that makes the change, queued
 * right after it (or by the relay, lib/data/mail-relay.ts, when that failed) and sent by a worker that runs in the
 * server (lib/infra/outbox-worker.ts), after each request that queued one, and from Vercel's cron (`/api/cron/outbox`). An
 * SMTP outage delays mails, never the change; each mail is sent once, give or take the moment between the SMTP
 * server's acceptance and our note of it, which a stable Message-ID covers.
 */
export const OUTBOX = {
  /** How long a worker holds a mail it claimed; well above a send's own time limits (lib/infra/mail.ts SMTP_TIMEOUTS). */
  leaseMs: 5 * 60_000,
  /** Attempts before a mail is left as failed for an admin to retry: about ten hours of retries. */
  maxAttempts: 12,
  /** The wait after the first failure; it doubles after each one, up to maxRetryMs. */
  firstRetryMs: 30_000,
  maxRetryMs: 2 * 60 * 60_000,
  /** Mails one run sends at most, so that a cron call ends well within its time limit. */
  batchSize: 25,
  /** A mail still waiting this long after it was due has no worker looking at it: the admin page says so. */
  stuckAfterMs: 15 * 60_000,
} as const;

/** A mail as the data layer queues it. `key` names the change and the recipient; the same key is queued once. */
export type QueuedMail = { key: string; to: string; subject: string; text: string; html?: string; replyTo?: string };

/** The wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, ... at most 2 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(OUTBOX.firstRetryMs * 2 ** Math.max(0, attempts - 1), OUTBOX.maxRetryMs);
}

/** The Message-ID of a key's mail: the same on every attempt, in the sender's domain. */
export function messageIdFor(key: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(MAIL_FROM)?.[1] ?? 'mrittika.invalid';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 40)}@${domain}>`;
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}

/** Queues one mail unless its key is already queued; true when it was new. */
export async function queueMail(mail: QueuedMail): Promise<boolean> {
  await connectToDatabase();
  const now = new Date();
  let queued: boolean;
  try {
    const result = await OutboxMail.updateOne(
      { key: mail.key },
      {
        $setOnInsert: {
          ...mail,
          subject: mail.subject.replace(/\s+/g, ' ').trim(),
          messageId: messageIdFor(mail.key),
          status: 'pending',
          attempts: 0,
          dueAt: now,
        },
      },
      { upsert: true },
    );
    queued = result.upsertedCount === 1;
  } catch (error) {
    // Two requests queueing the same key at once: the other one won.
    if (isDuplicateKey(error)) return false;
    throw error;
  }
  if (queued) kickOutbox();
  return queued;
}

/**
 * Queues the mails of a change that has already happened, which the changed document records as due (written by the
 * same update that made the change); once they are all in the outbox, `done` takes the change off that list. The
 * customer's mail is in the language of their account (`language`), read as the mails are written. The change stands
 * whatever happens here: a failure to read the language, or to build or queue a mail, is logged, never thrown, and
 * the change stays due until the relay (lib/data/mail-relay.ts) queues it. True when the mails are queued and the
 * change done.
 */
export async function queueMailsFor(
  change: string,
  language: () => Promise<Language>,
  mails: (language: Language) => QueuedMail[],
  done: () => Promise<unknown>,
): Promise<boolean> {
  let customerLanguage: Language;
  try {
    customerLanguage = await language();
  } catch (error) {
    // Never a mail in the wrong language (its key is queued once): the change stays due for the relay.
    log('error', `[outbox] could not read the language of the customer of ${change}; its mails stay due`, { error });
    return false;
  }
  let built: QueuedMail[];
  try {
    built = mails(customerLanguage);
  } catch (error) {
    log('error', `[outbox] could not write the mails of ${change}; they stay due`, { error });
    return false;
  }
  for (const mail of built) {
    try {
      await queueMail(mail);
    } catch (error) {
      log('error', `[outbox] could not queue ${mail.key} (${change}); the change is saved and its mails stay due`, { error });
      return false;
    }
  }
  try {
    await done();
  } catch (error) {
    // Queued; the relay finds the change still due, queues nothing new (the keys are taken) and marks it done.
    log('error', `[outbox] the mails of ${change} are queued but it is still marked due`, { error });
    return false;
  }
  return true;
}

/**
 * The relay's query (lib/data/mail-relay.ts): documents with a mail still due, any string in `mailsDue`. `$gt: ''`
 * matches strings only (MongoDB compares within a type), so on a multikey index of `mailsDue` it reads only those
 * keys, never the orders and quotes with nothing due; the embedded engine answers it the same way.
 */
export function withMailsDue<Fields>(): QueryFilter<Fields> {
  return { mailsDue: { $gt: '' } } as QueryFilter<Fields>;
}

/**
 * The relay's part for one kind of document, read with `withMailsDue`: queues each change still due, one at a time,
 * with `queue` (which calls queueMailsFor). Answers how many changes it completed.
 */
export async function queueEveryDue<Due, Doc extends { mailsDue?: Due[] | null }>(documents: Doc[], queue: (document: Doc, due: Due) => Promise<boolean>): Promise<number> {
  let completed = 0;
  for (const document of documents) {
    for (const due of document.mailsDue ?? []) if (await queue(document, due)) completed += 1;
  }
  return completed;
}

type ClaimedMail = OutboxMailFields & { _id: unknown; claim: string };

/** Takes the mail due first, if any, for this worker alone until its lease ends (one conditional update). */
async function claimNext(now: Date): Promise<ClaimedMail | null> {
  const claim = randomUUID();
  const mail = await OutboxMail.findOneAndUpdate(
    { status: { $in: ['pending', 'sending'] }, dueAt: { $lte: now }, attempts: { $lt: OUTBOX.maxAttempts } },
    { $set: { status: 'sending', claim, dueAt: new Date(now.getTime() + OUTBOX.leaseMs) }, $inc: { attempts: 1 } },
    { sort: { dueAt: 1, _id: 1 }, returnDocument: 'after' },
  ).lean();
  return mail && mail.claim === claim ? (mail as ClaimedMail) : null;
}

/** Notes a sent mail; a few tries, since each failure here means the mail is sent again when its lease ends. */
async function markSent(mail: ClaimedMail): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const marked = await OutboxMail.updateOne(
        { _id: mail._id, claim: mail.claim, status: 'sending' },
        { $set: { status: 'sent', sentAt: new Date() }, $unset: { claim: 1, lastError: 1 } },
      );
      if (marked.modifiedCount === 0) {
        log('warn', `[outbox] ${mail.key} was sent after its lease ended; another worker may send it again.`);
      }
      return;
    } catch (error) {
      if (attempt >= 3) {
        log('error', `[outbox] ${mail.key} was sent but could not be marked so; it will be sent again with the same Message-ID`, { error });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Puts a mail whose attempt failed back in line with a longer wait, or leaves it failed after the last attempt. */
async function markFailedAttempt(mail: ClaimedMail, error: unknown, now: Date): Promise<'retrying' | 'failed'> {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const gaveUp = mail.attempts >= OUTBOX.maxAttempts;
  await OutboxMail.updateOne(
    { _id: mail._id, claim: mail.claim },
    gaveUp
      ? { $set: { status: 'failed', lastError }, $unset: { claim: 1 } }
      : { $set: { status: 'pending', lastError, dueAt: new Date(now.getTime() + retryDelayMs(mail.attempts)) }, $unset: { claim: 1 } },
  );
  log('warn', `[outbox] ${mail.key}: attempt ${mail.attempts} failed (${lastError})${gaveUp ? '; giving up' : ''}.`);
  return gaveUp ? 'failed' : 'retrying';
}

export type OutboxRun = { sent: number; retrying: number; failed: number };

/**
 * Sends the mails that are due, one claim at a time, at most `limit`. Any number of workers may run at once: a
 * claim is a conditional update, so each mail is in one worker's hands. `now` is for tests that move the clock.
 */
export async function deliverDueMails({ now, limit = OUTBOX.batchSize }: { now?: Date; limit?: number } = {}): Promise<OutboxRun> {
  await connectToDatabase();
  const run: OutboxRun = { sent: 0, retrying: 0, failed: 0 };
  for (let count = 0; count < limit; count += 1) {
    const at = now ?? new Date();
    const mail = await claimNext(at);
    if (!mail) break;
    try {
      await sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        replyTo: mail.replyTo ?? undefined,
        messageId: mail.messageId,
      });
    } catch (error) {
      run[await markFailedAttempt(mail, error, at)] += 1;
      continue;
    }
    await markSent(mail);
    run.sent += 1;
  }
  return run;
}

// One run at a time per process; a request that queues a mail while a run is going asks it to look again.
// Kept on globalThis: the instrumentation hook and the route bundles each load their own copy of this module.
type WorkerState = { running: Promise<void> | null; again: boolean };
const shared = globalThis as typeof globalThis & { __mrittikaOutbox?: WorkerState };
const worker: WorkerState = (shared.__mrittikaOutbox ??= { running: null, again: false });

/** Runs the outbox until nothing is due (in this process, one run at a time); never throws. */
export function runOutbox(): Promise<void> {
  if (worker.running) {
    worker.again = true;
    return worker.running;
  }
  worker.running = (async () => {
    try {
      do {
        worker.again = false;
        const { sent, retrying, failed } = await deliverDueMails();
        // A full batch may have left more behind.
        if (sent + retrying + failed >= OUTBOX.batchSize) worker.again = true;
      } while (worker.again);
    } catch (error) {
      log('error', '[outbox] the run stopped', { error });
    } finally {
      worker.running = null;
    }
  })();
  return worker.running;
}

/**
 * Sends a just-queued mail promptly: after the response, inside the Next.js server. Tests and scripts (no Next.js
 * runtime) run the outbox themselves.
 */
export function kickOutbox(): void {
  if (!process.env.NEXT_RUNTIME) return;
  try {
    after(runOutbox);
  } catch {
    // Outside a request (a timer, a script): run now, in the background.
    void runOutbox();
  }
}

/** A mail that needs an admin's eye: given up on, waiting again after an error, or overdue with no worker on it. */
export type OutboxProblem = {
  id: string;
  to: string;
  subject: string;
  problem: 'failed' | 'retrying' | 'stuck';
  attempts: number;
  lastError: string | null;
  dueAt: string;
  createdAt: string | null;
};

function toProblem(mail: OutboxMailFields & { _id: unknown; createdAt?: Date | null }, stuckBefore: Date): OutboxProblem {
  const problem = mail.status === 'failed' ? 'failed' : mail.dueAt < stuckBefore ? 'stuck' : 'retrying';
  return {
    id: String(mail._id),
    to: mail.to,
    subject: mail.subject,
    problem,
    attempts: mail.attempts,
    lastError: mail.lastError ?? null,
    dueAt: mail.dueAt.toISOString(),
    createdAt: mail.createdAt?.toISOString() ?? null,
  };
}

export const OUTBOX_PAGE_SIZE = 20;

/** Admins: failed mails, mails waiting again after an error, and overdue ones, most recently changed first. */
export async function listOutboxProblems(caller: Caller | null, page = 1): Promise<Page<OutboxProblem>> {
  requireAccess(caller, isAdmin);
  await connectToDatabase();
  const stuckBefore = new Date(Date.now() - OUTBOX.stuckAfterMs);
  const waiting = { $in: ['pending', 'sending'] as OutboxStatus[] };
  return findPage(
    OutboxMail,
    {
      $or: [
        { status: 'failed' },
        { status: waiting, dueAt: { $lt: stuckBefore } },
        { status: waiting, lastError: { $exists: true } },
      ],
    },
    { updatedAt: -1, _id: -1 },
    { page, pageSize: OUTBOX_PAGE_SIZE },
    (mail) => toProblem(mail, stuckBefore),
  );
}

/** Admins: how many mails are in each state. */
export async function countOutbox(caller: Caller | null): Promise<Record<OutboxStatus, number>> {
  requireAccess(caller, isAdmin);
  await connectToDatabase();
  const counts = await Promise.all(OUTBOX_STATUSES.map((status) => OutboxMail.countDocuments({ status })));
  return Object.fromEntries(OUTBOX_STATUSES.map((status, index) => [status, counts[index]!])) as Record<OutboxStatus, number>;
}

/**
 * Admins: send a mail again now, with a fresh set of attempts: a failed one, one waiting for its next attempt, or one
 * whose worker's lease has run out. A sent mail, or one being sent right now, is a conflict.
 */
export async function retryOutboxMail(caller: Caller | null, id: string): Promise<{ retried: true }> {
  requireAccess(caller, isAdmin);
  if (!isObjectIdText(id)) throw new NotFoundError(refusals.noOutboxMail);
  await connectToDatabase();
  const now = new Date();
  const retried = await OutboxMail.findOneAndUpdate(
    { _id: id, $or: [{ status: { $in: ['failed', 'pending'] } }, { status: 'sending', dueAt: { $lte: now } }] },
    { $set: { status: 'pending', dueAt: now, attempts: 0 }, $unset: { claim: 1 } },
  ).lean();
  if (!retried) {
    const mail = await OutboxMail.findById(id).lean();
    if (!mail) throw new NotFoundError(refusals.noOutboxMail);
    throw new ConflictError(mail.status === 'sent' ? refusals.outboxMailSent : refusals.outboxMailSending);
  }
  kickOutbox();
  return { retried: true };
}
