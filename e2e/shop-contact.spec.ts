import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { toasts } from '../lib/texts';
import { waitForMail } from '../test/mail-sink';
import { E2E_CONTACT_TO } from './support/stack';
import { testDb, uniqueIp } from './support/database';

// Each send counts against the shop's limit of 5 messages per sender (IP) in 10 minutes, and every test here
// comes from 127.0.0.1: send only where the test is about sending.

test('the contact form names what is missing or wrong, and sends nothing until it is right', async ({ page }) => {
  const marker = randomUUID();
  // It sends once, at the end: from an address of its own, so that the other tests' sends keep their limit.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
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

  // A positive signal instead of a pause: the same form, put right, sends; the refused presses came before it, so once
  // its message is stored, one of theirs would be too.
  await form.getByLabel('Email').fill('tester@example.com');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const messages = (await testDb()).collection('contactmessages');
  await expect.poll(() => messages.countDocuments({ name: `Tester ${marker}`, email: 'tester@example.com' }), { timeout: 10_000 }).toBe(1);
  expect(await messages.countDocuments({ name: `Tester ${marker}` })).toBe(1);
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

  const stored = await (await testDb()).collection('contactmessages').findOne({ message: text });
  expect(stored).toMatchObject({ name: 'Sadia Rahman', email: 'sadia.rahman@example.com' });
  expect(stored?.mailedAt).toBeInstanceOf(Date);

  // sonner closes it after 5 seconds (lib/texts/en.ts).
  await expect(page.getByText(toasts.contactSent)).toBeHidden({ timeout: 8_000 });
});

// Typing at full speed right after the page arrives, without waiting for its script: as soon as the HTML commits,
// when the document is parsed, and at the load event. Every character stays where it was typed. (The form that
// swapped itself in lost characters here in 9 of 15 trials.)
const ARRIVALS = ['commit', 'domcontentloaded', 'load'] as const;
for (const path of ['/', '/contact']) {
  test(`typing into the form of ${path} as the page loads loses nothing`, async ({ page }) => {
    test.setTimeout(120_000);
    for (let trial = 1; trial <= 6; trial += 1) {
      const arrival = ARRIVALS[trial % ARRIVALS.length]!;
      const values = {
        Message: `Trial ${trial}: do you stock 3 mm tile spacers, 2,000 pieces, for delivery to Khulna next week?`,
        Name: `Nusrat Jahan ${trial}`,
        Email: `Nusrat.Jahan+${trial}@Example.com.bd`,
      };
      await page.goto(path, { waitUntil: arrival });
      const form = page.getByRole('region', { name: 'Send Us Your Message!' });
      // pressSequentially waits only until the field is visible, focuses it and types key by key without a pause.
      for (const [label, text] of Object.entries(values)) await form.getByLabel(label).pressSequentially(text);
      for (const [label, text] of Object.entries(values)) {
        await expect(form.getByLabel(label), `trial ${trial} (${arrival})`).toHaveValue(text, { timeout: 1_000 });
      }
      await expect(form.getByLabel('Email'), 'the caret stays in the last field typed into').toBeFocused();
    }
  });
}

test('a press of Send before the page can send keeps the visitor and the text where they are', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  const form = page.getByRole('region', { name: 'Send Us Your Message!' });
  await form.getByLabel('Name').fill('Early Bird');
  await form.getByLabel('Message').fill('Pressed Send before the script started');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(`${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`);
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(form.getByLabel('Message')).toHaveValue('Pressed Send before the script started');
  // A navigation of our own: one the press started would have been asked for before it (a positive signal, not a pause).
  await page.goto('/about');
  expect(documents).toEqual(['GET /about']);
  await context.close();
});
