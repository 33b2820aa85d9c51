import type { Model, QueryFilter, SortOrder } from 'mongoose';
import { latinDigits } from './numbers';
import { firstValue } from '@/lib/http/query-params';

/**
 * Every list the shop shows grows to thousands, so every list is read a page at a time (docs/decisions/0005-pages-of-lists.md).
 * Pages are numbered from 1; a page past the end is simply empty.
 */
export type Page<T> = { items: T[]; page: number; pageSize: number; total: number; pageCount: number };

/** The most pages anyone may ask for: beyond it a skip would scan for nothing. */
export const MAX_PAGE = 10_000;

/**
 * A page number from a query string or form: a whole number from 1, in Latin or Bangla digits, otherwise page 1. A
 * larger one than MAX_PAGE is MAX_PAGE, which is past the end of any list the shop has, so the page says the list
 * ends earlier rather than showing page 1 as if it had been asked for.
 */
export function pageNumber(value: unknown): number {
  const first = firstValue(value);
  const digits = typeof first === 'string' ? latinDigits(first) : '';
  const number = typeof first === 'number' ? first : /^[1-9][0-9]*$/.test(digits) ? Number(digits) : NaN;
  if (number > MAX_PAGE) return MAX_PAGE;
  return Number.isInteger(number) && number >= 1 ? number : 1;
}

/**
 * A page number in an address, only as the shop writes it (2, not 02 or 2.0): the number, or undefined for anything
 * else, which is no page.
 */
export function writtenPageNumber(text: string): number | undefined {
  const number = pageNumber(text);
  return String(number) === text ? number : undefined;
}

/** A page of `items` out of `total`. */
export function pageOf<T>(items: T[], { page, pageSize, total }: { page: number; pageSize: number; total: number }): Page<T> {
  return { items, page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * One page of a collection: the documents matching `filter` in `sort` order (give it a unique last key, such as
 * `_id`, so that pages never overlap), mapped to what pages show, with the total count for the page links.
 */
export async function findPage<Doc, T>(
  model: Model<Doc>,
  filter: QueryFilter<Doc>,
  sort: Record<string, SortOrder>,
  { page, pageSize }: { page: number; pageSize: number },
  toItem: (doc: Doc & { _id: unknown }) => T,
): Promise<Page<T>> {
  const [docs, total] = await Promise.all([
    model
      .find(filter)
      .sort(sort)
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<(Doc & { _id: unknown })[]>(),
    // Everything: the collection's own count, read from its metadata rather than by reading every document.
    Object.keys(filter).length === 0 ? model.estimatedDocumentCount() : model.countDocuments(filter),
  ]);
  return pageOf(docs.map(toItem), { page, pageSize, total });
}
