/**
 * Every page of the shop, walked as a visitor, as a customer and as an admin, with a check run on each: the
 * accessibility and the styles tests look at all of them the same way.
 */
import type { Browser, Page } from '@playwright/test';
import { pathIn, type Language } from '../../lib/domain/i18n';
import { PAGES, type ShopPage } from '../../lib/http/routes';
import { createAccount, findAccount, signIn } from './accounts';
import { testDb, uniqueIp } from './database';
import { insertConfirmedOrder, insertOrder, insertTool } from './records';

/** The route table's pages with a fixed address that `access` opens (lib/http/routes.ts). */
const pagesFor = (access: ShopPage['access']) =>
  PAGES.filter((page) => page.access === access && !page.path.includes(':')).map((page) => page.path);
/** The pages anyone can open, with the 404 page; a customer's (every signed-in page); an admin's. */
const PUBLIC_PAGES = [...pagesFor('anyone'), '/no-such-page'];
const CUSTOMER_PAGES = pagesFor('signed-in');
const ADMIN_PAGES = [...pagesFor('signed-in'), ...pagesFor('admin')];

type Viewport = { width: number; height: number };

/**
 * Opens every page (a tool's pages, a paid order's receipt, a pending order's payment page and a purchase page included,
 * for a tool made with `tag`)
 * as each kind of shopper, one browser context each, and gathers what `check` finds on each, in page order.
 */
export async function checkEveryPage<Finding>(
  browser: Browser,
  tag: string,
  check: (page: Page) => Promise<Finding[]>,
  viewport?: Viewport,
  language: Language = 'en',
): Promise<Finding[]> {
  const tool = await insertTool(tag);
  const toolId = tool._id.toHexString();
  const customer = await createAccount({ name: 'Page Walk Customer' });
  const paid = await insertConfirmedOrder(await insertOrder(tool, customer.email), 'confirmed', { paid: true });
  const pending = await insertOrder(tool, customer.email);
  // A cart of the tool, so that the cart and the checkout are walked with a line in them.
  const account = await findAccount(customer.email);
  await (await testDb()).collection('carts').insertOne({ userId: account!._id, lines: [{ toolId: tool._id, quantity: tool.minimum, addedAt: new Date() }] });
  const admin = await createAccount({ name: 'Page Walk Admin', role: 'admin' });
  const walks: { account: { email: string; password: string } | null; paths: string[] }[] = [
    { account: null, paths: [...PUBLIC_PAGES, `/tools/${toolId}`] },
    {
      account: customer,
      paths: [
        ...CUSTOMER_PAGES,
        `/dashboard/orders/${paid._id.toHexString()}/receipt`,
        `/dashboard/orders/${pending._id.toHexString()}/payment`,
        `/purchase/${toolId}`,
        '/cart',
      ],
    },
    { account: admin, paths: [...ADMIN_PAGES, `/dashboard/manageproduct/${toolId}`] },
  ];
  const found: Finding[] = [];
  for (const walk of walks) {
    const context = await browser.newContext({ ...(viewport ? { viewport } : {}), extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
    try {
      const page = await context.newPage();
      if (walk.account) await signIn(page, walk.account);
      for (const path of walk.paths) found.push(...(await checkPage(page, pathIn(language, path), check)));
    } finally {
      await context.close();
    }
  }
  return found;
}

/** Pages that move on by themselves once loaded: /not-allowed posts its form, which signs out and opens /login. */
const PAGES_THAT_MOVE_ON = new Set(['/not-allowed', '/bn/not-allowed']);

async function checkPage<Finding>(page: Page, path: string, check: (page: Page) => Promise<Finding[]>): Promise<Finding[]> {
  await page.goto(path);
  await page.waitForLoadState('load');
  const landed = async () => {
    await page.waitForURL((url) => url.pathname !== path);
    await page.waitForLoadState('load');
  };
  // A page that moves on while it is checked: check where it lands.
  const found = await check(page).catch(async () => {
    await landed();
    return check(page);
  });
  // Checked before it moved on: let it land first, or its navigation cuts short the walk's next one (net::ERR_ABORTED).
  if (PAGES_THAT_MOVE_ON.has(path)) await landed();
  return found;
}
