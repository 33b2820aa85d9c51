import { expect, test } from './support/fixtures';
import { randomBytes } from 'node:crypto';
import { adminToasts } from '../lib/texts';
import { waitForMail } from '../test/mail-sink';
import { testDb, uniqueIp } from './support/database';
import { expectToast, rowWith } from './support/dashboard';
import { E2E_CRON_SECRET } from './support/stack';

// The mail outbox (docs/decisions/0040-outbox.md): admins see what could not be sent and send it again; Vercel's cron
// route sends due mails for the scheduler only.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

/** A mail the worker gave up on after every attempt, as the outbox keeps it. */
async function failedMail() {
  const marker = randomBytes(4).toString('hex');
  const mail = {
    key: `test:failed:${marker}`,
    to: `gave-up-${marker}@example.com`,
    subject: `Delivered: 3 x Grout Float ${marker}`,
    text: `Your order has been delivered. ${marker}`,
    messageId: `<${marker}@mrittika.test>`,
    status: 'failed',
    attempts: 12,
    dueAt: new Date(Date.now() - 3_600_000),
    lastError: 'connect ECONNREFUSED 10.0.0.25:587',
    createdAt: new Date(Date.now() - 36_000_000),
    updatedAt: new Date(),
  };
  await (await testDb()).collection('outboxmails').insertOne(mail);
  return mail;
}

test('an admin sees a failed mail on Mail Outbox and sends it again with Retry now', async ({ page, signedIn }) => {
  const mail = await failedMail();
  await signedIn({ name: 'Postmaster', role: 'admin' });
  await page.goto('/dashboard/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail Outbox' })).toBeVisible();
  const row = rowWith(page, 'outbox-row', mail.subject);
  await expect(row).toContainText(mail.to);
  await expect(row).toContainText('connect ECONNREFUSED 10.0.0.25:587');
  await expect(row.getByTestId('outbox-state')).toHaveText('Failed');

  await row.getByRole('button', { name: `Retry now: ${mail.subject} to ${mail.to}` }).click();
  await expectToast(page, adminToasts.mailRetried);
  const arrived = await waitForMail(mail.to);
  expect(arrived.subject).toBe(mail.subject);
  expect(arrived.messageId).toBe(mail.messageId);
  await expect.poll(async () => (await (await testDb()).collection('outboxmails').findOne({ key: mail.key }))?.status).toBe('sent');
  await page.reload();
  await expect(rowWith(page, 'outbox-row', mail.subject)).toHaveCount(0);
});

test('the cron route answers the scheduler only: no, a wrong or a look-alike secret is 401; the right one runs the outbox', async ({ request }) => {
  for (const authorization of [undefined, 'Bearer wrong', `Bearer ${E2E_CRON_SECRET}x`, E2E_CRON_SECRET, `Basic ${E2E_CRON_SECRET}`]) {
    const answer = await request.get('/api/cron/outbox', { headers: authorization ? { authorization } : {} });
    expect(answer.status(), authorization ?? '(none)').toBe(401);
    expect((await answer.json()).error).toContain('Only the scheduler');
  }
  const run = await request.get('/api/cron/outbox', { headers: { authorization: `Bearer ${E2E_CRON_SECRET}` } });
  expect(run.status()).toBe(200);
  const answer = await run.json();
  // The payments' schedule runs with it (docs/payments.md): unpaid orders expired, refunds followed, attempts settled,
  // and the units a stopped checkout left held given back.
  expect(answer).toEqual({
    expired: expect.any(Number),
    refunded: expect.any(Number),
    settled: expect.any(Number),
    released: expect.any(Number),
    relayed: expect.any(Number),
    sent: expect.any(Number),
    retrying: expect.any(Number),
    failed: expect.any(Number),
  });
  // And the API document says so.
  const documented = (await (await request.get('/api/openapi.json')).json()).paths['/api/cron/outbox'].get.responses['200'].content['application/json']
    .schema;
  expect(Object.keys(documented.properties).sort()).toEqual(Object.keys(answer).sort());
});
