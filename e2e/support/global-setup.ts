import { startStack } from './stack';

/**
 * Starts the stack once for all browser tests; tests reach its database through E2E_MONGODB_URI and the mail
 * it sent through E2E_MAIL_DIR (see mail-sink.ts).
 */
export default async function globalSetup() {
  const stack = await startStack();
  process.env.E2E_MONGODB_URI = stack.db.uri;
  process.env.E2E_MAIL_DIR = stack.mailDir;
  process.env.E2E_SMTP_URL = stack.smtpUrl;
  return () => stack.stop();
}
