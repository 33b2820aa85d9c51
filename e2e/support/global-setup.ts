import { E2E_BASE_URL } from './address';
import { startStack } from './stack';

/**
 * Starts the stack once for all browser tests; tests reach its database through E2E_MONGODB_URI, the mail
 * it sent through E2E_MAIL_DIR (see mail-sink.ts) and the payment gateway's stand-in through E2E_GATEWAY_URL.
 */
export default async function globalSetup() {
  const stack = await startStack();
  try {
    await checkBuildAddress();
  } catch (error) {
    await stack.stop();
    throw error;
  }
  process.env.E2E_MONGODB_URI = stack.db.uri;
  process.env.E2E_MAIL_DIR = stack.mailDir;
  process.env.E2E_SMTP_URL = stack.smtpUrl;
  process.env.E2E_GATEWAY_URL = stack.gatewayUrl;
  return () => stack.stop();
}

/**
 * Prerendered pages carry the address their build knew (docs/decisions/0082-prerendered-pages-carry-the-build-address.md):
 * a build made for another address (a plain `npm run build`, another E2E_PORT) would fail every canonical-link
 * assertion one by one. One clear message instead.
 */
async function checkBuildAddress() {
  const html = await (await fetch(`${E2E_BASE_URL}/about`)).text();
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  if (canonical !== `${E2E_BASE_URL}/about`) {
    throw new Error(
      `The build's prerendered /about has the canonical link ${canonical ?? '(none)'}, not ${E2E_BASE_URL}/about: it was ` +
        `built for another address. Build it for the tests with \`npm run test:e2e\` (or \`npx tsx e2e/support/build.ts\`).`,
    );
  }
}
