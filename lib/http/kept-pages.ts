/**
 * The catalogue's pages that are kept once rendered at their plain address (docs/decisions/0085-catalogue-pages-kept.md).
 * middleware.ts renders the address at `/kept/{view}/plain` when the query string carries none of the page's own
 * parameters; with any of them (a search, a sort, a further page) the page's own route renders per request.
 */
const KEPT_PAGES = [
  { address: '/', view: 'home', query: [] },
  { address: '/tools', view: 'tools', query: ['q', 'sort', 'page'] },
  { address: '/review', view: 'review', query: ['page'] },
] as const;

/** Where the kept renders live (in each language's folder). Only middleware.ts leads there: a request for it is a 404. */
const KEPT_PREFIX = '/kept';

/** The last part of a kept render's address, `/kept/{view}/plain`: a view's folder renders nothing else. */
export const KEPT_RENDER = 'plain';

/**
 * The address a page renders at inside the server: its kept render when it is one of KEPT_PAGES asked for with
 * none of its own parameters (`search` as `URL.search` gives it), else the address itself. English form.
 */
export function keptRender(path: string, search: string): string {
  const kept = KEPT_PAGES.find(({ address }) => address === path);
  if (!kept) return path;
  const parameters = new URLSearchParams(search);
  return kept.query.some((key) => parameters.has(key)) ? path : `${KEPT_PREFIX}/${kept.view}/${KEPT_RENDER}`;
}

/** Next.js' own parameter on the client router's requests for a page's payload (`?_rsc=`). */
const ROUTER_PARAMETER = '_rsc';

/**
 * The query string a page kept once rendered is asked for with, minus a foreign one. Next.js bakes the query string of
 * the request that renders a kept page into the page's payload, which every later visitor is then served; so a kept
 * page is only ever rendered for a query string of its own parameters (the catalogue's search, sort and page, which
 * render per request anyway) or none (docs/decisions/0085-catalogue-pages-kept.md). `_rsc` is the page's own only on
 * the client router's requests (`router`: they carry the `RSC` header, and Next.js checks the value against their
 * other headers); on a page load it is text of the asker's choosing like any other. `search` as `URL.search` gives
 * it; the answer is the same string when nothing is foreign, and for a page that is not kept.
 */
export function keptPageQuery(pathname: string, search: string, router = false): string {
  const own = ownParameters(pathname);
  if (own === undefined || search === '') return search;
  const parameters = new URLSearchParams(search);
  const names = [...parameters.keys()];
  if (names.some((name) => own.includes(name))) return search;
  const routerValue = router ? parameters.get(ROUTER_PARAMETER) : null;
  if (routerValue !== null && names.every((name) => name === ROUTER_PARAMETER)) return search;
  return routerValue === null ? '' : `?${new URLSearchParams({ [ROUTER_PARAMETER]: routerValue })}`;
}

/** A query string without the client router's own parameter. */
export function withoutRouterParameter(search: string): string {
  const parameters = new URLSearchParams(search);
  if (!parameters.has(ROUTER_PARAMETER)) return search;
  parameters.delete(ROUTER_PARAMETER);
  const rest = parameters.toString();
  return rest ? `?${rest}` : '';
}

/** The parameters of a page kept once rendered, or undefined for any other page: a tool's page has none of its own. */
function ownParameters(pathname: string): readonly string[] | undefined {
  if (/^\/tools\/[^/]+$/.test(pathname)) return [];
  return KEPT_PAGES.find(({ address }) => address === pathname)?.query;
}


/**
 * The one parameter the build renders for a page kept at its first request (a tool's page, a kept view): Cache
 * Components check each route at build with at least one. It names no tool and no view, so it renders the not-found
 * page without reading the database (docs/decisions/0087-cache-components.md).
 */
export const BUILD_SAMPLE = 'build-sample';
