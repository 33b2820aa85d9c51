import { expect, fileTag, test, type Page } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { createAccount, signIn } from './support/accounts';
import { uniqueIp } from './support/database';
import { insertOrder, insertTool } from './support/records';
import { checkEveryPage } from './support/every-page';
import { SCREENS, formReady } from './support/shop';
import { payButtonTexts, toasts } from '../lib/texts';
import { expectToastSettled } from './support/dashboard';

// Accessibility (docs/decisions/0074-dashboard-on-every-screen.md): axe finds no serious or critical violation on any
// page, signed out, as a customer and as an admin, at each screen width; nor with a menu open, a form showing its
// errors, a confirmation asked or a toast shown. Keyboard focus is always visible. One test per width walks the pages
// (one signed-in context per role) to keep the run short.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
const tag = fileTag();

for (const screen of SCREENS) {
  test(`no serious or critical axe violation on any page at ${screen.width} px`, async ({ browser }) => {
    test.slow();
    const found = await checkEveryPage(browser, tag, seriousViolations, { width: screen.width, height: screen.height });
    expect(found).toEqual([]);
  });
}

test('no serious or critical axe violation with menus open, form errors, a confirmation and a toast', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  const found: string[] = [];

  // The site menu, open.
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' })).toBeVisible();
  found.push(...(await seriousViolations(page)));

  // Forms showing their errors: register sent empty; login (whose fields the browser itself requires) refused.
  await page.goto('/register');
  await formReady(page);
  await page.locator('main').getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByTestId('register-name-error')).toBeVisible();
  found.push(...(await seriousViolations(page)));
  await page.goto('/login');
  await formReady(page);
  await page.getByLabel('Email').fill('nobody-axe@mrittika.test');
  await page.getByLabel('Password').fill('not the password');
  await page.locator('main').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  found.push(...(await seriousViolations(page)));
  await page.goto('/contact');
  const contactForm = page.locator('main form');
  await contactForm.getByRole('button').last().click();
  await expect(contactForm.locator('[aria-invalid="true"], .text-error').first()).toBeVisible();
  found.push(...(await seriousViolations(page)));

  // The dashboard menu dialog, a confirmation dialog and a toast.
  const customer = await createAccount({ name: 'Axe States' });
  const tool = await insertTool(tag);
  await insertOrder(tool, customer.email);
  await insertOrder(tool, customer.email);
  await signIn(page, customer);
  await page.goto('/dashboard/myorder');
  await page.getByRole('button', { name: 'Dashboard menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Dashboard menu' })).toBeVisible();
  found.push(...(await seriousViolations(page)));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `Delete order for ${tool.name}` }).first().click();
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
  found.push(...(await seriousViolations(page)));
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: payButtonTexts.cashOnDeliveryLabel(tool.name) }).first().click();
  await expectToastSettled(page, toasts.orderConfirmed);
  found.push(...(await seriousViolations(page)));

  expect(found).toEqual([]);
});

/** Tabs through the page; every element that takes the focus shows it (an outline or a shadow ring). */
async function expectFocusAlwaysSeen(page: Page, presses: number): Promise<number> {
  let checked = 0;
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return { seen: outline || style.boxShadow !== 'none', what: `${element.tagName} ${element.textContent?.trim().slice(0, 40) ?? ''}` };
    });
    if (!focus) continue;
    checked++;
    expect(focus.seen, `no focus ring on ${focus.what} (${page.url()})`).toBe(true);
  }
  return checked;
}

test('every element the keyboard reaches shows its focus: home page carousel, forms, the dashboard menu', async ({ page }) => {
  test.slow();
  await page.goto('/');
  expect(await expectFocusAlwaysSeen(page, 25)).toBeGreaterThan(10);
  await page.goto('/contact');
  expect(await expectFocusAlwaysSeen(page, 20)).toBeGreaterThan(5);

  await signIn(page, await createAccount({ name: 'Focus Admin', role: 'admin' }));
  await page.goto('/dashboard/users');
  // The side menu's links, the current page's among them, and the list's buttons.
  expect(await expectFocusAlwaysSeen(page, 30)).toBeGreaterThan(15);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard/users');
  await page.getByRole('button', { name: 'Dashboard menu' }).click();
  expect(await expectFocusAlwaysSeen(page, 12)).toBeGreaterThan(10);
});
