import { runOutbox } from '@/lib/data/outbox';

/** How often the server looks for due mails (retries, and any a request queued without sending at once). */
export const OUTBOX_POLL_MS = 15_000;

/**
 * Runs the outbox inside a long-lived Node.js server (instrumentation.ts). The timer is unref'd, so it never keeps a
 * process alive that is otherwise done. On Vercel, where a function sleeps between requests, the cron route
 * (`/api/cron/outbox`) does this work instead.
 */
export function startOutboxWorker(): void {
  if (process.env.NEXT_PHASE === 'phase-production-build' || process.env.VERCEL) return;
  const shared = globalThis as typeof globalThis & { __mrittikaOutboxTimer?: NodeJS.Timeout };
  if (shared.__mrittikaOutboxTimer) return;
  shared.__mrittikaOutboxTimer = setInterval(() => void runOutbox(), OUTBOX_POLL_MS);
  shared.__mrittikaOutboxTimer.unref();
  // Whatever waited while the server was down goes out now, not one interval later.
  setTimeout(() => void runOutbox(), 1_000).unref();
}
