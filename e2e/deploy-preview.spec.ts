import { request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import mongoose from 'mongoose';
import { toasts } from '../lib/texts';
import { openTestDatabase, type TestDatabase } from '../test/database-server';
import { databaseCommand, signedInClient, startExtraServer, waitForOutput, type ExtraServer } from './support/extra-server';
import { E2E_BASE_URL } from './support/stack';

// A pull-request preview as the workflow makes it: its own database given indexes and demo data by the compiled
// commands (plain `node`, no devDependencies), then the build served with Vercel's run-time variables of a preview
// and nothing else: no SITE_URL, no SMTP_URL, no CONTACT_TO. It must serve, link to its branch URL from everything it
// renders per request, keep search engines out, and write the reset mail it cannot send to its log. Its prerendered
// pages carry the address of the build (docs/decisions/0082-prerendered-pages-carry-the-build-address.md): the
// workflow builds previews with production's, these tests' build has E2E_BASE_URL.
const BRANCH_HOST = 'mrittika-git-feature-x-mrittika.vercel.app';
const ADMIN = { email: 'reviewer@mrittika.test', password: 'preview-admin-password-7731' };

// Each file starts servers and databases of its own: its hooks get the time that takes on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let db: TestDatabase;
let preview: ExtraServer;

const dbCommand = (args: string[], env?: Record<string, string>) => databaseCommand(db.uri, args, env);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  db = await openTestDatabase('mrittika_pr_preview');
  const indexes = await dbCommand(['sync-indexes']);
  expect(indexes.status, indexes.output).toBe(0);
  expect(indexes.output).toMatch(/^users: built email_1/m);
  const seeded = await dbCommand(['seed-demo'], { SEED_ADMIN_EMAIL: ADMIN.email, SEED_ADMIN_PASSWORD: ADMIN.password });
  expect(seeded.status, seeded.output).toBe(0);
  expect(seeded.output).toMatch(/10 tools, 7 reviews, 1 users/);

  preview = await startExtraServer({
    runner: 'next-start',
    env: {
      MONGODB_URI: db.uri,
      AUTH_SECRET: 'preview-only-secret-0123456789abcdefghij',
      VERCEL: '1',
      VERCEL_ENV: 'preview',
      VERCEL_URL: 'mrittika-abc123-mrittika.vercel.app',
      VERCEL_BRANCH_URL: BRANCH_HOST,
      VERCEL_PROJECT_PRODUCTION_URL: 'shop.mrittika.example',
    },
  });
});

test.afterAll(async () => {
  await preview?.stop();
  await db?.stop();
});

test('starts, naming what it runs without, and refuses the demo seed the development password', async () => {
  const output = preview.output();
  expect(output).toContain('[startup] Starting without these environment variables:');
  expect(output).toContain('- SMTP_URL:');
  expect(output).toContain('- CONTACT_TO:');
  expect(output).not.toContain('- SITE_URL:');
  expect(output).not.toContain('Cannot start');
  const refused = await dbCommand(['seed-demo'], { SEED_ADMIN_PASSWORD: 'admin-dev-2026' });
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('Refusing the development password');
});

test('serves prerendered pages with the build\'s address, its sitemap and per-request pages with the branch URL, and keeps search engines out', async () => {
  const client = await request.newContext({ baseURL: preview.url });
  const blog = await client.get('/blog');
  expect(blog.status()).toBe(200);
  expect(blog.headers()['x-robots-tag']).toBe('noindex');
  const html = await blog.text();
  // /blog is prerendered: its canonical link is the build's address, not the branch URL the server learns when it
  // runs (decision 0082; a real preview's build is given production's address, harmless under noindex).
  expect(html).toContain(`<link rel="canonical" href="${E2E_BASE_URL}/blog"/>`);
  expect(html).not.toContain('127.0.0.1:3000');

  const home = await client.get('/');
  expect(home.status()).toBe(200);
  expect(home.headers()['x-robots-tag']).toBe('noindex');
  expect(await home.text()).toContain('All tools');
  // The demo catalogue, found as a shopper finds it: the catalogue's search.
  const found = await client.get('/tools?q=Square%20Notched%20Trowel');
  expect(found.status()).toBe(200);
  const foundHtml = await found.text();
  expect(foundHtml).toContain('Square Notched Trowel 10 mm');
  // A page rendered per request (its metadata reads the query) links to the branch URL the server knows.
  expect(foundHtml).toContain(`<link rel="canonical" href="https://${BRANCH_HOST}/tools"/>`);

  const robots = await (await client.get('/robots.txt')).text();
  expect(robots).toMatch(/User-Agent: \*\nDisallow: \/\n/);
  expect(robots).not.toMatch(/Sitemap/i);
  const sitemap = await (await client.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>https://${BRANCH_HOST}/sitemaps/pages.xml</loc>`);
  expect(await (await client.get('/sitemaps/pages.xml')).text()).toContain(`<loc>https://${BRANCH_HOST}/review</loc>`);
  await client.dispose();
});

test('signs in the admin the demo seed made, with the password the deployment chose', async () => {
  const client = await signedInClient(preview, ADMIN);
  const session = (await (await client.get('/api/auth/session')).json()) as { user?: { email?: string; role?: string } } | null;
  expect(session?.user).toMatchObject({ email: ADMIN.email, role: 'admin' });
  await client.dispose();
});

test('writes the password reset mail it cannot send to its log, with a link to the branch URL', async ({ page }) => {
  await page.goto(`${preview.url}/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText(toasts.resetEmailSent, { exact: true })).toBeVisible();
  const [, link] = await waitForOutput(
    preview,
    /\[mail\] NOT SENT \(SMTP_URL is not set\)[^\n]*\nTo: reviewer@mrittika\.test\nSubject: Reset your Mrittika Ceramic Tools password\n[\s\S]*?(https:\/\/\S+\/reset-password\?token=[\w-]+)/,
  );
  expect(new URL(link!).host).toBe(BRANCH_HOST);
});

test('its database goes when the pull request closes, and only a preview database can go that way', async () => {
  const wrongPrefix = await dbCommand(['drop-database', '--prefix', 'mrittika_pr_9999']);
  expect(wrongPrefix.status).toBe(1);
  const dropped = await dbCommand(['drop-database', '--prefix', 'mrittika_pr_']);
  expect(dropped.status, dropped.output).toBe(0);
  const client = await new mongoose.mongo.MongoClient(db.uri).connect();
  try {
    expect(await client.db().collection('tools').countDocuments()).toBe(0);
  } finally {
    await client.close();
  }
});

test('a server that is not a preview (the browser tests\' own) lets search engines in', async () => {
  const client = await request.newContext({ baseURL: E2E_BASE_URL });
  expect((await client.get('/blog')).headers()['x-robots-tag']).toBeUndefined();
  expect(await (await client.get('/robots.txt')).text()).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  await client.dispose();
});
