import 'server-only';
import type { NextRequest } from 'next/server';
import { pageHeaders, pageOfList, readApiPaging, type ApiPaging } from '@/lib/api-paging';
import { apiRecord } from '@/lib/http';
import { publicJson } from '@/lib/http-cache';
import type { Page } from '@/lib/pagination';

/**
 * The answer of a public list GET (the catalogue, the reviews): the whole list, or with `limit`/`page` one page
 * of it, cacheable with an ETag (lib/http-cache.ts). These lists are read whole from the data cache, so a page
 * is cut from it here without another database read.
 */
export async function publicListAnswer<T extends { id: string }>(request: NextRequest, readAll: () => Promise<T[]>): Promise<Response> {
  const paging = readApiPaging(request.nextUrl.searchParams);
  const all = await readAll();
  if (!paging) return publicJson(request, all.map(apiRecord));
  const { items, ...page } = pageOfList(all, paging);
  return publicJson(request, items.map(apiRecord), pageHeaders(request.url, page));
}

/**
 * The answer of a signed-in list GET (orders, confirmed orders, users): the whole list as the old API answered,
 * or with `limit`/`page` one page read from the database, with `Link` and `X-Total-Count`. Never cached.
 */
export async function privateListAnswer<T extends { id: string }>(
  request: NextRequest,
  read: { all: () => Promise<T[]>; page: (paging: ApiPaging) => Promise<Page<T>> },
): Promise<Response> {
  const paging = readApiPaging(request.nextUrl.searchParams);
  if (!paging) return Response.json((await read.all()).map(apiRecord));
  const { items, ...page } = await read.page(paging);
  return Response.json(items.map(apiRecord), { headers: pageHeaders(request.url, page) });
}
