import { expect, fileActors, fileTag, test, type Page } from './support/fixtures';
import { actionId } from './support/server-references';
import { signIn } from './support/accounts';
import { testDb, uniqueIp } from './support/database';
import { insertConfirmedOrder, insertOrder, insertTool, type ToolDoc } from './support/records';
import { openUntilShown } from './support/page-cache';
import { jsonLdOf } from './support/shop';
import { expectToast } from './support/dashboard';
import { E2E_BASE_URL } from './support/stack';
import { reviewTexts, toasts, adminToasts } from '../lib/texts';

// Reviews of a tool (written from My Order by customers with a confirmed order of it) and their moderation by admins.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
test.describe.configure({ mode: 'serial' });

const tag = fileTag();
const { customer, admin } = fileActors(tag, { customer: ['buyer'], admin: ['moderator', 'admin'] });
let tool: ToolDoc;
let unconfirmedTool: ToolDoc;
const reviewText = `Even notches on every tile, ${tag}`;

test.beforeAll(async () => {
  tool = await insertTool(tag, { stock: 50, minimum: 1 });
  // Confirmed with cash on delivery, its cash not collected yet: confirmed is enough to review.
  await insertConfirmedOrder(await insertOrder(tool, customer.email));
  // Only placed, not confirmed: not reviewable.
  unconfirmedTool = await insertTool(tag, { stock: 50, minimum: 1 });
  await insertOrder(unconfirmedTool, customer.email);
});

type Product = { aggregateRating?: { ratingValue: number; reviewCount: number }; review?: { reviewBody: string }[] };
async function productOf(page: Page): Promise<Product> {
  return (await jsonLdOf(page)).find((item) => item['@type'] === 'Product') as Product;
}

async function listedByApi(page: Page): Promise<boolean> {
  const listed = (await (await page.request.get('/api/review')).json()) as { review: string }[];
  return listed.some((review) => review.review === reviewText);
}

test('a customer reviews a tool they have a confirmed order of from My Order, once; its page, average and JSON-LD show it', async ({ page }) => {
  const toolPath = `/tools/${tool._id.toHexString()}`;
  // Before: no rating, no review in the structured data (read, and cached, before the review exists).
  await page.goto(toolPath);
  await expect(page.getByTestId('average-rating').first()).toHaveText('No ratings yet.');
  expect(await productOf(page)).not.toHaveProperty('aggregateRating');
  expect(await productOf(page)).not.toHaveProperty('review');

  await signIn(page, customer);
  await page.goto('/dashboard/myorder');
  const card = page.getByTestId('bought-tool').filter({ hasText: tool.name });
  const form = card.getByRole('form', { name: `Review ${tool.name}` });
  await expect(form).toBeVisible();
  await expect(page.getByTestId('bought-tool').filter({ hasText: unconfirmedTool.name })).toHaveCount(0);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Ratings is Required')).toBeVisible();
  await expect(form.getByText('Review is Required')).toBeVisible();
  await form.getByLabel('Rating').selectOption('4');
  await form.getByLabel('Your review').fill(reviewText);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expectToast(page, toasts.reviewSaved);
  await expect(card.getByTestId('my-tool-review')).toContainText(reviewText);
  await expect(card.getByRole('form')).toHaveCount(0);

  const stored = await (await testDb()).collection('reviews').find({ email: customer.email }).toArray();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ toolId: tool._id, ratings: '4', review: reviewText, hidden: false });

  await openUntilShown(page, toolPath, async () => {
    await expect(page.getByTestId('tool-review').filter({ hasText: reviewText })).toBeVisible({ timeout: 1_000 });
    await expect(page.getByTestId('average-rating').first()).toContainText('4 out of 5, from 1 review', { timeout: 1_000 });
  });
  const product = await productOf(page);
  expect(product.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  expect(product.review?.map((review) => review.reviewBody)).toEqual([reviewText]);
  expect(await listedByApi(page)).toBe(true);
});

