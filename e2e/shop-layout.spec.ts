import { expect, test } from './support/fixtures';
import { demoTools, demoUsers } from '../scripts/seed/catalogue';
import { signIn } from './support/accounts';
import { SCREENS } from './support/shop';
import * as bn from '../lib/texts/bn';

/**
 * The top navigation's links in their order (lib/http/routes.ts), then the cart, the account menu and the switch to the
 * same page in Bangla: a visitor's cart is empty, "Cart (0)" once the browser knows it.
 */
const NAV_LINKS = [
  ['Home', '/'],
  ['Tools', '/tools'],
  ['Blog', '/blog'],
  ['Review', '/review'],
  ['About', '/about'],
  ['My Portfolio', '/myportfolio'],
  ['Cart (0)', '/cart'],
  ['Login', '/login'],
  ['বাংলা', '/bn/about?language=bn'],
] as const;

for (const screen of SCREENS) {
  test.describe(`layout at ${screen.width} px`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('top navigation in their order, footer with the business facts, and the toaster', async ({ page }) => {
      await page.goto('/about');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const menuButton = nav.getByRole('button', { name: 'Menu' });
      if (screen.width < 1024) {
        // Phones and tablets: the links sit behind the menu button.
        await expect(menuButton).toBeVisible();
        await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden();
        await menuButton.click();
      } else {
        await expect(menuButton).toBeHidden();
      }
      const links = nav.getByRole('link');
      await expect(links).toHaveText(NAV_LINKS.map(([label]) => label));
      for (const [index, [label, href]] of NAV_LINKS.entries()) await expect(links.nth(index), label).toHaveAttribute('href', href);
      // Cart says how many lines to a screen reader too.
      await expect(nav.getByTestId('cart-link')).toHaveAccessibleName('Cart, 0 lines');
      await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('Mrittika Ceramic Tools');
      await expect(footer).toContainText('Tejgaon Industrial Area, Dhaka 1208, Bangladesh');
      await expect(footer.getByRole('link', { name: '+880 2 5501 4471' })).toHaveAttribute('href', 'tel:+880255014471');
      await expect(footer.getByRole('link', { name: 'hello@mrittika.test' })).toHaveAttribute('href', 'mailto:hello@mrittika.test');
      await expect(footer).toContainText('Saturday to Thursday, 9:00 to 18:00');

      // sonner's toaster comes with the visitor's first move on any page (docs/decisions/0080-light-form-pages.md),
      // ready for the 5-second toasts before anything they do can answer with one.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
    });
  });
}

test.describe('the menu on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens with its button, closes with Escape, and navigates', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const blog = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' });
    await expect(blog).toBeVisible();
    await blog.focus();
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(blog).toBeHidden();
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(blog).toBeVisible();
    await blog.click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    // Arriving on the new page closes the menu, which now marks Blog as the current page.
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#site-menu a[href="/blog"]')).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('signed in', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a customer sees a Dashboard link labelled with their name, and Sign Out instead of Login', async ({ page }) => {
    const customer = demoUsers.find((user) => user.role === 'customer')!;
    await signIn(page, customer);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: `Dashboard: ${customer.name}` })).toHaveAttribute('href', '/dashboard');
    await expect(nav.getByRole('link', { name: `Dashboard: ${customer.name}` })).toHaveText(customer.name);
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    // Customers may buy.
    await expect(page.getByRole('link', { name: /^Buy Now: / }).first()).toHaveAttribute('href', /^\/purchase\/[a-f0-9]{24}$/);
  });

  test('an admin finds Buy Now disabled, with the reason, on the home page and on a tool page', async ({ page }) => {
    const admin = demoUsers.find((user) => user.role === 'admin')!;
    await signIn(page, admin);
    await page.goto('/');
    const tools = page.getByRole('region', { name: 'Our Tools' });
    await expect(tools.getByRole('link', { name: /^Buy Now/ })).toHaveCount(0);
    const buttons = tools.getByRole('button', { name: 'Buy Now' });
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const button of await buttons.all()) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription('Admins cannot place orders.');
    }

    // A seeded tool, found in the catalogue: the newest ones belong to tests running alongside, which delete theirs when done.
    await page.goto(`/tools?q=${encodeURIComponent(demoTools[0]!.name)}`);
    await page.getByRole('main').getByRole('link', { name: `Details: ${demoTools[0]!.name}` }).click();
    await expect(page).toHaveURL(/\/tools\/[a-f0-9]{24}$/);
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  });
});

test.describe("links between the shop's pages (components/i18n/Link.tsx)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a plain press moves within the app; with Ctrl it opens a new tab and leaves this page alone', async ({ page, context }) => {
    await page.goto('/about');
    // Kept by the document only while no full page load replaces it.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);

    const opened = context.waitForEvent('page');
    await nav.getByRole('link', { name: 'Review' }).click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await expect(tab).toHaveURL(/\/review$/);
    await expect(page).toHaveURL(/\/blog$/);
    expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
    await tab.close();
  });

  test('on a Bangla page the same link leads to the Bangla page', async ({ page }) => {
    await page.goto('/bn/about');
    await page.getByRole('navigation', { name: bn.layoutTexts.mainMenu }).getByRole('link', { name: bn.menuTexts.blog }).click();
    await expect(page).toHaveURL(/\/bn\/blog$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  });
});
