import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { environmentMessage, GOOGLE_SIGN_IN_HINT, reportEnvironment } from './server-startup';

const VARIABLES = [
  'MONGODB_URI',
  'AUTH_SECRET',
  'SITE_URL',
  'AUTH_URL',
  'SMTP_URL',
  'CONTACT_TO',
  'ORDERS_EMAIL',
  'CRON_SECRET',
  'TRUSTED_PROXY_HOPS',
  'VERCEL',
  'AUTH_GOOGLE_ID',
  'AUTH_GOOGLE_SECRET',
  'AUTH_REDIRECT_PROXY_URL',
  'VERCEL_ENV',
  'VERCEL_URL',
  'VERCEL_BRANCH_URL',
  'VERCEL_PROJECT_PRODUCTION_URL',
  'SSLCOMMERZ_STORE_ID',
  'SSLCOMMERZ_STORE_PASSWORD',
];

describe('the start-up check of a production server', () => {
  beforeEach(() => {
    for (const name of VARIABLES) vi.stubEnv(name, '');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('names every missing variable in one message, and stops only for the database and the session secret', () => {
    const report = reportEnvironment();
    expect(report.required.map((line) => line.split(':')[0])).toEqual(['MONGODB_URI', 'AUTH_SECRET']);
    expect(report.degraded.map((line) => line.split(':')[0])).toEqual([
      'SITE_URL',
      'SMTP_URL',
      'CONTACT_TO',
      'ORDERS_EMAIL',
      'TRUSTED_PROXY_HOPS',
      'SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD',
    ]);
    const message = environmentMessage(report);
    expect(message).toMatch(/^Cannot start: these environment variables are required and not set:\n {2}- MONGODB_URI: /);
    for (const name of ['MONGODB_URI', 'AUTH_SECRET', 'SITE_URL', 'SMTP_URL', 'CONTACT_TO', 'ORDERS_EMAIL']) expect(message).toContain(`- ${name}:`);
  });

  it('lets a preview serve: Vercel gives it its URL, mails go to the log, so it only warns', () => {
    vi.stubEnv('MONGODB_URI', 'mongodb://127.0.0.1:27017/mrittika_pr_7');
    vi.stubEnv('AUTH_SECRET', 'preview-secret');
    vi.stubEnv('VERCEL_ENV', 'preview');
    vi.stubEnv('VERCEL', '1');
    vi.stubEnv('VERCEL_BRANCH_URL', 'mrittika-git-feature-x.vercel.app');
    const report = reportEnvironment();
    expect(report.required).toEqual([]);
    expect(report.degraded.map((line) => line.split(':')[0])).toEqual([
      'SMTP_URL',
      'CONTACT_TO',
      'ORDERS_EMAIL',
      'CRON_SECRET',
      'SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD',
    ]);
    expect(environmentMessage(report)).toMatch(/^Starting without these environment variables:\n/);
  });

  it('says when Google sign-in is half configured, or set on a preview without its redirect proxy', () => {
    vi.stubEnv('AUTH_GOOGLE_ID', 'client-id');
    expect(reportEnvironment().degraded.some((line) => line.startsWith('AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET'))).toBe(true);
    vi.stubEnv('AUTH_GOOGLE_SECRET', 'client-secret');
    vi.stubEnv('VERCEL_ENV', 'preview');
    expect(reportEnvironment().degraded.some((line) => line.startsWith('AUTH_REDIRECT_PROXY_URL'))).toBe(true);
    vi.stubEnv('AUTH_REDIRECT_PROXY_URL', 'https://shop.mrittika.example/api/auth');
    expect(reportEnvironment().degraded.some((line) => line.startsWith('AUTH_REDIRECT_PROXY_URL'))).toBe(false);
  });

  it('warns that only cash on delivery is offered without a gateway store, and when its password is missing', () => {
    const payments = () => reportEnvironment().degraded.filter((line) => line.startsWith('SSLCOMMERZ'));
    expect(payments()).toHaveLength(1);
    expect(payments()[0]).toMatch(/^SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD: online payment is off, so customers can only pay cash on delivery/);
    vi.stubEnv('SSLCOMMERZ_STORE_ID', 'mrittika0live');
    expect(payments().map((line) => line.split(':')[0])).toEqual(['SSLCOMMERZ_STORE_PASSWORD']);
    vi.stubEnv('SSLCOMMERZ_STORE_PASSWORD', 'store-password');
    expect(payments()).toEqual([]);
  });

  it('says, to whoever runs the server, how to turn Google sign-in on when it is off', () => {
    const report = reportEnvironment();
    expect(report.off).toEqual([GOOGLE_SIGN_IN_HINT]);
    expect(GOOGLE_SIGN_IN_HINT).toContain('set AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET to offer Continue with Google');
    expect(environmentMessage(report)).toMatch(/\nOff until set:\n {2}- AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET: /);
    vi.stubEnv('AUTH_GOOGLE_ID', 'client-id');
    expect(reportEnvironment().off).toEqual([]);
  });

  it('has nothing to say when everything is set', () => {
    for (const name of ['MONGODB_URI', 'AUTH_SECRET', 'SITE_URL', 'SMTP_URL', 'CONTACT_TO', 'ORDERS_EMAIL', 'TRUSTED_PROXY_HOPS', 'AUTH_GOOGLE_ID', 'AUTH_GOOGLE_SECRET', 'SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD']) {
      vi.stubEnv(name, 'set');
    }
    expect(environmentMessage(reportEnvironment())).toBe('');
  });
});
