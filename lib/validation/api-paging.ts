import * as z from 'zod/mini';
import { latinDigits } from '@/lib/domain/numbers';
import { MAX_PAGE } from '@/lib/domain/pagination';
import { fieldMessages } from '@/lib/texts';

/** The most records one page of an API list may hold (docs/decisions/0062-http-caching-cors-and-api-pages.md). */
export const MAX_API_LIMIT = 100;

/**
 * A whole number from 1 to `max`, written plainly: digits (Latin or Bangla) without a sign, a leading zero, an
 * exponent or spaces. A parameter given twice arrives as an array and is refused rather than one of its values picked.
 */
function count(name: string, max: number, description: string) {
  const message = fieldMessages.wholeNumberFrom1(name, max);
  const digits = z
    .string({ error: (issue) => (Array.isArray(issue.input) ? fieldMessages.givenOnce(name) : message) })
    .check(z.overwrite(latinDigits), z.regex(/^[1-9][0-9]{0,5}$/, message));
  return z.optional(z.pipe(digits, z.transform(Number)).check(z.refine((value) => value <= max, message))).check(z.describe(description));
}

/**
 * `?limit=&page=` of the API's list GETs. Both absent: the whole list, as the old API answered. Either present:
 * that page (`limit` records, 20 unless given; `page` 1 unless given) with `Link` and `X-Total-Count`.
 */
export const apiPageQuerySchema = z.object({
  limit: count('limit', MAX_API_LIMIT, `Records per page, 1 to ${MAX_API_LIMIT} (default 20 when \`page\` is given)`),
  page: count('page', MAX_PAGE, `Page number from 1 (default 1 when \`limit\` is given); past the last page the answer is []`),
});
