import { expect, test, type Page } from './support/fixtures';
import { formatBDT } from '../lib/domain/money';
import { formatNumber } from '../lib/domain/numbers';
import { businessStats, statValue } from '../lib/domain/site';
import { demoTools } from '../scripts/seed/catalogue';
import { toolsInDatabase } from './support/database';
import { AUTOPLAY_INTERVAL_MS } from '../components/shop/autoplay';
import { hydrated, SCREENS } from './support/shop';

const currentSlide = (page: Page) => page.locator('[aria-roledescription="slide"][data-current]');

for (const screen of SCREENS) {
  test.describe(`home page at ${screen.width} px`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('has the banner, the newest tools, services, statistics, the latest reviews with the average, contact and footer', async ({ page }) => {
      // Other files edit tools all the time: a card is checked against the database only if its tool did not change
      // while the page was asked for.
      const before = new Map((await toolsInDatabase()).map((tool) => [tool._id.toString(), tool]));
      await page.goto('/');
      const stored = new Map(
        (await toolsInDatabase())
          .filter((tool) => JSON.stringify(before.get(tool._id.toString())) === JSON.stringify(tool))
          .map((tool) => [tool._id.toString(), tool]),
      );

      const carousel = page.getByRole('region', { name: 'Featured' });
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4);
      await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4');
      await expect(carousel.getByRole('heading', { name: 'Tools that keep every tile in line' })).toBeVisible();
      for (const name of ['Previous slide', 'Next slide', 'Pause the slideshow']) {
        await expect(carousel.getByRole('button', { name })).toBeVisible();
      }

      // A bounded selection: at most six tools (the newest), each as stored, and a link to all of them.
      const list = page.getByRole('region', { name: 'Our Tools' });
      const cards = await list.getByRole('article').all();
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.length).toBeLessThanOrEqual(6);
      for (const card of cards) {
        const href = await card.getByRole('link', { name: /^Details: / }).getAttribute('href');
        const tool = stored.get(href!.replace('/tools/', ''));
        if (!tool) continue; // changed or removed by its test since the page was rendered
        await expect(card.getByRole('img', { name: tool.name })).toBeVisible();
        await expect(card).toContainText(tool.desc);
        await expect(card.getByTestId('tool-minimum')).toHaveText(formatNumber(tool.minimum));
        await expect(card.getByTestId('tool-price')).toContainText(formatBDT(tool.price));
        await expect(card.getByRole('link', { name: `Buy Now: ${tool.name}` })).toHaveAttribute('href', `/purchase/${tool._id.toString()}`);
      }
      await expect(list.getByRole('link', { name: 'All tools' })).toHaveAttribute('href', '/tools');

      await expect(page.getByRole('heading', { level: 2, name: 'From our kiln to your job site' })).toBeVisible();
      const stats = page.getByRole('region', { name: 'Millions of tiles laid with our tools' });
      for (const stat of businessStats) {
        await expect(stats).toContainText(stat.label);
        await expect(stats).toContainText(statValue(stat));
      }

      const reviews = page.getByRole('region', { name: 'What our customers say' });
      await expect(reviews.getByTestId('average-rating')).toContainText(/[\d.]+ out of 5, from \d+ reviews/);
      // The latest three, and a link to all of them.
      const reviewCards = reviews.getByTestId('review-card');
      expect(await reviewCards.count()).toBeGreaterThanOrEqual(1);
      expect(await reviewCards.count()).toBeLessThanOrEqual(3);
      await expect(reviews.getByRole('link', { name: 'All reviews' })).toHaveAttribute('href', '/review');
      await expect(reviewCards.first().getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible();

      const contact = page.getByRole('region', { name: 'Send Us Your Message!' });
      await expect(contact.getByLabel('Name')).toBeVisible();
      await expect(contact.getByLabel('Email')).toBeVisible();
      await expect(contact.getByLabel('Message')).toHaveAttribute('placeholder', 'Your message');
      await expect(contact.getByRole('button', { name: 'Send Message' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Tejgaon Industrial Area');
    });

    test('the banner moves with the arrow keys and with a swipe', async ({ page }) => {
      await page.goto('/');
      const viewport = page.getByRole('group', { name: /^Slides: use the left and right arrow keys/ });
      await viewport.focus();
      await page.keyboard.press('ArrowRight');
      await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 4');
      await expect(page.getByRole('heading', { name: 'Clean cuts in porcelain, first time' })).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(currentSlide(page)).toHaveAttribute('aria-label', '4 of 4');
      await expect(page.getByRole('heading', { name: 'Trusted by the people who lay tiles' })).toBeVisible();

      // A swipe to the left shows the next slide (wrapping round to the first).
      const box = (await viewport.boundingBox())!;
      const y = box.y + box.height / 3;
      await page.mouse.move(box.x + box.width * 0.8, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
      await page.mouse.up();
      await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4');
    });
  });
}

test.describe('banner autoplay', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** The carousel's own timer runs on Playwright's clock: time is moved on, not waited for. */
  async function homeOnTheTestClock(page: Page) {
    await page.clock.install();
    await page.goto('/');
    // Its timer starts once the carousel has hydrated.
    await hydrated(page, '[aria-roledescription="carousel"] button');
    // Keep the pointer and focus away from the carousel: it rests while someone is on it.
    await page.mouse.move(5, 880);
    return page.getByRole('region', { name: 'Featured' });
  }

  test('plays by itself, and stays on its slide once paused', async ({ page }) => {
    const carousel = await homeOnTheTestClock(page);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4');
    await page.clock.runFor(AUTOPLAY_INTERVAL_MS);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 4');

    await carousel.getByRole('button', { name: 'Pause the slideshow' }).click();
    await expect(carousel.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    const paused = await currentSlide(page).getAttribute('aria-label');
    await page.mouse.move(5, 880);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(3 * AUTOPLAY_INTERVAL_MS);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', paused!);
    // Played again, it moves on after one interval: the clock does run the carousel's timer.
    await carousel.getByRole('button', { name: 'Play the slideshow' }).click();
    await page.mouse.move(5, 880);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(AUTOPLAY_INTERVAL_MS);
    await expect(currentSlide(page)).not.toHaveAttribute('aria-label', paused!);
  });

  test('does not play by itself for people who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await homeOnTheTestClock(page);
    await expect(carousel.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    await page.clock.runFor(3 * AUTOPLAY_INTERVAL_MS);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4');
  });
});

test('the catalogue finds every seeded tool, with its price in BDT', async ({ page }) => {
  for (const tool of demoTools) {
    const response = await page.goto(`/tools?q=${encodeURIComponent(tool.name)}`);
    expect(response?.status()).toBe(200);
    const card = page.getByRole('main').getByRole('article', { name: tool.name, exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('tool-price')).toContainText(formatBDT(tool.price));
    await expect(card.getByTestId('tool-price')).toContainText(/^BDT [\d,]+/);
    await expect(card.getByTestId('tool-minimum')).toHaveText(formatNumber(tool.minimum));
    await expect(card.getByTestId('tool-stock')).toHaveText(formatNumber(tool.stock));
    await expect(card.getByRole('img', { name: tool.name, exact: true })).toBeVisible();
  }
  // Counts are grouped as prices are: 2000 in stock reads "2,000".
  const plentiful = demoTools.find((tool) => tool.stock === 2000)!;
  await page.goto(`/tools?q=${encodeURIComponent(plentiful.name)}`);
  await expect(page.getByRole('main').getByRole('article', { name: plentiful.name, exact: true }).getByTestId('tool-stock')).toHaveText('2,000');
});

test('the home page is rendered on the server, prices included, and stays small', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/BDT [\d,]+/);
  expect(html).toContain('href="/tools"');
  // Six tools and three reviews, whatever the size of the catalogue.
  expect(html.length).toBeLessThan(600_000);
});
