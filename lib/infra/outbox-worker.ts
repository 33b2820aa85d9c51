import { after } from 'next/server';
import { relayDueMails } from '@/lib/data/mail-relay';
import { runOutbox } from '@/lib/data/outbox';
import { runPaymentSchedule } from '@/lib/data/payment-schedule';

/**
 * How often the server looks for due mails: changes whose mails a request could not queue (the relay), retries, and
 * any a request queued without sending at once.
 */
export const OUTBOX_POLL_MS = 15_000;

/**
 * One run of the worker: expire online orders unpaid past their window and follow refunds (docs/payments.md), then
 * queue what the relay finds due (their mails among it), then send (docs/decisions/0040-outbox.md). Never throws.
 */
export async function runOutboxWorker(): Promise<void> {
  await runPaymentSchedule();
  await relayDueMails();
  await runOutbox();
}

type Timers = { __mrittikaOutboxTimers?: { interval: NodeJS.Timeout; first: NodeJS.Timeout }; __mrittikaLastRunAfterWrite?: number };
const shared = globalThis as typeof globalThis & Timers;

/**
 * Runs the outbox inside a long-lived Node.js server (instrumentation.ts). The timers are unref'd, so they never keep
 * a process alive that is otherwise done. On Vercel, where a function sleeps between requests, the cron route
 * (`/api/cron/outbox`) does this work instead.
 */
export function startOutboxWorker(everyMs = OUTBOX_POLL_MS): void {
  if (process.env.NEXT_PHASE === 'phase-production-build' || process.env.VERCEL) return;
  if (shared.__mrittikaOutboxTimers) return;
  const interval = setInterval(() => void runOutboxWorker(), everyMs);
  // Whatever waited while the server was down goes out now, not one interval later.
  const first = setTimeout(() => void runOutboxWorker(), Math.min(1_000, everyMs));
  interval.unref();
  first.unref();
  shared.__mrittikaOutboxTimers = { interval, first };
}

/** Stops the timers (tests). */
export function stopOutboxWorker(): void {
  const timers = shared.__mrittikaOutboxTimers;
  if (!timers) return;
  clearInterval(timers.interval);
  clearTimeout(timers.first);
  delete shared.__mrittikaOutboxTimers;
}

/** Where no worker runs, at most one run per this many milliseconds per process, after a write. */
export const RUN_AFTER_WRITE_EVERY_MS = 60_000;

/**
 * Where no worker runs between requests (Vercel's functions sleep; the cron there is a daily safety net, since the
 * Hobby plan allows no more), the worker's run follows the requests that write: after the answer is sent (`after()`),
 * at most once a minute per process. An online order unpaid past its window then expires, and gives its stock back,
 * on the next write anyone makes rather than at the next cron (docs/decisions/0098-production-from-main.md). Mails
 * do not wait for it: each goes out right after the change that queued it (lib/data/outbox.ts kickOutbox). With the
 * worker running (a long-lived server) this does nothing.
 */
export function runWorkerAfterWrite(now = Date.now()): boolean {
  if (shared.__mrittikaOutboxTimers || process.env.NEXT_PHASE === 'phase-production-build') return false;
  if (now - (shared.__mrittikaLastRunAfterWrite ?? 0) < RUN_AFTER_WRITE_EVERY_MS) return false;
  shared.__mrittikaLastRunAfterWrite = now;
  try {
    after(runOutboxWorker);
  } catch {
    // Outside a request (a script, a test): run now, in the background.
    void runOutboxWorker();
  }
  return true;
}
