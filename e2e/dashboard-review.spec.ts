import { expect, fileTag, test } from './support/fixtures';
import { toasts } from '../lib/texts';
import { testDb, uniqueIp } from './support/database';
import { expectToast } from './support/dashboard';

// Add Review: review text required, ratings 1 to 5 with the disabled placeholder "Ratings?".
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();

test('a customer posts a review with a rating; it is saved under their account and listed at once', async ({ page, request, signedIn }) => {
  const customer = await signedIn({ name: 'Kamal Hossain' });
  await page.goto('/dashboard/addreview');

  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Kamal Hossain');
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
  const rating = page.getByLabel('Rating');
  await expect(rating.locator('option')).toHaveText(['Ratings?', '1', '2', '3', '4', '5']);
  await expect(rating.locator('option', { hasText: 'Ratings?' })).toBeDisabled();
  await expect(rating).toHaveValue('');

  // The listing is read (and cached) before the review exists.
  expect(JSON.stringify(await (await request.get('/api/review')).json())).not.toContain(tag);

  await page.getByRole('button', { name: 'Add Review' }).click();
  await expect(page.getByTestId('review-text-error')).toHaveText('Review is Required');
  await expect(page.getByTestId('review-ratings-error')).toHaveText('Ratings is Required');
  await expect(rating).toHaveAttribute('aria-invalid', 'true');
  expect(await (await testDb()).collection('reviews').countDocuments({ email: customer.email })).toBe(0);

  const text = `Grout float kept the glaze spotless on our bathroom job ${tag}`;
  await page.getByLabel('Your review', { exact: true }).fill(text);
  await rating.selectOption('4');
  await page.getByRole('button', { name: 'Add Review' }).click();
  await expectToast(page, toasts.reviewSaved);
  await expect(page.getByLabel('Your review', { exact: true })).toHaveValue('');
  await expect(rating).toHaveValue('');

  expect(await (await testDb()).collection('reviews').findOne({ email: customer.email })).toMatchObject({
    name: 'Kamal Hossain',
    review: text,
    ratings: '4',
  });
  const listed = (await (await request.get('/api/review')).json()) as { review: string; ratings: string; name: string }[];
  expect(listed.find((review) => review.review === text)).toMatchObject({ ratings: '4', name: 'Kamal Hossain' });

  // And on the public pages, at once, with its stars.
  for (const path of ['/', '/review']) {
    await page.goto(path);
    const card = page.getByTestId('review-card').filter({ hasText: text });
    await expect(card).toContainText('Kamal Hossain');
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  }
});
