/**
 * The catalogue's pages that are kept once rendered at their plain address (docs/decisions/0085-catalogue-pages-kept.md).
 * `next.config.ts` rewrites the address to `/kept/{view}` when the query string carries none of the page's own
 * parameters; with any of them (a search, a sort, a further page) the page's own route renders per request.
 */
const KEPT_PAGES = [
  { address: '/', view: 'home', query: [] },
  { address: '/tools', view: 'tools', query: ['q', 'sort', 'page'] },
  { address: '/review', view: 'review', query: ['page'] },
] as const;

export type KeptView = (typeof KEPT_PAGES)[number]['view'];

/** Where the kept renders live. Only the rewrites may lead there: a request for it is refused (middleware.ts). */
const KEPT_PREFIX = '/kept';

/** The rewrites, in next.config.ts' shape: each one applies only when the page's own parameters are all missing. */
export function keptPageRewrites() {
  return KEPT_PAGES.map(({ address, view, query }) => ({
    source: address,
    destination: `${KEPT_PREFIX}/${view}`,
    missing: query.map((key) => ({ type: 'query' as const, key })),
  }));
}

/** Whether a request asks for a kept render by its own address (`/kept/...`), which only the rewrites may do. */
export function isKeptAddress(pathname: string): boolean {
  return pathname === KEPT_PREFIX || pathname.startsWith(`${KEPT_PREFIX}/`);
}

/**
 * The one parameter the build renders for a page kept at its first request (a tool's page, a kept view): Cache
 * Components check each route at build with at least one. It names no tool and no view, so it renders the not-found
 * page without reading the database (docs/decisions/0087-cache-components.md).
 */
export const BUILD_SAMPLE = 'build-sample';
