import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { toasts } from '../lib/texts';
import { waitForMail } from '../test/mail-sink';
import { E2E_CONTACT_TO } from './support/stack';
import { shopDatabase } from './support/shop';

// Each send counts against the shop's limit of 5 messages per sender (IP) in 10 minutes, and every test here
// comes from 127.0.0.1: send only where the test is about sending.

test('the contact form names what is missing or wrong, and sends nothing until it is right', async ({ page }) => {
  const marker = randomUUID();
  await page.goto('/contact');
  const form = page.getByRole('region', { name: 'Send Us Your Message!' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is Required')).toBeVisible();
  await expect(form.getByText('Email is Required')).toBeVisible();
  await expect(form.getByText('Message is Required')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Name').fill(`Tester ${marker}`);
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Provide a valid Email')).toBeVisible();
  await expect(form.getByText('Name is Required')).toBeHidden();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Provide a valid Email');

  await page.waitForTimeout(500);
  expect(await (await shopDatabase()).collection('contactmessages').countDocuments({ name: `Tester ${marker}` })).toBe(0);
});

test('a message sent from the home page is stored, e-mailed to the team and confirmed with a toast', async ({ page }) => {
  const marker = randomUUID();
  const text = `Do you deliver levelling kits to Rajshahi? Ref ${marker}`;
  await page.goto('/');
  const form = page.getByRole('region', { name: 'Send Us Your Message!' });
  await form.getByLabel('Name').fill('Sadia Rahman');
  await form.getByLabel('Email').fill('Sadia.Rahman@Example.com');
  await form.getByLabel('Message').fill(text);
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText(toasts.contactSent)).toBeVisible();
  // The form is ready for the next message.
  await expect(form.getByLabel('Message')).toHaveValue('');

  const mail = await waitForMail(E2E_CONTACT_TO, (received) => received.text.includes(marker));
  expect(mail.subject).toBe('Contact form: Sadia Rahman');
  expect(mail.text).toContain('sadia.rahman@example.com');
  expect(mail.text).toContain(text);

  const stored = await (await shopDatabase()).collection('contactmessages').findOne({ message: text });
  expect(stored).toMatchObject({ name: 'Sadia Rahman', email: 'sadia.rahman@example.com' });
  expect(stored?.mailedAt).toBeInstanceOf(Date);

  // sonner closes it after the spec's 5 seconds.
  await expect(page.getByText(toasts.contactSent)).toBeHidden({ timeout: 8_000 });
});
