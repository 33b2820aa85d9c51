/**
 * What the browser tests run against: the production build (`npm run test:e2e` makes it with SITE_URL at this
 * server's address, see build.ts) served by `next start` on loopback, on an isolated database (embedded, or on
 * TEST_MONGODB_URI's server) filled with the demo catalogue and given the indexes the models declare (production
 * servers do not build them by themselves).
 */
import mongoose from 'mongoose';
import { openTestDatabase, type TestDatabase } from '../../test/database-server';
import { syncAllIndexes } from '../../models';
import { seedDatabase } from '../../scripts/seed/seed-database';
import { startMailSink } from '../../test/mail-sink';
import { startOidcServer } from './oidc-server';
import { startSslcommerzGateway } from '../../test/sslcommerz-gateway';
import { startProductionServer, type ProductionServer } from '../../scripts/serve-production';
import { E2E_BASE_URL, E2E_PORT } from './address';

export { E2E_BASE_URL, E2E_PORT };

export type Stack = { db: TestDatabase; mailDir: string; smtpUrl: string; googleIssuer: string; gatewayUrl: string; stop(): Promise<void> };

/** Where the shop's own mail goes in the tests. */
export const E2E_CONTACT_TO = 'team@mrittika.test';

/** ORDERS_EMAIL of the test server: the team's inbox for orders and quotes. */
export const E2E_ORDERS_EMAIL = 'orders@mrittika.test';

/** CRON_SECRET of the test server: what Vercel Cron would send to /api/cron/outbox. */
export const E2E_CRON_SECRET = 'e2e-only-cron-secret-0123456789';

/** CORS_ORIGINS of the test server: the one other site whose pages may call the API with credentials. */
export const E2E_CORS_ORIGIN = 'https://partner.mrittika.test';

/** ADMIN_EMAILS of the test server: registering with this e-mail makes an admin. */
export const E2E_ADMIN_EMAIL = 'founder@mrittika.com';

export async function startStack(): Promise<Stack> {
  const db = await openTestDatabase('mrittika_e2e');
  await mongoose.connect(db.uri);
  await seedDatabase();
  await syncAllIndexes();
  await mongoose.disconnect();
  const mail = await startMailSink();
  // Google sign-in goes through the whole redirect flow against a loopback OpenID Connect server.
  const google = await startOidcServer({ redirectUri: `${E2E_BASE_URL}/api/auth/callback/google` });
  // Online payments go to a loopback stand-in of SSLCommerz, one variable away from the real gateway (docs/payments.md).
  const gateway = await startSslcommerzGateway();

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    MONGODB_URI: db.uri,
    SITE_URL: E2E_BASE_URL,
    AUTH_SECRET: 'e2e-only-secret-not-for-production-0123456789',
    AUTH_URL: E2E_BASE_URL,
    SMTP_URL: mail.smtpUrl,
    CONTACT_TO: E2E_CONTACT_TO,
    ORDERS_EMAIL: E2E_ORDERS_EMAIL,
    CRON_SECRET: E2E_CRON_SECRET,
    AUTH_GOOGLE_ID: google.clientId,
    AUTH_GOOGLE_SECRET: google.clientSecret,
    AUTH_GOOGLE_ISSUER: google.issuer,
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    CORS_ORIGINS: E2E_CORS_ORIGIN,
    SSLCOMMERZ_STORE_ID: gateway.storeId,
    SSLCOMMERZ_STORE_PASSWORD: gateway.storePassword,
    SSLCOMMERZ_BASE_URL: gateway.baseUrl,
    // As behind one reverse proxy of our own: the last X-Forwarded-For entry is the client's address, so each
    // test can come from an address of its own (accounts.ts uniqueIp) and the limits count it alone.
    TRUSTED_PROXY_HOPS: '1',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  let server: ProductionServer;
  try {
    server = await startProductionServer({ port: E2E_PORT, env, echoErrors: '[next] ' });
  } catch (error) {
    await Promise.all([db.stop(), mail.stop(), google.stop(), gateway.stop()]);
    throw error;
  }
  return {
    db,
    mailDir: mail.dir,
    smtpUrl: mail.smtpUrl,
    googleIssuer: google.issuer,
    gatewayUrl: gateway.baseUrl,
    async stop() {
      await server.stop();
      await Promise.all([db.stop(), mail.stop(), google.stop(), gateway.stop()]);
    },
  };
}
