/**
 * Every page of the shop, once (docs/decisions/0101-the-shop-in-bangla.md): its address as English has it (Bangla
 * puts `/bn` in front, lib/domain/i18n.ts), who may open it, whether it is public and kept, whether it takes a per-request
 * nonce, and the menu it is listed in. Middleware's page checks, the security headers, the menus, the sitemap, the
 * browser tests' walk of every page and the benchmark's pages are read from here. Edge-safe: middleware.ts uses it.
 */

/**
 * Who may open a page. `anyone`: every visitor. `signed-in`: a live session (else /login carrying the page);
 * `admin`: an admin as the database knows them now (else the not-allowed page).
 */
export type PageAccess = 'anyone' | 'signed-in' | 'admin';

/** The menus a page is listed in, each with its label's key in the catalogue's `menuTexts`. */
type Menus = { site?: MenuLabel; customer?: MenuLabel; admin?: MenuLabel };

export type MenuLabel =
  | 'home'
  | 'tools'
  | 'blog'
  | 'review'
  | 'about'
  | 'myPortfolio'
  | 'myProfile'
  | 'overview'
  | 'addReview'
  | 'myOrder'
  | 'myQuotes'
  | 'allUsers'
  | 'addTool'
  | 'manageTools'
  | 'placedOrders'
  | 'payments'
  | 'delivery'
  | 'quoteRequests'
  | 'reviews'
  | 'mailOutbox'
  | 'auditTrail';

export type ShopPage = {
  /** The address with `:name` for each part that varies (`/tools/:id`). */
  path: string;
  access: PageAccess;
  /**
   * Public and the same for every visitor: prerendered, or rendered at its first request and kept
   * (docs/decisions/0085-catalogue-pages-kept.md). Search engines are told about those without a `:part`.
   */
  kept?: boolean;
  /** Takes secrets or orders: rendered per request with a nonce in its Content-Security-Policy (docs/decisions/0011). */
  nonce?: boolean;
  menus?: Menus;
};

/** A page of the catalogue's kind: open to anyone and kept (`ShopPage.kept`); in the site menu under `label`, if any. */
function keptPage(path: string, label?: MenuLabel): ShopPage {
  return { path, access: 'anyone', kept: true, ...(label && { menus: { site: label } }) };
}

/** A page of every other kind: open to `access`, rendered per request with a nonce (`ShopPage.nonce`). */
function noncePage(path: string, access: PageAccess, menus?: Menus): ShopPage {
  return { path, access, nonce: true, ...(menus && { menus }) };
}

/** An admin's page: rendered per request with a nonce, in the admin menu under `label`, if any. */
function adminPage(path: string, label?: MenuLabel): ShopPage {
  return noncePage(path, 'admin', label && { admin: label });
}

/** In menu order within each menu (docs/shop.md, Pages). */
export const PAGES: readonly ShopPage[] = [
  keptPage('/', 'home'),
  keptPage('/tools', 'tools'),
  keptPage('/tools/:id'),
  keptPage('/tools/:id/reviews/:page'),
  keptPage('/blog', 'blog'),
  keptPage('/review', 'review'),
  keptPage('/about', 'about'),
  keptPage('/myportfolio', 'myPortfolio'),
  keptPage('/contact'),
  noncePage('/cart', 'anyone'),
  noncePage('/login', 'anyone'),
  noncePage('/register', 'anyone'),
  noncePage('/reset-password', 'anyone'),
  noncePage('/not-allowed', 'anyone'),
  noncePage('/checkout', 'signed-in'),
  noncePage('/purchase/:id', 'signed-in'),
  noncePage('/dashboard', 'signed-in', { customer: 'myProfile', admin: 'overview' }),
  noncePage('/dashboard/profile', 'signed-in', { admin: 'myProfile' }),
  noncePage('/dashboard/orders/:id/receipt', 'signed-in'),
  noncePage('/dashboard/orders/:id/payment', 'signed-in'),
  noncePage('/dashboard/quotes/:id', 'signed-in'),
  noncePage('/dashboard/addreview', 'signed-in', { customer: 'addReview' }),
  noncePage('/dashboard/myorder', 'signed-in', { customer: 'myOrder' }),
  noncePage('/dashboard/quotes', 'signed-in', { customer: 'myQuotes' }),
  adminPage('/dashboard/users', 'allUsers'),
  adminPage('/dashboard/addproduct', 'addTool'),
  adminPage('/dashboard/manageproduct', 'manageTools'),
  adminPage('/dashboard/manageproduct/:id'),
  adminPage('/dashboard/confirmorder', 'placedOrders'),
  adminPage('/dashboard/payments', 'payments'),
  adminPage('/dashboard/delivery', 'delivery'),
  adminPage('/dashboard/quoterequests', 'quoteRequests'),
  adminPage('/dashboard/reviews', 'reviews'),
  adminPage('/dashboard/outbox', 'mailOutbox'),
  adminPage('/dashboard/audit', 'auditTrail'),
];

/** The parts of an address a pattern names, or undefined when the address is not that page's. */
function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const wanted = pattern.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return undefined;
  const parts: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = given[index]!;
    if (part.startsWith(':')) {
      if (value === '') return undefined;
      parts[part.slice(1)] = value;
    } else if (part !== value) return undefined;
  }
  return parts;
}

/** The page an address (English form, without the query string) opens, with the parts it names; undefined for none. */
export function pageAt(path: string): { page: ShopPage; parts: Record<string, string> } | undefined {
  // The pattern without a part wins over one with (`/dashboard/quotes` before `/dashboard/quotes/:id` never clash,
  // but `/tools/x` must not be read as a fixed page). Fixed patterns are checked first.
  for (const fixed of [true, false]) {
    for (const page of PAGES) {
      if (page.path.includes(':') === fixed) continue;
      const parts = matchPattern(page.path, path);
      if (parts) return { page, parts };
    }
  }
  return undefined;
}

/** Images rendered in a page's folder, which its metadata links to: a tool's Open Graph picture (Next.js may add a hash). */
const PAGE_IMAGES = [/^\/tools\/[^/]+\/opengraph-image(?:-[\w-]+)?$/];

/** Whether an address (English form) is a page's or one of its images': every other address is a 404. */
export function isShopAddress(path: string): boolean {
  return pageAt(path) !== undefined || PAGE_IMAGES.some((pattern) => pattern.test(path));
}

/** The pages listed in a menu, in its order, with their label's key. */
export function menuPages(menu: keyof Menus): { path: string; label: MenuLabel }[] {
  return PAGES.flatMap((page) => {
    const label = page.menus?.[menu];
    return label ? [{ path: page.path, label }] : [];
  });
}

/** Public pages with a fixed address, for search engines (a tool's pages are added per tool). */
export const publicPages: readonly string[] = PAGES.filter((page) => page.kept && !page.path.includes(':')).map((page) => page.path);

/** Every page that may be kept, as path-to-regexp sources (next.config.ts gives them their Cache-Control). */
export const keptPageSources: readonly string[] = PAGES.filter((page) => page.kept).map((page) => page.path);

/** Addresses whose pages take a nonce, as path prefixes (the fixed policy of next.config.ts leaves them out). */
export const nonceFolders: readonly string[] = [
  ...new Set(PAGES.filter((page) => page.nonce).map((page) => `/${page.path.split('/')[1]}`)),
];

/** The dashboard's admin pages (page-access.test.ts checks that they are the folders of app/[lang]/(account)/dashboard/(admin)). */
export const adminFolders: readonly string[] = [
  ...new Set(PAGES.filter((page) => page.access === 'admin').map((page) => page.path.split('/')[2]!)),
];
