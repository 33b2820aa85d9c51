import { firstValue } from '@/lib/query-params';

/** Next.js page search params, as the App Router hands them over. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The first value of a query parameter, or null. */
export function firstParam(value: string | string[] | undefined): string | null {
  const first = firstValue(value);
  return typeof first === 'string' ? first : null;
}
