// A fixed time zone, the shop's: the server and the browser render the same text (no hydration mismatch).
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dhaka' });

/** "3 Nov 2026": the one way dates become text. Empty for a missing date. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? day.format(new Date(iso)) : '';
}
