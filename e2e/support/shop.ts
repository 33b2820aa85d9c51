/** Helpers for the public shop's browser tests: the test database, signing in, and the three screen widths. */
import { expect, type Page } from '@playwright/test';
import mongoose from 'mongoose';

/** Phone, tablet and desktop widths the shop is checked at. */
export const SCREENS = [
  { name: 'phone', width: 375, height: 800 },
  { name: 'tablet', width: 768, height: 1000 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

let connection: mongoose.Connection | undefined;

/** The database the test server uses (its own connection, so the app's models are not needed here). */
export async function shopDatabase(): Promise<mongoose.Connection> {
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('E2E_MONGODB_URI is not set: the stack starts in the Playwright global set-up.');
  connection ??= await mongoose.createConnection(uri).asPromise();
  return connection;
}

export type StoredTool = { _id: mongoose.Types.ObjectId; name: string; desc: string; price: number; minimum: number; stock: number; img: string };

export async function toolsInDatabase(): Promise<StoredTool[]> {
  return (await shopDatabase()).collection<StoredTool>('tools').find().toArray();
}

/** Signs the page's browser in through next-auth's own credentials endpoint (the login page is not ours to test). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const response = await page.request.post('/api/auth/callback/credentials', {
    form: { email, password, csrfToken, callbackUrl: '/' },
    maxRedirects: 0,
  });
  expect([200, 302, 303]).toContain(response.status());
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name.includes('session-token')), `signed in as ${email}`).toBe(true);
}

/** All JSON-LD objects of the page, parsed (fails the test when one is not valid JSON). */
export async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}
