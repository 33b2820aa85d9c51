import { configuredSiteUrl, isPreviewDeployment } from '../domain/site';
import { log } from '@/lib/infra/log';

/**
 * What a production server checks when it starts (instrumentation.ts): every missing variable is named in one
 * message. It stops only for what the shop cannot run without (its database, and the secret that signs sessions);
 * for the rest it warns and runs, because each has a fallback: a preview, for example, has no SITE_URL (Vercel's
 * own URL is used), no SMTP server (mails go to the log) and no CONTACT_TO, and must still serve.
 */
export type EnvironmentReport = {
  /** Without these the server stops. */
  required: string[];
  /** The server runs without these, in the way each line says. */
  degraded: string[];
  /** Features that are simply off until these are set (customers are shown nothing about them). */
  off: string[];
};

/** Where a server without Google credentials says how to offer Google sign-in (its pages just leave the button out). */
export const GOOGLE_SIGN_IN_HINT =
  'AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET: Google sign-in is off; set AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET to offer Continue with Google.';

export function reportEnvironment(env: NodeJS.ProcessEnv = process.env): EnvironmentReport {
  const required: string[] = [];
  const degraded: string[] = [];
  const off: string[] = [];
  if (!env.MONGODB_URI) required.push('MONGODB_URI: the connection string of the shop\'s MongoDB, database name included.');
  if (!env.AUTH_SECRET) {
    required.push('AUTH_SECRET: signs sessions and API tokens; make one with `openssl rand -base64 32`.');
  }
  if (!configuredSiteUrl()) {
    degraded.push('SITE_URL: the sitemap and the pages rendered per request point at http://127.0.0.1:3000, and password reset mails cannot be sent.');
  }
  if (!env.SMTP_URL) {
    degraded.push('SMTP_URL: mails (password resets, contact messages) are written to this log instead of being sent.');
  }
  if (!env.CONTACT_TO) degraded.push('CONTACT_TO: contact messages are stored in the database, not e-mailed.');
  if (!env.ORDERS_EMAIL) degraded.push('ORDERS_EMAIL: the team is not mailed about new orders, payments and quotes.');
  if (env.VERCEL !== '1' && !env.TRUSTED_PROXY_HOPS) {
    degraded.push(
      'TRUSTED_PROXY_HOPS: every client counts as one address for the rate limits, so one client\'s failures can refuse an account or the contact form to everyone; set it to the number of your reverse proxies (README, Client addresses).',
    );
  }
  if (env.VERCEL === '1' && !env.CRON_SECRET) {
    degraded.push('CRON_SECRET: on Vercel the outbox of mails is sent by a cron call that needs it; mails wait until a request sends them.');
  }
  if (!env.SSLCOMMERZ_STORE_ID?.trim()) {
    degraded.push(
      'SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD: online payment is off, so customers can only pay cash on delivery; set them to take cards, bKash, Nagad and Rocket through SSLCommerz (README, Deploying).',
    );
  } else if (!env.SSLCOMMERZ_STORE_PASSWORD) {
    degraded.push('SSLCOMMERZ_STORE_PASSWORD: the store id is set without its password, so the gateway will refuse every online payment.');
  }
  if (!env.AUTH_GOOGLE_ID && !env.AUTH_GOOGLE_SECRET) {
    off.push(GOOGLE_SIGN_IN_HINT);
  } else if (Boolean(env.AUTH_GOOGLE_ID) !== Boolean(env.AUTH_GOOGLE_SECRET)) {
    degraded.push('AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET: only one of the two is set, so Google sign-in is off.');
  } else if (env.AUTH_GOOGLE_ID && isPreviewDeployment() && !env.AUTH_REDIRECT_PROXY_URL) {
    degraded.push('AUTH_REDIRECT_PROXY_URL: Google sign-in on a preview needs the production callback to relay it (README, Deploying).');
  }
  return { required, degraded, off };
}

/** The one message that names everything missing; empty when nothing is. */
export function environmentMessage({ required, degraded, off }: EnvironmentReport): string {
  const lines: string[] = [];
  if (required.length > 0) {
    lines.push('Cannot start: these environment variables are required and not set:', ...required.map((line) => `  - ${line}`));
  }
  if (degraded.length > 0) {
    lines.push(
      required.length > 0 ? 'Also not set:' : 'Starting without these environment variables:',
      ...degraded.map((line) => `  - ${line}`),
    );
  }
  if (off.length > 0) lines.push('Off until set:', ...off.map((line) => `  - ${line}`));
  return lines.join('\n');
}

/**
 * A production server without what it needs stops at once with one clear message, not a stack trace per request.
 * A development server (whose launcher provides the database and secret, and which mails to its log by design) only
 * names the features that are off.
 */
export function checkServerEnvironment(): void {
  // `next build` loads instrumentation too; only a running server needs its variables.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.NODE_ENV !== 'production') {
    const { off } = reportEnvironment();
    if (off.length > 0) log('info', `[startup] ${environmentMessage({ required: [], degraded: [], off })}`);
    return;
  }
  const report = reportEnvironment();
  const message = environmentMessage(report);
  if (report.required.length > 0) {
    log('error', `[startup] ${message}`);
    process.exit(1);
  }
  if (message) log('warn', `[startup] ${message}`);
}