test('an admin hides the review: it leaves the page, the API and the average at once; the customer sees it marked; restore brings it back', async ({
  page,
  browser,
}) => {
  const toolPath = `/tools/${tool._id.toHexString()}`;
  await signIn(page, admin);
  await page.goto('/dashboard/reviews');
  const card = page.getByTestId('moderated-review').filter({ hasText: reviewText });
  await card.getByRole('button', { name: 'Hide' }).click();
  await expect(card.getByText('Reason is Required')).toBeVisible();
  await card.getByLabel('Reason').fill('Mentions a competitor');
  await card.getByRole('button', { name: 'Hide' }).click();
  await expectToast(page, adminToasts.reviewHidden);
  await expect(card.getByTestId('review-state')).toHaveText(reviewTexts.showHidden);
  await expect(card.getByTestId('moderation-note')).toContainText('Mentions a competitor');

  await openUntilShown(page, toolPath, async () => {
    await expect(page.getByText(reviewText)).toHaveCount(0, { timeout: 1_000 });
    await expect(page.getByTestId('average-rating').first()).toHaveText('No ratings yet.', { timeout: 1_000 });
  });
  expect(await productOf(page)).not.toHaveProperty('aggregateRating');
  expect(await productOf(page)).not.toHaveProperty('review');
  expect(await listedByApi(page)).toBe(false);
  for (const path of ['/', '/review']) {
    await openUntilShown(page, path, async () => {
      await expect(page.getByText(reviewText)).toHaveCount(0, { timeout: 500 });
    });
  }

  // The customer sees their own review marked hidden, with the reason.
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const customerPage = await context.newPage();
  await signIn(customerPage, customer);
  await customerPage.goto('/dashboard/myorder');
  const mine = customerPage.getByTestId('bought-tool').filter({ hasText: tool.name });
  await expect(mine.getByText(reviewTexts.hiddenBadge)).toBeVisible();
  await expect(mine.getByTestId('hidden-reason')).toHaveText(reviewTexts.hiddenExplained('Mentions a competitor'));
  await customerPage.goto('/dashboard/addreview');
  const own = customerPage.getByTestId('own-review').filter({ hasText: reviewText });
  await expect(own.getByText(reviewTexts.hiddenBadge)).toBeVisible();
  await expect(own.getByRole('link', { name: tool.name })).toBeVisible();
  await context.close();

  const audit = await (await testDb()).collection('auditentries').find({ action: 'review.hidden', 'actor.email': admin.email }).toArray();
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ before: { hidden: false }, after: { hidden: true, reason: 'Mentions a competitor' } });

  await page.goto('/dashboard/reviews?show=hidden');
  const hidden = page.getByTestId('moderated-review').filter({ hasText: reviewText });
  await hidden.getByLabel('Reason').fill('Checked again: fair comment');
  await hidden.getByRole('button', { name: 'Restore' }).click();
  await expectToast(page, adminToasts.reviewRestored);
  await openUntilShown(page, toolPath, async () => {
    await expect(page.getByTestId('tool-review').filter({ hasText: reviewText })).toBeVisible({ timeout: 1_000 });
    await expect(page.getByTestId('average-rating').first()).toContainText('4 out of 5, from 1 review', { timeout: 1_000 });
  });
  expect((await productOf(page)).aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  expect(await listedByApi(page)).toBe(true);
});

test('a customer is refused the admins\' Reviews page and the hide action itself; nothing changes', async ({ page }) => {
  const review = await (await testDb()).collection('reviews').findOne({ review: reviewText });
  await signIn(page, customer);
  // The action called straight, with the customer's own session, as a script on our page could: at the page that
  // carries it (a page answers only the actions of its own modules).
  const answer = await page.request.post('/dashboard/reviews', {
    headers: { 'next-action': await actionId('hideReviewAction'), 'content-type': 'text/plain;charset=UTF-8', origin: E2E_BASE_URL },
    data: JSON.stringify([review!._id.toHexString(), { reason: 'I do not like it' }]),
  });
  const body = await answer.text();
  expect(body).toContain('"ok":false');
  expect(body).toContain('"status":403');
  expect(await (await testDb()).collection('reviews').findOne({ _id: review!._id })).toMatchObject({ hidden: false });
  // A second review of the same tool is refused too (409), and nothing is written.
  const again = await page.request.post('/dashboard/myorder', {
    headers: { 'next-action': await actionId('reviewBoughtToolAction'), 'content-type': 'text/plain;charset=UTF-8', origin: E2E_BASE_URL },
    data: JSON.stringify([{ orderId: review!.orderId.toHexString(), review: `Again ${tag}`, ratings: '1' }]),
  });
  expect(await again.text()).toContain('"status":409');
  expect(await (await testDb()).collection('reviews').countDocuments({ email: customer.email })).toBe(1);

  // The page: never shown to a customer (the admin guard signs them out and sends them to log in as an admin).
  await page.goto('/dashboard/reviews');
  await expect(page).toHaveURL(/\/(not-allowed|login)\?from=%2Fdashboard%2Freviews$/);
  await expect(page.getByText(reviewText)).toHaveCount(0);
  await expect(page.getByTestId('moderated-review')).toHaveCount(0);
});
