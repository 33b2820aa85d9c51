/**
 * Accounts and tools for the auth journeys, straight from the test database (E2E_MONGODB_URI): unique accounts
 * per test, so that parallel tests never share state they change.
 */
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type { Page } from '@playwright/test';
import { hashPassword } from '../../lib/auth/password';
import { Tool } from '../../models/Tool';
import { User, type Role } from '../../models/User';

let connection: Promise<typeof mongoose> | undefined;

export function testDatabase(): Promise<typeof mongoose> {
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('E2E_MONGODB_URI is not set: the database starts in the Playwright global set-up.');
  connection ??= mongoose.connect(uri);
  return connection;
}

/** An e-mail nobody has used, in the form the signup pattern accepts (lowercase letters and digits). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}${randomBytes(5).toString('hex')}@mrittika.com`;
}

/**
 * A benchmarking-range address per test file, sent as X-Forwarded-For. The test server trusts one proxy hop
 * (TRUSTED_PROXY_HOPS=1), so this entry counts as the client's address, as if our proxy had written it, and the
 * rate limits count this file alone.
 */
export function uniqueIp(): string {
  const [a = 0, b = 0] = randomBytes(2);
  return `198.18.${a}.${b}`;
}

export async function createAccount(options: { name?: string; password?: string; role?: Role; email?: string } = {}) {
  await testDatabase();
  const account = {
    email: options.email ?? uniqueEmail('user'),
    name: options.name ?? `Tester ${randomBytes(3).toString('hex')}`,
    password: options.password ?? `pw-${randomBytes(6).toString('hex')}`,
    role: options.role ?? ('customer' as Role),
  };
  await User.create({ ...account, passwordHash: await hashPassword(account.password) });
  return account;
}

export async function findAccount(email: string) {
  await testDatabase();
  return User.findOne({ email }).select('+passwordHash +googleId').lean();
}

export async function makeAdmin(email: string): Promise<void> {
  await testDatabase();
  await User.updateOne({ email }, { $set: { role: 'admin' } });
}

export async function anyToolId(): Promise<string> {
  await testDatabase();
  const tool = await Tool.findOne().sort({ name: 1 }).lean();
  if (!tool) throw new Error('The test database has no tools: was it seeded?');
  return tool._id.toString();
}

/** Logs in through the login form and waits until the navigation shows the account. */
export async function logIn(page: Page, email: string, password: string, path = '/login'): Promise<void> {
  if (path) await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByTestId('nav-dashboard').waitFor();
}
