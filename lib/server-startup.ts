import { MISSING_URI_MESSAGE } from './db';

/** A production server without a database stops at once with one clear line, not a stack trace per request. */
export function checkServerEnvironment(): void {
  // `next build` loads instrumentation too; only a running server needs the database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.NODE_ENV !== 'production') return;
  if (!process.env.MONGODB_URI) {
    console.error(`Cannot start: ${MISSING_URI_MESSAGE}`);
    process.exit(1);
  }
  if (!process.env.SITE_URL && !process.env.AUTH_URL) {
    console.warn('SITE_URL is not set: canonical URLs point at 127.0.0.1 and password reset mails cannot be sent.');
  }
  if (!process.env.AUTH_SECRET) {
    console.error('Cannot start: AUTH_SECRET is not set: sessions and API tokens are signed with it (`openssl rand -base64 32`).');
    process.exit(1);
  }
}
