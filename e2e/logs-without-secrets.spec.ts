import { randomBytes } from 'node:crypto';
import { expect, test } from './support/fixtures';
import type { Browser } from '@playwright/test';
import { toasts } from '../lib/texts';
import { openTestDatabase, type TestDatabase } from '../test/database-server';
import { startExtraServer, waitForOutput, type ExtraServer } from './support/extra-server';
import { formReady } from './support/shop';

// Nothing secret reaches a server's output (docs/decisions/0072-nothing-secret-in-logs.md): a visitor registers,
// asks for an API token, forgets the password, follows the reset link and logs in with the new one, on a development
// server as `npm run dev` runs it and on a production server as `npm start` runs it, both without SMTP_URL so that the
// reset mail is printed in the labelled block where it may be. Then the whole output is searched for the passwords
// typed, the session cookie, the API token, and the reset link outside that block.

// A development server compiles each page at its first request: minutes on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 900_000 });

const AUTH_SECRET = 'log-test-secret-0123456789abcdefghijklmn';
let db: TestDatabase;
const servers: ExtraServer[] = [];

test.beforeAll(async () => {
  db = await openTestDatabase('mrittika_logs');
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await db?.stop();
});

/** The labelled block lib/infra/mail.ts writes for a mail it could not send (the one place a reset link may appear). */
const MAIL_BLOCK = String.raw`\[mail\] NOT SENT \(SMTP_URL is not set\); the message follows\nTo: (\S+)\n[\s\S]*?\n\[mail\] end of message`;

/** Every mail printed instead of sent, and the output without them. */
function splitMailBlocks(output: string): { blocks: string[]; rest: string } {
  const block = new RegExp(MAIL_BLOCK, 'g');
  return { blocks: output.match(block) ?? [], rest: output.replace(block, '') };
}

/** The printed mail to `email`, once it has appeared. */
async function waitForMail(server: ExtraServer, email: string, timeoutMs: number): Promise<string> {
  await waitForOutput(server, /\[mail\] end of message/, timeoutMs);
  const mail = splitMailBlocks(server.output()).blocks.find((block) => block.includes(`\nTo: ${email}\n`));
  if (!mail) throw new Error(`No printed mail to ${email}:\n${server.output()}`);
  return mail;
}

async function journey(browser: Browser, server: ExtraServer, slow: number) {
  const email = `log-${randomBytes(4).toString('hex')}@example.com`;
  const password = `typed-password-${randomBytes(6).toString('hex')}`;
  const newPassword = `new-password-${randomBytes(6).toString('hex')}`;

  const registering = await browser.newContext({ baseURL: server.url });
  const page = await registering.newPage();
  page.setDefaultTimeout(slow);
  await page.goto('/register');
  await formReady(page, 'main form', slow);
  await page.getByLabel('Name').fill('Log Watcher');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('link', { name: 'Dashboard: Log Watcher' })).toBeVisible({ timeout: slow });
  const session = (await registering.cookies()).find((cookie) => cookie.name.endsWith('authjs.session-token'));
  expect(session?.value.length).toBeGreaterThan(40);

  const answer = await page.request.put(`/api/user/${email}`, { data: { email }, headers: { origin: server.url }, timeout: slow });
  expect(answer.status()).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  await registering.close();

  const forgetting = await browser.newContext({ baseURL: server.url });
  const again = await forgetting.newPage();
  again.setDefaultTimeout(slow);
  await again.goto('/login');
  await formReady(again, 'main form', slow);
  await again.getByLabel('Email').fill(email);
  await again.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(again.getByText(toasts.resetEmailSent, { exact: true })).toBeVisible({ timeout: slow });
  const mail = await waitForMail(server, email, slow);
  const link = /http:\/\/\S+\/reset-password\?token=([\w-]+)/.exec(mail)!;
  expect(link, 'the printed mail holds the reset link').not.toBeNull();

  await again.goto(link[0]);
  await formReady(again, 'main form', slow);
  await again.getByLabel('New password', { exact: true }).fill(newPassword);
  await again.getByLabel('New password again').fill(newPassword);
  await again.getByRole('button', { name: 'Set new password' }).click();
  await expect(again).toHaveURL('/login?reset=done', { timeout: slow });
  await formReady(again, 'main form', slow);
  await again.getByRole('textbox', { name: 'Email' }).fill(email);
  await again.getByRole('textbox', { name: 'Password' }).fill(newPassword);
  await again.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(again.getByRole('link', { name: 'Dashboard: Log Watcher' })).toBeVisible({ timeout: slow });
  await forgetting.close();
  // Request lines are written a moment after their answers: one more request, whose own line is written after
  // theirs, is the signal that they are all in (its id is in its answer and in its line).
  const marker = await fetch(`${server.url}/api/health`);
  const markerId = marker.headers.get('x-request-id');
  expect(markerId).toBeTruthy();
  await waitForOutput(server, new RegExp(`"requestId":"${markerId}"`), slow);

  const output = server.output();
  const { blocks, rest } = splitMailBlocks(output);
  expect(blocks.filter((block) => block.includes(link[1]!))).toHaveLength(1);
  for (const [what, secret] of [
    ['the password typed at sign-up', password],
    ['the new password', newPassword],
    ['the session cookie', session!.value.slice(0, 40)],
    ['the API token', token.slice(0, 40)],
  ] as const) {
    expect(output.includes(secret), `${what} in the output:\n${output}`).toBe(false);
  }
  expect(rest.includes(link[1]!), `the reset token outside the printed mail:\n${output}`).toBe(false);
  // Nor the account's e-mail address: log lines name accounts by id (docs/operations.md).
  expect(rest.toLowerCase().includes(email.toLowerCase()), `the e-mail address outside the printed mail:\n${output}`).toBe(false);
  expect(rest).not.toMatch(/reset-password\?token=/);
}

test('a development server (`npm run dev`) prints no password, session, token or reset link outside its printed mail', async ({ browser }) => {
  const server = await startExtraServer({
    runner: 'next-dev',
    env: { MONGODB_URI: db.uri, AUTH_SECRET },
    startTimeoutMs: 600_000,
  });
  servers.push(server);
  await journey(browser, server, 300_000);
});

test('a production server (`npm start`) prints no password, session, token or reset link outside its printed mail', async ({ browser }) => {
  const server = await startExtraServer({
    runner: 'next-start',
    env: (url) => ({ MONGODB_URI: db.uri, AUTH_SECRET, SITE_URL: url }),
  });
  servers.push(server);
  await journey(browser, server, 30_000);
});
