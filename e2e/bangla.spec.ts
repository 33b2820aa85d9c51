import { request as httpRequest } from 'node:http';
import { expect, fileTag, test, type Page } from './support/fixtures';
import { pathIn } from '../lib/domain/i18n';
import { formatBDT } from '../lib/domain/money';
import { formatNumber } from '../lib/domain/numbers';
import { fieldMessages } from '../lib/texts';
import { textsFor } from '../lib/texts/catalogue';
import { translated } from '../lib/texts/translate';
import { waitForMail } from '../test/mail-sink';
import { createAccount, findAccount, logInThroughForm } from './support/accounts';
import { testDb, uniqueEmail, uniqueIp } from './support/database';
import { insertTool } from './support/records';
import { formReady, hydrated } from './support/shop';
import { E2E_BASE_URL } from './support/stack';
import { BENGALI_FONT_URL } from '../lib/http/bengali-font';

// The shop in Bangla (docs/decisions/0101-the-shop-in-bangla.md): a visitor's, a new customer's and a buyer's journeys
// under /bn, and what search engines are told.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();
const bn = textsFor('bn');

/** What the page's head says of its addresses: canonical, and each `hreflang` alternate. */
async function addressesOf(page: Page) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
    Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname])),
  );
  return { canonical: canonical && new URL(canonical).pathname, alternates };
}

