import { runOutbox } from '@/lib/data/outbox';

/** How often the server looks for due mails (retries, and any a request queued without sending at once). */
export const OUTBOX_POLL_MS = 15_000;

type Timers = { __mrittikaOutboxTimers?: { interval: NodeJS.Timeout; first: NodeJS.Timeout } };
const shared = globalThis as typeof globalThis & Timers;

/**
 * Runs the outbox inside a long-lived Node.js server (instrumentation.ts). The timers are unref'd, so they never keep
 * a process alive that is otherwise done. On Vercel, where a function sleeps between requests, the cron route
 * (`/api/cron/outbox`) does this work instead.
 */
export function startOutboxWorker(everyMs = OUTBOX_POLL_MS): void {
  if (process.env.NEXT_PHASE === 'phase-production-build' || process.env.VERCEL) return;
  if (shared.__mrittikaOutboxTimers) return;
  const interval = setInterval(() => void runOutbox(), everyMs);
  // Whatever waited while the server was down goes out now, not one interval later.
  const first = setTimeout(() => void runOutbox(), Math.min(1_000, everyMs));
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
