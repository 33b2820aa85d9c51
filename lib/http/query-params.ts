/**
 * The first value of a query parameter as the App Router (`searchParams`) or a route's own reading hands it over: a
 * parameter given twice (`?page=2&page=9`) arrives as an array, and only its first value counts, everywhere.
 */
export function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}
