/**
 * Who calls the API in the API tests: accounts created straight in the test database (unique per run, so tests
 * in parallel never share them), signed in through next-auth's credentials endpoint like a browser, and given
 * a bearer token through `PUT /api/user/{email}` like an old client.
 */
import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import mongoose from 'mongoose';
import { hashPassword } from '../../lib/auth/password';
import { E2E_BASE_URL } from './stack';

export type Role = 'admin' | 'customer';

export type Actor = {
  email: string;
  password: string;
  role: Role;
  /** A request context holding the session cookie (signed in as a browser is). */
  session: APIRequestContext;
  /** The bearer token the API issued to this account. */
  token: string;
  /** Headers that authenticate with the bearer token. */
  bearer: Record<string, string>;
};

/** A short random tag; put it in every name and e-mail a test creates so its records can be found. */
export function runTag(): string {
  return randomUUID().replace(/-/g, '').slice(0, 10);
}

let client: mongoose.mongo.MongoClient | undefined;

/** The test database (the one the server under test uses), through the plain MongoDB driver. */
export async function testDb(): Promise<mongoose.mongo.Db> {
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('E2E_MONGODB_URI is not set: the stack starts in the Playwright global set-up.');
  client ??= await new mongoose.mongo.MongoClient(uri).connect();
  return client.db();
}

export async function closeTestDb(): Promise<void> {
  await client?.close();
  client = undefined;
}

/** An account straight in the database, with an argon2id password hash as the sign-up would store. */
export async function createAccount(tag: string, label: string, role: Role = 'customer') {
  const email = `${label}-${tag}@mrittika.test`;
  const password = `pw-${tag}-${label}`;
  const now = new Date();
  await (await testDb()).collection('users').insertOne({
    email,
    name: `${label} ${tag}`,
    passwordHash: await hashPassword(password),
    role,
    createdAt: now,
    updatedAt: now,
  });
  return { email, password, role };
}

/** A fresh request context signed in through next-auth's credentials endpoint (CSRF token, then the form). */
export async function signIn(email: string, password: string): Promise<APIRequestContext> {
  const session = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const { csrfToken } = (await (await session.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const answer = await session.post('/api/auth/callback/credentials', {
    form: { csrfToken, email, password, callbackUrl: E2E_BASE_URL },
    maxRedirects: 0,
  });
  if (answer.status() >= 400) throw new Error(`sign-in answered ${answer.status()}`);
  const who = (await (await session.get('/api/auth/session')).json()) as { user?: { email?: string } } | null;
  if (who?.user?.email !== email) throw new Error(`sign-in as ${email} did not give a session`);
  return session;
}

/** Creates, signs in and gets a token for an account. */
export async function createActor(tag: string, label: string, role: Role = 'customer'): Promise<Actor> {
  const account = await createAccount(tag, label, role);
  const session = await signIn(account.email, account.password);
  const answer = await session.put(`/api/user/${encodeURIComponent(account.email)}`, { data: { email: account.email } });
  if (answer.status() !== 200) throw new Error(`token request answered ${answer.status()}: ${await answer.text()}`);
  const { token } = (await answer.json()) as { token: string };
  return { ...account, session, token, bearer: { authorization: `Bearer ${token}` } };
}

export async function disposeActors(...actors: (Actor | undefined)[]): Promise<void> {
  await Promise.all(actors.map((actor) => actor?.session.dispose()));
}

const OWN_COLLECTIONS = ['tools', 'reviews', 'orders', 'users'] as const;

/**
 * Every document, in the collections the API writes, that mentions the tag (in any field): what a test owns.
 * Comparing two of these tells whether a call wrote anything of the test's, whatever the other tests running
 * at the same time do to theirs.
 */
export async function snapshot(tag: string): Promise<Record<string, string[]>> {
  const db = await testDb();
  const result: Record<string, string[]> = {};
  for (const name of OWN_COLLECTIONS) {
    const docs = await db.collection(name).find().sort({ _id: 1 }).toArray();
    result[name] = docs.map((doc) => JSON.stringify(doc)).filter((text) => text.includes(tag));
  }
  return result;
}

/**
 * Takes a test's tools and reviews off the shared database when it is done, so that the public pages other tests
 * look at do not fill up with them. (Orders and accounts stay: no public page shows them.)
 */
export async function removePublicRecords(tag: string): Promise<void> {
  const db = await testDb();
  const mentions = new RegExp(tag.replace(/[^a-z0-9]/gi, ''));
  await db.collection('tools').deleteMany({ $or: [{ name: mentions }, { desc: mentions }] });
  await db.collection('reviews').deleteMany({ $or: [{ email: mentions }, { review: mentions }] });
}
