import nodemailer from 'nodemailer';
import { expect, test } from './support/fixtures';
import { waitForMail } from '../test/mail-sink';

// The sink the journeys rely on: what nodemailer sends through SMTP arrives readable, long links intact.
test('the loopback SMTP sink receives and decodes mail sent through SMTP', async () => {
  const smtpUrl = process.env.E2E_SMTP_URL;
  expect(smtpUrl, 'E2E_SMTP_URL is set by the global set-up').toBeTruthy();
  const link = `http://127.0.0.1:3100/reset-password?token=${'a1b2c3d4'.repeat(12)}`;
  await nodemailer.createTransport(smtpUrl!).sendMail({
    from: 'shop@mrittika.test',
    to: 'sink-check@mrittika.test',
    subject: 'Sink check — ৳ tiles',
    text: `Follow ${link} within the hour.`,
  });
  const mail = await waitForMail('sink-check@mrittika.test');
  expect(mail.subject).toBe('Sink check — ৳ tiles');
  expect(mail.text).toContain(link);
});
