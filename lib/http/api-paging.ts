import type { Page } from '@/lib/domain/pagination';
import { absoluteUrl } from '@/lib/domain/site';
import { apiPageQuerySchema } from '@/lib/validation/api-paging';

/**
 * Pages of the API's list GETs (docs/decisions/0062-http-caching-cors-and-api-pages.md). Without `limit` and
 * `page` a list answers whole, as the old API did; with either, one page, still a plain JSON array, with an
 * RFC 8288 `Link` header (first, prev, next, last) and `X-Total-Count`.
 */
export type ApiPaging = { page: number; pageSize: number };

/** Records per page when only `page` is given. */
const DEFAULT_API_LIMIT = 20;

/**
 * A query string as a schema reads it: each name's value, or all its values when it is repeated, so that a repeated
 * parameter fails the schema's string check (400) rather than one of its values being picked silently.
 */
export function queryValues(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    query[name] = values.length > 1 ? values : values[0]!;
  }
  return query;
}

/** The page a request asks for, null for the whole list; a bad or repeated `limit`/`page` throws (400). */
export function readApiPaging(params: URLSearchParams): ApiPaging | null {
  const { limit, page } = queryValues(params);
  const query = apiPageQuerySchema.parse({ limit, page });
  if (query.limit === undefined && query.page === undefined) return null;
  return { page: query.page ?? 1, pageSize: query.limit ?? DEFAULT_API_LIMIT };
}

/**
 * `Link` and `X-Total-Count` of a page. The links are absolute, on the shop's configured address (never the
 * request's Host header, which a client can forge), and keep the request's other parameters (`email`).
 */
export function pageHeaders(requestUrl: string, { page, pageSize, total, pageCount }: Omit<Page<unknown>, 'items'>): Record<string, string> {
  const { pathname, searchParams } = new URL(requestUrl);
  const link = (number: number, rel: string) => {
    const url = new URL(absoluteUrl(pathname));
    for (const [name, value] of searchParams) if (name !== 'limit' && name !== 'page') url.searchParams.append(name, value);
    url.searchParams.set('limit', String(pageSize));
    url.searchParams.set('page', String(number));
    return `<${url.toString()}>; rel="${rel}"`;
  };
  const links = [link(1, 'first')];
  if (page > 1) links.push(link(Math.min(page - 1, pageCount), 'prev'));
  if (page < pageCount) links.push(link(page + 1, 'next'));
  links.push(link(pageCount, 'last'));
  return { Link: links.join(', '), 'X-Total-Count': String(total) };
}
