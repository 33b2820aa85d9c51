/** Runs once when a server starts. The Node.js checks live in their own module, out of the Edge bundle. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkServerEnvironment } = await import('./lib/server-startup');
    checkServerEnvironment();
    const { startOutboxWorker } = await import('./lib/outbox-worker');
    startOutboxWorker();
  }
}
