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

/** In menu order within each menu (docs/shop.md, Pages). */
export const PAGES = [
  { path: '/', access: 'anyone', kept: true, menus: { site: 'home' } },
  { path: '/tools', access: 'anyone', kept: true, menus: { site: 'tools' } },
  { path: '/tools/:id', access: 'anyone', kept: true },
  { path: '/tools/:id/reviews/:page', access: 'anyone', kept: true },
  { path: '/blog', access: 'anyone', kept: true, menus: { site: 'blog' } },
  { path: '/review', access: 'anyone', kept: true, menus: { site: 'review' } },
  { path: '/about', access: 'anyone', kept: true, menus: { site: 'about' } },
  { path: '/myportfolio', access: 'anyone', kept: true, menus: { site: 'myPortfolio' } },
  { path: '/contact', access: 'anyone', kept: true },
  { path: '/cart', access: 'anyone', nonce: true },
  { path: '/login', access: 'anyone', nonce: true },
  { path: '/register', access: 'anyone', nonce: true },
  { path: '/reset-password', access: 'anyone', nonce: true },
  { path: '/not-allowed', access: 'anyone', nonce: true },
  { path: '/checkout', access: 'signed-in', nonce: true },
  { path: '/purchase/:id', access: 'signed-in', nonce: true },
  { path: '/dashboard', access: 'signed-in', nonce: true, menus: { customer: 'myProfile', admin: 'overview' } },
  { path: '/dashboard/profile', access: 'signed-in', nonce: true, menus: { admin: 'myProfile' } },
  { path: '/dashboard/orders/:id/receipt', access: 'signed-in', nonce: true },
  { path: '/dashboard/orders/:id/payment', access: 'signed-in', nonce: true },
  { path: '/dashboard/quotes/:id', access: 'signed-in', nonce: true },
  { path: '/dashboard/addreview', access: 'signed-in', nonce: true, menus: { customer: 'addReview' } },
  { path: '/dashboard/myorder', access: 'signed-in', nonce: true, menus: { customer: 'myOrder' } },
  { path: '/dashboard/quotes', access: 'signed-in', nonce: true, menus: { customer: 'myQuotes' } },
  { path: '/dashboard/users', access: 'admin', nonce: true, menus: { admin: 'allUsers' } },
  { path: '/dashboard/addproduct', access: 'admin', nonce: true, menus: { admin: 'addTool' } },
  { path: '/dashboard/manageproduct', access: 'admin', nonce: true, menus: { admin: 'manageTools' } },
  { path: '/dashboard/manageproduct/:id', access: 'admin', nonce: true },
  { path: '/dashboard/confirmorder', access: 'admin', nonce: true, menus: { admin: 'placedOrders' } },
  { path: '/dashboard/payments', access: 'admin', nonce: true, menus: { admin: 'payments' } },
  { path: '/dashboard/delivery', access: 'admin', nonce: true, menus: { admin: 'delivery' } },
  { path: '/dashboard/quoterequests', access: 'admin', nonce: true, menus: { admin: 'quoteRequests' } },
  { path: '/dashboard/reviews', access: 'admin', nonce: true, menus: { admin: 'reviews' } },
  { path: '/dashboard/outbox', access: 'admin', nonce: true, menus: { admin: 'mailOutbox' } },
  { path: '/dashboard/audit', access: 'admin', nonce: true, menus: { admin: 'auditTrail' } },
] as const satisfies readonly ShopPage[];

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
    for (const page of PAGES as readonly ShopPage[]) {
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
  return (PAGES as readonly ShopPage[]).flatMap((page) => {
    const label = page.menus?.[menu];
    return label ? [{ path: page.path, label }] : [];
  });
}

/** Public pages with a fixed address, for search engines (a tool's pages are added per tool). */
export const publicPages: readonly string[] = (PAGES as readonly ShopPage[]).filter((page) => page.kept && !page.path.includes(':')).map((page) => page.path);

/** Every page that may be kept, as path-to-regexp sources (next.config.ts gives them their Cache-Control). */
export const keptPageSources: readonly string[] = (PAGES as readonly ShopPage[]).filter((page) => page.kept).map((page) => page.path);

/** Addresses whose pages take a nonce, as path prefixes (the fixed policy of next.config.ts leaves them out). */
export const nonceFolders: readonly string[] = [
  ...new Set((PAGES as readonly ShopPage[]).filter((page) => page.nonce).map((page) => `/${page.path.split('/')[1]}`)),
];

/** The dashboard's admin pages (page-access.test.ts checks that they are the folders of app/[lang]/(account)/dashboard/(admin)). */
export const adminFolders: readonly string[] = [
  ...new Set((PAGES as readonly ShopPage[]).filter((page) => page.access === 'admin').map((page) => page.path.split('/')[2]!)),
];
