import type { Instrumentation } from 'next';

/** Runs once when a server starts. The Node.js checks live in their own module, out of the Edge bundle. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // First, so that the spans of everything below are recorded (lib/infra/tracing.ts, docs/operations.md).
    const { SERVICE_NAME, tracingEnabled } = await import('./lib/infra/tracing');
    if (tracingEnabled()) {
      const { registerOTel } = await import('@vercel/otel');
      registerOTel({ serviceName: process.env.OTEL_SERVICE_NAME?.trim() || SERVICE_NAME });
    }
    const { checkServerEnvironment } = await import('./lib/infra/server-startup');
    checkServerEnvironment();
    // Before the first request: Next.js picks its cache handlers when it first needs one.
    const { installSharedCache } = await import('./lib/cache/shared-cache');
    installSharedCache();
    const { startOutboxWorker } = await import('./lib/infra/outbox-worker');
    startOutboxWorker();
  }
}

/**
 * Every error a page, a server action or a route throws past its own handling: one log line with the request's id
 * (middleware.ts gave it to the request) and its route (lib/infra/log.ts). A page that failed because the database is out
 * of reach also switches the following page requests to the 503 page (lib/infra/outage.ts) at once, rather than after the
 * driver's next heartbeat.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { log } = await import('./lib/infra/log');
  const requestId = request.headers['x-request-id'];
  log('error', `${request.method} ${context.routePath} failed (${context.routeType})`, {
    ...(typeof requestId === 'string' && { requestId }),
    method: request.method,
    route: context.routePath,
    error,
  });
  const { isDatabaseUnavailableError } = await import('./lib/infra/db');
  if (!isDatabaseUnavailableError(error)) return;
  const { markDatabaseUnavailable } = await import('./lib/infra/database-status');
  markDatabaseUnavailable();
};