test('a visitor reads the shop in Bangla: its words, Bangla digits in the lakh grouping, a tool found by its Bangla name', async ({ page }) => {
  const nameBn = `টাইল কাটার ${tag}`;
  const tool = await insertTool(tag, { price: 1_250_000, stock: 1_200_000, minimum: 2, nameBn, descBn: 'মেঝের টাইলস সোজা কাটে।' });

  await page.goto('/bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('navigation', { name: bn.layoutTexts.mainMenu })).toBeAttached();
  expect(await addressesOf(page)).toEqual({ canonical: '/bn', alternates: { en: '/', 'bn-BD': '/bn', 'x-default': '/' } });

  // Found by its Bangla name, on the Bangla catalogue's own search (the form stays in Bangla).
  await page.goto('/bn/tools');
  await page.getByRole('searchbox').fill(nameBn);
  await page.getByRole('button', { name: bn.catalogueTexts.submit }).click();
  await expect(page).toHaveURL(/\/bn\/tools\?q=/);
  const card = page.getByRole('link', { name: new RegExp(nameBn) }).first();
  await expect(card).toBeVisible();
  // ১২,৫০,০০০: Bangla digits with the lakh grouping.
  const price = formatBDT(1_250_000, 'bn');
  expect(price).toBe('৳১২,৫০,০০০');
  await expect(page.getByText(price).first()).toBeVisible();

  // Its page: the Bangla name as the heading, the stock in Bangla digits, both addresses named.
  await page.goto(`/bn/tools/${tool._id.toHexString()}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameBn);
  await expect(page.getByText(formatNumber(1_200_000, 'bn')).first()).toBeVisible();
  const id = tool._id.toHexString();
  expect(await addressesOf(page)).toEqual({
    canonical: `/bn/tools/${id}`,
    alternates: { en: `/tools/${id}`, 'bn-BD': `/bn/tools/${id}`, 'x-default': `/tools/${id}` },
  });
  expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('bn_BD');
});

/** When the page fetched the Bangla font, after its first paint and its load (ms since the navigation), if it did. */
async function fontFetch(page: Page) {
  return page.evaluate((font) => {
    const fetched = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === font);
    if (!fetched) return null;
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
    return { afterFirstPaint: fetched.startTime - firstPaint, afterLoad: fetched.startTime - load };
  }, BENGALI_FONT_URL);
}

const pageFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

test('the Bangla font: never on English pages; fetched after a first Bangla page has drawn, and used from the next one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((font) => font === BENGALI_FONT_URL)).toEqual([]);

  // The first Bangla page: drawn in the device's own Bengali font, the Bangla font fetched once the page has drawn
  // and loaded, and the page's font unchanged by it.
  await page.goto('/bn/about');
  await expect(page.locator('html')).not.toHaveAttribute('data-bengali-font');
  const fontBefore = await pageFont(page);
  expect(fontBefore).not.toContain('Noto Sans Bengali');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bengaliFont'))).toBe(BENGALI_FONT_URL);
  const fetched = (await fontFetch(page))!;
  expect(fetched.afterFirstPaint).toBeGreaterThan(0);
  expect(fetched.afterLoad).toBeGreaterThanOrEqual(0);
  expect(await pageFont(page)).toBe(fontBefore);

  // The next page opened within this document (the app's router) comes in the Bangla font.
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await page.getByRole('navigation', { name: bn.layoutTexts.mainMenu }).getByRole('link', { name: bn.menuTexts.blog }).click();
  await expect(page).toHaveURL(/\/bn\/blog$/);
  await expect(page.locator('html')).toHaveAttribute('data-bengali-font', '');
  expect(await pageFont(page)).toContain('Noto Sans Bengali');
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'ক্ষ'))).toBe(true);
  expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);

  // Whole page loads after it (/bn/login under its nonce policy, which allows the script by its hash): marked before
  // they are drawn, their Bengali letters in the Bangla font (a conjunct: ক্ষ), loaded from the browser's cache.
  for (const next of ['/bn/tools', '/bn/login']) {
    await page.goto(next);
    await expect(page.locator('html')).toHaveAttribute('data-bengali-font', '');
    expect(await pageFont(page)).toContain('Noto Sans Bengali');
    const faces = await page.evaluate(async () => (await document.fonts.load('16px "Noto Sans Bengali"', 'ক্ষ')).map((face) => face.status));
    expect(faces).toEqual(['loaded']);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'ক্ষ'))).toBe(true);
  }
  // Kept by browsers for a year: its address changes with its content (test/fonts.test.ts).
  expect((await page.request.get(BENGALI_FONT_URL)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a visitor who asked to save data is not sent the Bangla font', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  await page.goto('/bn/about');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
  expect(await fontFetch(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('bengaliFont'))).toBeNull();
});

test('the home page holds still while it is read: its parts laid out as they near the screen shift nothing in view', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
        shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((source) => source.node?.nodeName ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  /** Scrolls half a screen at a time, letting each step draw, to the page's end in that direction. */
  const scrollThrough = (direction: 'down' | 'up') =>
    page.evaluate(async (way) => {
      const drawn = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const more = () => (way === 'down' ? scrollY + innerHeight < document.documentElement.scrollHeight - 1 : scrollY > 0);
      while (more()) {
        scrollBy(0, ((way === 'down' ? 1 : -1) * innerHeight) / 2);
        await drawn();
      }
    }, direction);
  const shifts = () => page.evaluate(() => (window as unknown as { layoutShifts: unknown[] }).layoutShifts);
  const laidOutWhenNear = () => page.evaluate(() => [...document.querySelectorAll('body *')].filter((element) => getComputedStyle(element).contentVisibility === 'auto').length);

  for (const path of ['/bn', '/']) {
    await page.goto(path);
    // The banner's hidden slides, the tool cards, the lower sections and the footer.
    expect(await laidOutWhenNear()).toBeGreaterThanOrEqual(14);
    await scrollThrough('down');
    await scrollThrough('up');
    expect(await shifts(), path).toEqual([]);
  }

  // Opened at its contact section, then read upwards through the parts it skipped.
  await page.goto('/bn#contact');
  await expect(page.locator('#contact')).toBeInViewport();
  await scrollThrough('up');
  expect(await shifts()).toEqual([]);
});

test('the switch leads to the same page in the other language, and the choice is remembered', async ({ page, request }) => {
  const tool = await insertTool(tag, { nameBn: `লেভেলিং কিট ${tag}` });
  const address = `/tools/${tool._id.toHexString()}`;
  await page.goto(address);
  const toBangla = page.getByTestId('language-switch');
  await expect(toBangla).toHaveText('বাংলা');
  await hydrated(page, '[data-testid="language-switch"]');
  await toBangla.click();
  await expect(page).toHaveURL(pathIn('bn', address));
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`লেভেলিং কিট ${tag}`);
  await expect(page.getByTestId('language-switch')).toHaveText('English');

  // Remembered: the English address opens in Bangla for this visitor.
  await page.goto(address);
  await expect(page).toHaveURL(pathIn('bn', address));

  await hydrated(page, '[data-testid="language-switch"]');
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(address);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(address);
  await expect(page).toHaveURL(address);

  // Followed before the page's script runs (or without one), the link still changes the language and remembers it.
  const early = await request.get(`/bn${address}?language=bn`, { maxRedirects: 0 });
  expect(early.status()).toBe(307);
  expect(early.headers()['location']).toBe(`/bn${address}`);
  expect(early.headers()['set-cookie']).toMatch(/^shop-language=bn; Path=\/;.* Max-Age=31536000; SameSite=lax$/i);

  // A search keeps its words in the other language.
  await page.goto('/tools?q=trowel&sort=price-asc');
  await hydrated(page, '[data-testid="language-switch"]');
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL('/bn/tools?q=trowel&sort=price-asc');
  await expect(page.getByRole('searchbox')).toHaveValue('trowel');
});

test('a browser that prefers Bangla is offered Bangla, never sent there; one that does not is not asked', async ({ browser }) => {
  const bangla = await browser.newContext({ locale: 'bn-BD', extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const english = await browser.newContext({ locale: 'en-GB', extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  try {
    const page = await bangla.newPage();
    await page.goto('/about');
    await expect(page).toHaveURL('/about');
    const offer = page.getByTestId('language-offer');
    await expect(offer).toContainText(bn.layoutTexts.offer);
    await offer.getByRole('button', { name: bn.layoutTexts.offerAccept }).click();
    await expect(page).toHaveURL('/bn/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // Answered once: not asked again, and English addresses now open in Bangla.
    await page.goto('/contact');
    await expect(page).toHaveURL('/bn/contact');

    const other = await english.newPage();
    await other.goto('/about');
    await hydrated(other, '[data-testid="language-switch"]');
    await expect(other.getByTestId('language-offer')).toHaveCount(0);
  } finally {
    await Promise.all([bangla.close(), english.close()]);
  }
});

test('registering in Bangla: the errors in Bangla, an account that reads Bangla; buying with Bangla digits; the mail in Bangla', async ({ page }) => {
  const tool = await insertTool(tag, { price: 380, minimum: 10, stock: 500, nameBn: `খাঁজকাটা ট্রাওয়েল ${tag}` });
  await page.goto('/bn/register');
  await formReady(page);
  const register = bn.authPageTexts.register;
  await page.getByRole('button', { name: register.submit }).click();
  const required = translated(fieldMessages.required('Name'), 'bn');
  expect(required).toBe(bn.fieldMessages.required(bn.fieldLabels.Name));
  await expect(page.getByTestId('register-name-error')).toHaveText(required);
  await expect(page.getByTestId('register-password-error')).toHaveText(translated(fieldMessages.required('Password'), 'bn'));

  const email = uniqueEmail('bangla');
  await page.getByLabel(register.name).fill('রহিম উদ্দিন');
  await page.getByLabel(register.email).fill(email);
  await page.getByLabel(register.password).fill('a good password');
  await page.getByRole('button', { name: register.submit }).click();
  await expect(page).not.toHaveURL(/register/);
  await expect(page).toHaveURL(/^[^?]*\/bn(\/|$)/);
  await expect.poll(async () => (await findAccount(email))?.language).toBe('bn');

  // Buying: the quantity and the phone number typed in Bangla digits.
  await page.goto(`/bn/purchase/${tool._id.toHexString()}`);
  await formReady(page);
  await page.getByLabel(bn.purchaseTexts.quantity).fill('১২');
  await page.getByLabel(bn.purchaseTexts.phone).fill('০১৭১১০০০১১১');
  await page.getByLabel(bn.purchaseTexts.address).fill(`বাড়ি ৭, রোড ৩, ধানমন্ডি, ঢাকা ${tag}`);
  await page.getByRole('button', { name: bn.purchaseTexts.submit }).click();
  await expect(page.getByText(bn.toasts.orderSaved)).toBeVisible();
  const order = await (await testDb()).collection('orders').findOne({ email });
  expect(order).toMatchObject({ phone: '01711000111', total: 12 * 380, lines: [expect.objectContaining({ quantity: 12 })] });

  // The mail: in Bangla, the total in Bangla digits, linking to the Bangla receipt.
  const mail = await waitForMail(email, (received) => received.text.includes(formatBDT(12 * 380, 'bn')), 20_000);
  expect(mail.subject).toMatch(/[\u0980-\u09ff]/);
  expect(mail.text).toMatch(/[\u0980-\u09ff]{3}/);
  expect(mail.text).toContain(`/bn/dashboard/orders/${order!._id.toHexString()}/receipt`);
  expect(mail.html).toContain('lang="bn"');
});

test('an English address named with /en is sent to the one English address; /bn pages that do not exist are 404 in Bangla', async ({ request }) => {
  const english = await request.get('/en/about?x=1', { maxRedirects: 0 });
  expect(english.status()).toBe(308);
  expect(english.headers()['location']).toBe('/about?x=1');
  const missing = await request.get('/bn/no-such-page');
  expect(missing.status()).toBe(404);
  const html = await missing.text();
  expect(html).toContain('<html lang="bn"');
  expect(html).toContain(bn.notFoundTexts.heading);
});

test('the sitemap lists every public page in both languages, each naming the other', async ({ request }) => {
  const xml = await (await request.get('/sitemaps/pages.xml')).text();
  for (const path of ['/about', '/bn/about', '/tools', '/bn/tools']) expect(xml).toContain(`/${path.replace(/^\//, '')}</loc>`);
  expect(xml).toMatch(/<loc>[^<]*\/bn\/about<\/loc><xhtml:link rel="alternate" hreflang="en" href="[^"]*\/about"\/><xhtml:link rel="alternate" hreflang="bn-BD" href="[^"]*\/bn\/about"\/>/);
});

test("signing in opens the shop in the account's language, and this browser remembers it", async ({ page }) => {
  const account = await createAccount({ name: 'Bangla Reader' });
  await (await testDb()).collection('users').updateOne({ email: account.email }, { $set: { language: 'bn' } });
  await logInThroughForm(page, account.email, account.password, '/login?from=%2Ftools');
  await expect(page).toHaveURL('/bn/tools');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.goto('/about');
  await expect(page).toHaveURL('/bn/about');
});

/** The Location a raw request for `path` (sent as written, `//` and all) is answered with. */
function locationFor(path: string, cookie = ''): Promise<string | undefined> {
  const { hostname, port } = new URL(E2E_BASE_URL);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ hostname, port, path, headers: { cookie } }, (answer) => {
      answer.resume();
      resolve(answer.headers.location);
    });
    sent.on('error', reject).end();
  });
}

test('the language redirects never leave the shop: an address that names another host stays a path of ours', async () => {
  for (const [path, cookie] of [
    ['/en//evil.example/x', ''],
    ['//evil.example?language=bn', ''],
    ['//evil.example/', 'shop-language=bn'],
    ['/en/\\evil.example', ''],
  ] as const) {
    const location = await locationFor(path, cookie);
    expect(location, path).toBeDefined();
    expect(new URL(location!, E2E_BASE_URL).origin, `${path} -> ${location}`).toBe(new URL(E2E_BASE_URL).origin);
    expect(location, path).not.toMatch(/^(\/\/|\/\\|https?:)/);
  }
});
