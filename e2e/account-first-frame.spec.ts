import { expect, fileTag, test, type Page } from './support/fixtures';
import { holdAccountQuestion, signIn } from './support/accounts';
import { testDb, uniqueEmail, uniqueIp } from './support/database';
import { insertTool } from './support/records';
import { formReady, SCREENS } from './support/shop';

// The header's account part and Buy Now from the first frame of a full page load, on a slow phone
// (docs/decisions/0100-account-from-the-first-frame.md): a placeholder until the page has the server's answer, never
// Login for someone signed in, never the name of someone signed out, never an enabled Buy Now for an admin.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
const tag = fileTag();

declare global {
  interface Window {
    __states?: string[];
  }
}

/**
 * From the document's first moment, every state of the header's account part (none yet / placeholder / login /
 * name:...) and of the page's Buy Now buttons (none / placeholder / enabled / disabled), as a MutationObserver sees
 * each change and as each animation frame shows it, written to `window.__states` when it changes.
 */
function watchAccountStates() {
  if (window.top !== window) return;
  const states: string[] = [];
  window.__states = states;
  const account = () => {
    const nav = document.querySelector('nav[aria-label="Main"]');
    const name = nav?.querySelector('[data-testid="nav-dashboard"]');
    if (name) return `name:${name.textContent?.trim() ?? ''}`;
    // Inside <noscript> a page that runs scripts has text, not a link: only a Login shown counts.
    if (nav?.querySelector('a[href="/login"]')) return 'login';
    if (nav?.querySelector('[data-testid="account-pending"]')) return 'placeholder';
    return 'none';
  };
  const buyNow = () => {
    const buttons = [...document.querySelectorAll('[data-testid="buy-now"], [data-testid="buy-now-pending"]')];
    if (buttons.length === 0) return 'none';
    const each = buttons.map((button) => {
      if (button.matches('[data-testid="buy-now-pending"]') || button.closest('[aria-busy="true"]')) return 'placeholder';
      return button.matches(':disabled') ? 'disabled' : 'enabled';
    });
    return [...new Set(each)].sort().join('+');
  };
  const record = () => {
    const state = `account=${account()} buy=${buyNow()}`;
    if (states.at(-1) !== state) states.push(state);
  };
  record();
  new MutationObserver(record).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  const frame = () => {
    record();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** The page's CPU six times slower, as a mid-range phone's, with the recorder installed for every document it loads. */
async function slowPhone(page: Page): Promise<void> {
  await page.addInitScript(watchAccountStates);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

async function recorded(page: Page): Promise<{ account: string[]; buy: string[] }> {
  const states = await page.evaluate(() => window.__states ?? []);
  const parts = states.map((state) => /^account=(.*) buy=(.*)$/.exec(state) ?? ['', '', '']);
  return { account: parts.map((part) => part[1]!), buy: parts.map((part) => part[2]!) };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a signed-in customer never sees Login on a page load: a placeholder, then their name', async ({ page, signedIn }) => {
  const account = await signedIn({ name: `First Frame ${tag}` });
  await slowPhone(page);
  // A new tab's first page, a reload and another page: each a whole new document.
  for (const load of [() => page.goto('/about'), () => page.reload(), () => page.goto('/tools')]) {
    await load();
    await expect(nav(page).getByTestId('nav-dashboard')).toHaveText(account.name);
    const { account: states, buy } = await recorded(page);
    expect(states, `the account part on ${page.url()}`).not.toContain('login');
    expect(new Set(states.filter((state) => state !== 'none')), `the account part on ${page.url()}`).toEqual(
      new Set(['placeholder', `name:${account.name}`]),
    );
    expect(states.at(-1)).toBe(`name:${account.name}`);
    if (!page.url().endsWith('/tools')) continue;
    await expect(page.getByRole('link', { name: /^Buy Now: / }).first()).toBeVisible();
    expect((await recorded(page)).buy.at(-1)).toBe('enabled');
    expect(buy, 'Buy Now').not.toContain('disabled');
  }
});

test('an admin never sees Login, and Buy Now on a tool page and the home page is never enabled', async ({ page, signedIn }) => {
  const admin = await signedIn({ role: 'admin', name: `First Frame Admin ${tag}` });
  const tool = await insertTool(tag);
  await slowPhone(page);
  for (const path of [`/tools/${tool._id.toString()}`, '/']) {
    await page.goto(path);
    await expect(nav(page).getByTestId('nav-dashboard')).toHaveText(admin.name);
    await expect(page.getByTestId('buy-now').first()).toBeDisabled();
    await expect(page.getByText('Admins cannot place orders.').first()).toBeVisible();
    const { account: states, buy } = await recorded(page);
    expect(states, `the account part on ${path}`).not.toContain('login');
    expect(buy.filter((state) => state.includes('enabled')), `Buy Now on ${path}: ${buy.join(', ')}`).toEqual([]);
    expect(buy, `Buy Now on ${path}`).toContain('placeholder');
    expect(buy.at(-1)).toBe('disabled');
  }
});

test('registering never shows Login once Sign Up is pressed: a placeholder until the next page knows the account', async ({ page }) => {
  const name = `Newly Registered ${tag}`;
  await slowPhone(page);
  await page.goto('/register');
  await expect(nav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await formReady(page);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(uniqueEmail('first-frame'));
  await page.getByLabel('Password').fill(`pw-first-frame-${tag}`);
  // The next page comes without a page load: this document's recorder sees it all.
  const pressedAt = (await recorded(page)).account.length;
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(nav(page).getByTestId('nav-dashboard')).toHaveText(name);
  const after = (await recorded(page)).account.slice(pressedAt);
  expect(after, after.join(', ')).not.toContain('login');
  expect(after.at(-1)).toBe(`name:${name}`);
});

test('whoever was signed out elsewhere never sees their name on the next page load', async ({ page, signedIn, context }) => {
  const account = await signedIn({ name: `Gone Elsewhere ${tag}` });
  await slowPhone(page);
  const expectSignedOut = async (how: string) => {
    await expect(nav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    const { account: states } = await recorded(page);
    expect(states.filter((state) => state.startsWith('name:')), `${how}: ${states.join(', ')}`).toEqual([]);
    expect(states, how).toContain('placeholder');
  };

  // Their sessions ended as an admin ends them (or a demotion, a password reset): the session version moves on.
  await page.goto('/about');
  await expect(nav(page).getByTestId('nav-dashboard')).toHaveText(account.name);
  await (await testDb()).collection('users').updateOne({ email: account.email }, { $inc: { sessionVersion: 1 } });
  await page.goto('/blog');
  await expectSignedOut('sessions ended');

  // Sign Out in another tab of the same browser.
  await signIn(page, account);
  await page.goto('/about');
  await expect(nav(page).getByTestId('nav-dashboard')).toHaveText(account.name);
  const otherTab = await context.newPage();
  await otherTab.goto('/blog');
  await nav(otherTab).getByRole('button', { name: 'Sign Out' }).click();
  await expect(nav(otherTab).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await otherTab.close();
  await page.reload();
  await expectSignedOut('signed out in another tab');

  // The admin guard: a customer on an admin page is signed out on the way to /login.
  await signIn(page, account);
  await page.goto('/about');
  await expect(nav(page).getByTestId('nav-dashboard')).toHaveText(account.name);
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL('/login?from=%2Fdashboard%2Fusers', { timeout: 20_000 });
  await expectSignedOut('signed out by the admin guard');
});

/** Where the links before the account part are, and the box of the account part's items, in whole pixels. */
function headerLayout(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left: Math.round(left), top: Math.round(top), right: Math.round(right), bottom: Math.round(bottom) };
    };
    const items = [...document.querySelectorAll('#site-menu > li')];
    const cartItem = items.findIndex((item) => item.querySelector('[data-testid="cart-link"]'));
    const account = items.slice(cartItem + 1).map(box);
    return {
      links: items.slice(0, cartItem + 1).map(box),
      account: {
        left: Math.min(...account.map((item) => item.left)),
        top: Math.min(...account.map((item) => item.top)),
        right: Math.max(...account.map((item) => item.right)),
        bottom: Math.max(...account.map((item) => item.bottom)),
      },
    };
  });
}

test('the placeholder takes the place of what comes, at every screen width, with nothing to focus', async ({ page, browser, signedIn }) => {
  await signedIn({ name: `Placeholder Box ${tag}` });
  const visitorContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const visitor = await visitorContext.newPage();
  for (const screen of SCREENS) {
    for (const [who, tab, shown] of [
      ['customer', page, nav(page).getByTestId('nav-dashboard')],
      ['visitor', visitor, nav(visitor).getByRole('link', { name: 'Login', exact: true })],
    ] as const) {
      await tab.setViewportSize({ width: screen.width, height: screen.height });
      // The answer is held until the placeholder has been measured.
      const question = await holdAccountQuestion(tab);
      await tab.goto('/about');
      const menu = nav(tab).getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) {
        // The phone's and the tablet's menu, opened once the page runs.
        await expect(async () => {
          if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
          await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
        }).toPass();
      }
      const pending = nav(tab).getByTestId('account-pending');
      await expect(pending).toBeVisible();
      await expect(pending).toHaveAttribute('aria-busy', 'true');
      await expect(pending).toContainText('Checking your account…');
      expect(await nav(tab).locator('[aria-busy="true"] :is(a, button, input, [tabindex])').count(), 'nothing to focus in the placeholder').toBe(0);
      const before = await headerLayout(tab);
      await question.release();
      await expect(shown).toBeVisible();
      const after = await headerLayout(tab);
      const where = `${who} at ${screen.width} px`;
      expect(after.links, `${where}: the links before the account part stay put`).toEqual(before.links);
      const oneRow = screen.width >= 1024;
      if (oneRow || who === 'customer') expect(after.account, `${where}: the account part fills the placeholder's box`).toEqual(before.account);
      // In the phone's menu panel, which lies over the page, Login is one row of the placeholder's two.
      else expect({ ...after.account, bottom: before.account.bottom }, `${where}: Login starts where the placeholder did`).toEqual(before.account);
    }
  }
  await visitorContext.close();
});

test('without JavaScript the placeholder is a Login link, and Buy Now the plain link', async ({ browser }) => {
  const tool = await insertTool(tag);
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const page = await context.newPage();
  await page.goto(`/tools/${tool._id.toString()}`);
  await expect(nav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(nav(page).getByText('Checking your account…')).toBeHidden();
  const buy = page.getByRole('link', { name: `Buy Now: ${tool.name}` });
  await expect(buy).toBeVisible();
  await expect(buy).toHaveAttribute('href', `/purchase/${tool._id.toString()}`);
  await expect(page.getByRole('button', { name: /^Buy Now/ })).toBeHidden();
  await context.close();
});
