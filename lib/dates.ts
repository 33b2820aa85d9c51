// A fixed time zone, the shop's: the server and the browser render the same text (no hydration mismatch).
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dhaka' });

/** "3 Nov 2026": the one way dates become text. Empty for a missing date. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? day.format(new Date(iso)) : '';
}

/**
 * Calendar days as forms send them ("2026-11-03", from <input type="date">) and the shop reads them: days in the
 * shop's time zone (Asia/Dhaka, UTC+6 all year).
 */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DHAKA_OFFSET = '+06:00';
const dayInDhaka = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day (YYYY-MM-DD) it is in Dhaka at `at`. */
export function dhakaDay(at: Date = new Date()): string {
  return dayInDhaka.format(at);
}

/** Whether "YYYY-MM-DD" names a real day (not 2026-02-30). */
export function isRealDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false;
  const start = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(start.getTime()) && start.toISOString().startsWith(day);
}

/** The moment a Dhaka day begins. */
export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000${DHAKA_OFFSET}`);
}

/** The last moment of a Dhaka day: an offer "valid until" a day stands all that day. */
export function endOfDay(day: string): Date {
  return new Date(`${day}T23:59:59.999${DHAKA_OFFSET}`);
}
