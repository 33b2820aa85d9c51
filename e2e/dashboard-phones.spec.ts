import { expect, fileTag, test, type Page } from './support/fixtures';
import { createAccount, signIn, type Account } from './support/accounts';
import { uniqueIp } from './support/database';
import { insertConfirmedOrder, insertOrder, insertQuote, insertTool } from './support/records';

// The dashboard on phones and tablets (docs/decisions/0074-dashboard-on-every-screen.md): below lg the menu is a
// modal dialog opened by a button; every page is reached by really tapping its link, the dialog closes after the
// navigation and the focus is back on the button; no page is wider than the screen, and each list's buttons are in
// view and can be pressed.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() }, hasTouch: true });
const tag = fileTag();

const CUSTOMER_PAGES = [
  ['My Profile', '/dashboard'],
  ['Add Review', '/dashboard/addreview'],
  ['My Order', '/dashboard/myorder'],
  ['My Quotes', '/dashboard/quotes'],
] as const;
const ADMIN_PAGES = [
  ['Overview', '/dashboard'],
  ['My Profile', '/dashboard/profile'],
  ['All Users', '/dashboard/users'],
  ['Add Tool', '/dashboard/addproduct'],
  ['Manage Tools', '/dashboard/manageproduct'],
  ['Placed Orders', '/dashboard/confirmorder'],
  ['Payments', '/dashboard/payments'],
  ['Delivery', '/dashboard/delivery'],
  ['Quote Requests', '/dashboard/quoterequests'],
  ['Reviews', '/dashboard/reviews'],
  ['Mail Outbox', '/dashboard/outbox'],
  ['Audit Trail', '/dashboard/audit'],
] as const;

/**
 * A customer with a pending order, a paid one (cash on delivery, its cash recorded) and a quote: every customer list has
 * rows, and so have the admin's.
 */
async function customerWithRecords(): Promise<{ customer: Account; paidOrderId: string; quoteId: string }> {
  const customer = await createAccount({ name: 'Phone Customer' });
  const tool = await insertTool(tag, { name: `Phone Trowel ${tag}` });
  await insertOrder(tool, customer.email);
  const paid = await insertConfirmedOrder(await insertOrder(tool, customer.email), 'confirmed', { paid: true });
  const quoteId = await insertQuote(tool, customer);
  return { customer, paidOrderId: paid._id.toHexString(), quoteId };
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(widths.inner);
}

/** Every button and link in the page's lists lies inside the screen, left to right, and its first one can be pressed. */
async function expectListActionsInView(page: Page): Promise<void> {
  // Not the lists of a page Next.js keeps hidden after a navigation (decision 0087).
  const lists = page.locator('.data-table').filter({ visible: true });
  for (const list of await lists.all()) {
    // Not the buttons of a closed confirmation dialog (ConfirmButton): those are shown when it opens.
    const actions = list.locator('tbody :is(button, a):not(dialog *)');
    const count = await actions.count();
    for (let index = 0; index < Math.min(count, 12); index++) {
      const action = actions.nth(index);
      await action.scrollIntoViewIfNeeded();
      await expect(action).toBeVisible();
      const box = (await action.boundingBox())!;
      const width = page.viewportSize()!.width;
      expect(box.x, `${await action.textContent()} starts off screen on ${page.url()}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${await action.textContent()} ends off screen on ${page.url()}`).toBeLessThanOrEqual(width);
    }
    // Pressable: nothing lies on top of it (a trial click checks what the pointer would hit).
    if (count > 0) await actions.first().click({ trial: true });
  }
}

/** Walks the role's pages through the menu dialog, tapping each link. */
async function walkTheMenu(page: Page, pages: readonly (readonly [string, string])[]): Promise<void> {
  const opener = page.getByRole('button', { name: 'Dashboard menu' });
  const dialog = page.getByRole('dialog', { name: 'Dashboard menu' });
  for (const [label, path] of pages) {
    await expect(opener).toBeVisible();
    await opener.tap();
    await expect(dialog).toBeVisible();
    // The dialog sits above the sticky site header: the tap must reach the link itself.
    await dialog.getByRole('link', { name: label, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: label, exact: true, includeHidden: true }).first()).toHaveAttribute('aria-current', 'page');
    await expect(opener).toBeFocused();
    await page.waitForLoadState('load');
    await expectNoSidewaysScroll(page);
    await expectListActionsInView(page);
  }
}

for (const width of [375, 768]) {
  test.describe(`the dashboard at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a customer reaches every page through the menu; lists fit and their buttons are in reach', async ({ page }) => {
      const { customer, paidOrderId, quoteId } = await customerWithRecords();
      await signIn(page, customer);
      await page.goto('/dashboard');
      // No side menu below lg: only the button.
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
      await walkTheMenu(page, CUSTOMER_PAGES);
      await page.goto('/dashboard/myorder');
      await expect(page.getByTestId('order-row')).toHaveCount(2);
      await expectListActionsInView(page);

      for (const path of [`/dashboard/orders/${paidOrderId}/receipt`, `/dashboard/quotes/${quoteId}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
    });

    test('an admin reaches every page through the menu; lists fit and their buttons are in reach', async ({ page }) => {
      await customerWithRecords();
      const admin = await createAccount({ name: 'Phone Admin', role: 'admin' });
      await signIn(page, admin);
      await page.goto('/dashboard');
      await walkTheMenu(page, ADMIN_PAGES);

      const tool = await insertTool(tag);
      await page.goto(`/dashboard/manageproduct/${tool._id.toHexString()}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('the menu keeps the keyboard inside, closes on Escape and hands the focus back', async ({ page }) => {
      await signIn(page, await createAccount({ name: 'Keyboard Customer' }));
      await page.goto('/dashboard/myorder');
      // The page has loaded, orders and all, before the keyboard goes round the menu.
      await expect(page.getByRole('heading', { level: 1, name: 'My Order' })).toBeVisible();
      const opener = page.getByRole('button', { name: 'Dashboard menu' });
      const dialog = page.getByRole('dialog', { name: 'Dashboard menu' });
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      // Round the dialog twice over: the focus never lands on the page behind it (between rounds it may rest on the
      // browser's own controls: the body, here), and every link is reached.
      const links = await dialog.getByRole('link').allTextContents();
      const reached = new Set<string>();
      for (let press = 0; press < (links.length + 2) * 2; press++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return { inside: true, text: '' };
          return { inside: !!element.closest('dialog[open]'), text: element.textContent ?? '' };
        });
        expect(focused.inside, `Tab ${press + 1} reached "${focused.text}" behind the menu`).toBe(true);
        reached.add(focused.text);
      }
      for (const link of links) expect(reached, `Tab never reached ${link}`).toContain(link);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      // The Close button closes it too.
      await opener.click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}

test('from lg up the side menu is always shown and there is no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signIn(page, await createAccount({ name: 'Laptop Customer' }));
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dashboard menu' })).toBeHidden();
  await nav.getByRole('link', { name: 'My Order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myorder$/);
  await expect(nav.getByRole('link', { name: 'My Order' })).toHaveAttribute('aria-current', 'page');
  await expectNoSidewaysScroll(page);
});

test('the Dashboard menu button opens the menu before the page script runs (without JavaScript too)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const page = await context.newPage();
  await signIn(page, await createAccount({ name: 'Scriptless Customer' }));
  await page.goto('/dashboard/myorder');
  const dialog = page.getByRole('dialog', { name: 'Dashboard menu' });
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Dashboard menu' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'My Order', exact: true })).toHaveAttribute('href', '/dashboard/myorder');
  await context.close();
});
