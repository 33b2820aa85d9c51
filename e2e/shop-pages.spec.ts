import { expect, test } from './support/fixtures';
import { createActor, disposeActors } from './support/accounts';
import { removePublicRecords, runTag, testDb, toolsInDatabase } from './support/database';
import { hydrated, jsonLdOf, SCREENS } from './support/shop';
import { formatBDT } from '../lib/domain/money';
import { formatNumber } from '../lib/domain/numbers';

const NOT_FOUND_TEXT = 'OOps !! 404 Not Found!';

test('the blog answers five questions about front-end development', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const questions = page.getByRole('article');
  await expect(questions).toHaveCount(5);
  for (const question of await questions.all()) {
    await expect(question.getByRole('heading', { level: 2 })).toHaveText(/\?$/);
    expect((await question.locator('p').allTextContents()).join(' ').length).toBeGreaterThan(200);
  }
});

test('the about page tells the company story and gives the showroom contact line', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Mrittika' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Mrittika means clay in Bengali');
  const showroom = page.getByTestId('showroom-contact');
  await expect(showroom).toContainText('Tejgaon Industrial Area, Dhaka 1208');
  await expect(showroom.getByRole('link', { name: '+880 2 5501 4471' })).toBeVisible();
  await expect(showroom.getByRole('link', { name: 'hello@mrittika.test' })).toBeVisible();
});

test('the portfolio page shows skills, projects and a contact', async ({ page }) => {
  await page.goto('/myportfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'My Portfolio' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Skills' }).getByRole('listitem').first()).toBeVisible();
  expect(await page.getByRole('region', { name: 'Projects' }).getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
});

test('the contact page is the contact block', async ({ page }) => {
  await page.goto('/contact');
  const block = page.getByRole('region', { name: 'Send Us Your Message!' });
  await expect(block).toContainText('always ready to help');
  await expect(block).toContainText('proper support');
  await expect(block.getByLabel('Message')).toHaveAttribute('placeholder', 'Your message');
  await expect(block.getByRole('button', { name: 'Send Message' })).toBeVisible();
});

for (const [index, screen] of SCREENS.entries()) {
  test(`the review page shows a page of reviews, ${index + 1} ${index ? 'columns' : 'column'} wide at ${screen.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const stored = await (await testDb()).collection('reviews').countDocuments({ hidden: { $ne: true } });
    await page.goto('/review');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer reviews' })).toBeVisible();
    await expect(page.getByTestId('average-rating')).toContainText(/out of 5, from \d+ reviews/);
    const cards = page.getByTestId('review-card');
    // Twelve a page (other tests add and remove reviews meanwhile).
    expect(await cards.count()).toBeGreaterThanOrEqual(Math.min(stored, 12) - 2);
    expect(await cards.count()).toBeLessThanOrEqual(12);
    await expect(cards.first().getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible();

    // Columns: how many different left edges the first six cards have, and what the grid itself says.
    const lefts = new Set<number>();
    for (const card of (await cards.all()).slice(0, 6)) lefts.add(Math.round((await card.boundingBox())!.x));
    expect(lefts.size).toBe(index + 1);
    const columns = await page.getByTestId('review-grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(index + 1);
  });
}

test('each tool has its own page with everything about it, its own rating and Buy Now, and valid Product JSON-LD', async ({ page }) => {
  const [tool] = await toolsInDatabase();
  const id = tool!._id.toString();
  const response = await page.goto(`/tools/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: tool!.name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(tool!.desc);
  await expect(page.getByTestId('tool-price')).toContainText(formatBDT(tool!.price));
  await expect(page.getByTestId('tool-minimum')).toHaveText(formatNumber(tool!.minimum));
  await expect(page.getByTestId('tool-stock')).toHaveText(formatNumber(tool!.stock));
  await expect(page.getByRole('img', { name: tool!.name, exact: true })).toBeVisible();
  // The tool's own rating, from its visible reviews (kept on the tool), never the shop's.
  const stored = await (await testDb()).collection('tools').findOne({ _id: tool!._id });
  const count = (stored?.ratingCount as number | undefined) ?? 0;
  if (count === 0) await expect(page.getByTestId('average-rating').first()).toHaveText('No ratings yet.');
  else await expect(page.getByTestId('average-rating').first()).toContainText(`from ${formatNumber(count)}`);
  // Buy Now sends the quantity chosen (the minimum to start with) to the purchase page.
  const buy = page.getByRole('button', { name: `Buy Now: ${tool!.name}` }).or(page.getByRole('link', { name: `Buy Now: ${tool!.name}` }));
  await expect(buy).toBeVisible();

  const product = (await jsonLdOf(page)).find((item) => item['@type'] === 'Product') as {
    name: string;
    url: string;
    offers: { price: number; priceCurrency: string; availability: string };
    aggregateRating?: { ratingValue: number; reviewCount: number };
  };
  expect(product.name).toBe(tool!.name);
  expect(product.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/tools/${id}$`));
  expect(product.offers).toMatchObject({ '@type': 'Offer', price: tool!.price, priceCurrency: 'BDT' });
  expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  if (count === 0) expect(product).not.toHaveProperty('aggregateRating');
  else expect(product.aggregateRating?.reviewCount).toBe(count);
});

test("unknown paths and unknown tools answer 404 with the shop's text", async ({ page, request }) => {
  for (const path of ['/no-such-page', '/tools/000000000000000000000000', '/tools/not-an-id']) {
    const raw = await request.get(path);
    expect(raw.status(), path).toBe(404);
    expect(await raw.text()).toContain(NOT_FOUND_TEXT);
  }
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
});

test('a review written to break out of a script element neither runs nor breaks a page', async ({ page }) => {
  // Posted through the API like any review, so the cached review list is renewed and every page shows it.
  const tag = runTag();
  const attack = `</script><script>alert(1)</script> ${tag}`;
  const author = await createActor(tag, 'mallory');
  await (await testDb()).collection('users').updateOne({ email: author.email }, { $set: { name: 'Mallory </script>' } });
  try {
    const posted = await author.session.post('/api/review', { data: { review: attack, ratings: '1' } });
    expect(posted.status()).toBe(201);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const [tool] = await toolsInDatabase();
    for (const path of ['/', '/review', `/tools/${tool!._id.toString()}`]) {
      await page.goto(path);
      // Parsed, loaded and hydrated (the header's cart link is the page's script's): what the review could make the
      // page do, it would have done by now; a positive signal, not a pause.
      await hydrated(page, '[data-testid="cart-link"]');
      // The page is whole: footer rendered, every JSON-LD block still valid JSON.
      await expect(page.getByRole('contentinfo')).toContainText('Mrittika Ceramic Tools');
      const data = await jsonLdOf(page);
      expect(data.some((item) => item['@type'] === 'Organization')).toBe(true);
      if (path !== `/tools/${tool!._id.toString()}`) {
        // The text shows exactly as written, as text.
        await expect(page.getByText(attack, { exact: true })).toBeVisible();
      }
      if (path === '/review') {
        const bodies = data.flatMap((item) => (item.review as { reviewBody: string }[] | undefined) ?? []);
        expect(bodies.map((review) => review.reviewBody)).toContain(attack);
      }
    }
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await disposeActors(author);
    await removePublicRecords(tag);
  }
});
