import 'server-only';
import { isAdmin, isSignedIn } from '@/lib/domain/access';
import { callerFromClaims } from '@/lib/auth/caller';
import type { Caller } from '@/lib/auth/caller-type';
import { loginPathFrom, notAllowedPath } from '@/lib/auth/return-path';
import { getOrderReceipt } from '@/lib/data/orders';
import { getQuote } from '@/lib/data/quotes';
import { toolReviewPageCount } from '@/lib/data/reviews';
import { toolExists } from '@/lib/data/tools';
import { NotFoundError } from '@/lib/domain/errors';
import { keptPageQuery } from '@/lib/http/kept-pages';
import { writtenPageNumber } from '@/lib/domain/pagination';
import { isShopAddress, pageAt } from '@/lib/http/routes';
import { isObjectIdText } from '@/lib/validation/common';

/**
 * What a page answers instead of rendering: the not-found page (404), or a redirect.
 *
 * With Cache Components a page's response starts (status 200) before the page's own code runs, so a `notFound()` or
 * `redirect()` in the page can no longer set the status. middleware.ts asks these questions first, with the same data
 * layer and the same access policies as the pages, which still ask them too (docs/decisions/0087-cache-components.md).
 */
export type PageAnswer = { notFound: true } | { redirectTo: string; permanent: boolean };

const NOT_FOUND: PageAnswer = { notFound: true };

const redirectTo = (path: string, permanent = false): PageAnswer => ({ redirectTo: path, permanent });

/**
 * A public page (addresses in their English form; middleware.ts puts the language back on a redirect): a page the
 * shop does not have (lib/http/routes.ts; a kept render's own address among them, which only middleware.ts leads to), a
 * tool's address with
 * its id in capitals (a 308 to the one spelling), a kept page with a foreign query string (its plain address), a tool
 * that does not exist, or a page of a tool's reviews that is not one (page 1 is the tool's own page). `search` is
 * the query string as `URL.search` gives it, `router` whether the request is the client router's (lib/http/kept-pages.ts).
 */
export async function publicPageAnswer(pathname: string, search = '', router = false): Promise<PageAnswer | undefined> {
  const address = oneSpelling(pathname);
  if (!isShopAddress(address)) return NOT_FOUND;
  if (address !== pathname) return redirectTo(`${address}${keptPageQuery(address, search, router)}`, true);
  const query = keptPageQuery(pathname, search, router);
  // Temporary: a parameter a page learns later must not meet a browser that remembers this answer.
  if (query !== search) return redirectTo(`${pathname}${query}`);
  const tool = idIn(/^\/tools\/([^/]+)$/, pathname);
  if (tool !== undefined) return (await toolExists(tool)) ? undefined : NOT_FOUND;
  const [, id, page] = /^\/tools\/([^/]+)\/reviews\/([^/]+)$/.exec(pathname) ?? [];
  if (id === undefined || page === undefined) return undefined;
  const number = writtenPageNumber(page);
  if (number === undefined) return NOT_FOUND;
  if (number === 1) return redirectTo(`/tools/${id}`, true);
  if (!(await toolExists(id))) return NOT_FOUND;
  return number <= (await toolReviewPageCount(id)) ? undefined : NOT_FOUND;
}

/**
 * A page that needs a session (the dashboard, a purchase): /login without a live one, the not-allowed page for a
 * customer on an admin page, the not-found page for a record that does not exist or is not the caller's.
 */
export async function accountPageAnswer(pathname: string, search: string, claims: { sub?: unknown; sv?: unknown } | null): Promise<PageAnswer | undefined> {
  const caller = await callerFromClaims(claims);
  if (!isSignedIn(caller)) return redirectTo(loginPathFrom(`${pathname}${search}`));
  if (pageAt(pathname)?.page.access === 'admin' && !isAdmin(caller)) return redirectTo(notAllowedPath(pathname));
  return (await recordFound(pathname, caller)) ? undefined : NOT_FOUND;
}

/** Whether the record a page shows exists for this caller (true for pages that show none). */
async function recordFound(pathname: string, caller: Caller): Promise<boolean> {
  const tool = idIn(/^\/(?:purchase|dashboard\/manageproduct)\/([^/]+)$/, pathname);
  if (tool !== undefined) return toolExists(tool);
  const receipt = idIn(/^\/dashboard\/orders\/([^/]+)\/(?:receipt|payment)$/, pathname);
  if (receipt !== undefined) return visible(getOrderReceipt(caller, receipt));
  const quote = idIn(/^\/dashboard\/quotes\/([^/]+)$/, pathname);
  if (quote !== undefined) return visible(getQuote(caller, quote));
  return true;
}

/**
 * A tool's addresses with its id in lower case. Ids are read whatever their case, and Next.js would keep a page for
 * each of the 2^k spellings of a tool's id (docs/decisions/0084-tool-pages-kept.md): every other spelling is
 * redirected to the one the shop writes, before anything renders. This covers the tool's page, its pages of
 * reviews and its card image.
 */
function oneSpelling(pathname: string): string {
  const [, id, rest = ''] = /^\/tools\/([^/]+)(\/.*)?$/.exec(pathname) ?? [];
  return id !== undefined && isObjectIdText(id) && id !== id.toLowerCase() ? `/tools/${id.toLowerCase()}${rest}` : pathname;
}

/** The id a page's address carries, when it is that page's address. */
function idIn(address: RegExp, pathname: string): string | undefined {
  return address.exec(pathname)?.[1];
}

/** The data layer refuses a record the caller may not see as it refuses one that does not exist. */
async function visible(read: Promise<unknown>): Promise<boolean> {
  try {
    await read;
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}
