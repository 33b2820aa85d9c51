import { RETURN_PARAM, returnPathFrom } from '@/lib/auth/return-path';
import { firstValue } from '@/lib/http/query-params';
import { siteUrl } from '@/lib/domain/site';

/** Next.js page search params, as the App Router hands them over. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The first value of a query parameter, or null. */
export function firstParam(value: string | string[] | undefined): string | null {
  const first = firstValue(value);
  return typeof first === 'string' ? first : null;
}

/** Where an auth page sends the visitor back to: its `?from=`, kept only if it is a path on this site (home otherwise). */
export function returnPathOfQuery(params: Record<string, string | string[] | undefined>): string {
  return returnPathFrom(firstParam(params[RETURN_PARAM]), [siteUrl()]);
}
