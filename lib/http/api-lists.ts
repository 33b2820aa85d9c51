import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { pageHeaders, readApiPaging, type ApiPaging } from '@/lib/http/api-paging';
import { getCaller } from '@/lib/auth/caller';
import type { Caller } from '@/lib/auth/caller-type';
import { apiRecord, created, readCallerJson } from '@/lib/http/answers';
import { publicJson } from '@/lib/http/http-cache';
import type { Page } from '@/lib/domain/pagination';

/**
 * The answer of a public list GET (the catalogue, the reviews): the whole list as the old API answered, or with
 * `limit`/`page` one page of it read through the data layer's own pages (docs/decisions/0061-lists-that-scale.md),
 * cacheable with an ETag (lib/http/http-cache.ts).
 */
export async function publicListAnswer<T extends { id: string }>(
  request: NextRequest,
  read: { all: () => Promise<T[]>; page: (paging: ApiPaging) => Promise<Page<T>> },
): Promise<Response> {
  const paging = readApiPaging(request.nextUrl.searchParams);
  if (!paging) return publicJson(request, (await read.all()).map(apiRecord));
  const { items, ...page } = await read.page(paging);
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

/**
 * The POST that adds to a list (an order, a quote, a review, a tool): the caller and the JSON body go to the data
 * layer's `add`, which checks both; the new record comes back with 201 in the old API's shape, under `name`. Every
 * such list needs a signed-in caller, so nobody signed in is refused before the body is read.
 */
export function addAnswer<T extends { id: string }>(name: string, add: (caller: Caller | null, input: unknown) => Promise<T>) {
  return async (request: Request): Promise<Response> => {
    const caller = await getCaller(request);
    const record = await add(caller, await readCallerJson(request, caller));
    return created({ acknowledged: true, insertedId: record.id, [name]: apiRecord(record) });
  };
}

/** The `[id]` of a record's address, as Next.js hands it to the route. */
type RecordAddress = { params: Promise<{ id: string }> };

/** The call that moves the record at `[id]` on with a JSON body (an order shipped, a quote answered): the record back under `name`. */
export function moveAnswer<T extends { id: string }>(name: string, move: (caller: Caller | null, id: string, input: unknown) => Promise<T>) {
  return async (request: Request, { params }: RecordAddress): Promise<Response> => {
    const caller = await getCaller(request);
    const record = await move(caller, (await params).id, await readCallerJson(request, caller));
    return NextResponse.json({ acknowledged: true, [name]: apiRecord(record) });
  };
}
