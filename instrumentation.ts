import type { Instrumentation } from 'next';

/** Runs once when a server starts. The Node.js checks live in their own module, out of the Edge bundle. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkServerEnvironment } = await import('./lib/server-startup');
    checkServerEnvironment();
    // Before the first request: Next.js picks its cache handlers when it first needs one.
    const { installSharedCache } = await import('./lib/cache/shared-cache');
    installSharedCache();
    const { startOutboxWorker } = await import('./lib/outbox-worker');
    startOutboxWorker();
  }
}

/**
 * A page that failed because the database is out of reach switches the following page requests to the 503 page
 * (lib/outage.ts) at once, rather than after the driver's next heartbeat.
 */
export const onRequestError: Instrumentation.onRequestError = async (error) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { isDatabaseUnavailableError } = await import('./lib/db');
  if (!isDatabaseUnavailableError(error)) return;
  const { markDatabaseUnavailable } = await import('./lib/database-status');
  markDatabaseUnavailable();
};
