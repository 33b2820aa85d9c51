/**
 * What the browser tests run against: the production build (`next build` must have run) served by
 * `next start` on loopback, on an isolated embedded database filled with the demo catalogue.
 */
import mongoose from 'mongoose';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../scripts/embedded-db';
import { seedDatabase } from '../../scripts/seed/seed-database';
import { startMailSink } from '../../test/mail-sink';
import { startOidcServer } from './oidc-server';
import { startProductionServer, type ProductionServer } from '../../scripts/serve-production';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export type Stack = { db: EmbeddedDatabase; mailDir: string; smtpUrl: string; googleIssuer: string; stop(): Promise<void> };

/** Where the shop's own mail goes in the tests. */
export const E2E_CONTACT_TO = 'team@mrittika.test';

/** ADMIN_EMAILS of the test server: registering with this e-mail makes an admin. */
export const E2E_ADMIN_EMAIL = 'founder@mrittika.com';

export async function startStack(): Promise<Stack> {
  const db = await startEmbeddedDatabase({ dbName: 'mrittika_e2e' });
  await mongoose.connect(db.uri);
  await seedDatabase();
  await mongoose.disconnect();
  const mail = await startMailSink();
  // Google sign-in goes through the whole redirect flow against a loopback OpenID Connect server.
  const google = await startOidcServer({ redirectUri: `${E2E_BASE_URL}/api/auth/callback/google` });

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    MONGODB_URI: db.uri,
    SITE_URL: E2E_BASE_URL,
    AUTH_SECRET: 'e2e-only-secret-not-for-production-0123456789',
    AUTH_URL: E2E_BASE_URL,
    SMTP_URL: mail.smtpUrl,
    CONTACT_TO: E2E_CONTACT_TO,
    AUTH_GOOGLE_ID: google.clientId,
    AUTH_GOOGLE_SECRET: google.clientSecret,
    AUTH_GOOGLE_ISSUER: google.issuer,
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  let server: ProductionServer;
  try {
    server = await startProductionServer({ port: E2E_PORT, env, echoErrors: '[next] ' });
  } catch (error) {
    await Promise.all([db.stop(), mail.stop(), google.stop()]);
    throw error;
  }
  return {
    db,
    mailDir: mail.dir,
    smtpUrl: mail.smtpUrl,
    googleIssuer: google.issuer,
    async stop() {
      await server.stop();
      await Promise.all([db.stop(), mail.stop(), google.stop()]);
    },
  };
}
