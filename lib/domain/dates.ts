import type { Language } from './numbers';

/** The shop's time zone: its days, and every date a person reads, are Dhaka's. */
export const SHOP_TIME_ZONE = 'Asia/Dhaka';

// A fixed time zone, the shop's: the server and the browser render the same text (no hydration mismatch). Bangla
// (bn-BD) writes the same dates in Bangla digits and month names, on the same 24-hour clock ("৩ নভে, ২০২৬, ১৪:০৫").
const LOCALES: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };
const inEach = (options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    Object.entries(LOCALES).map(([language, locale]) => [language, new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE })]),
  ) as Record<Language, Intl.DateTimeFormat>;
const day = inEach({ dateStyle: 'medium' });
const dayAndTime = inEach({ dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
const shortDay = inEach({ day: 'numeric', month: 'short' });
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** "3 Nov 2026" ("৩ নভে, ২০২৬" in Bangla): the one way dates become text. Empty for a missing date. */
export function formatDate(iso: string | null | undefined, language: Language = 'en'): string {
  return iso ? day[language].format(new Date(iso)) : '';
}

/** "3 Nov 2026, 14:05" ("৩ নভে, ২০২৬, ১৪:০৫") in the shop's time zone. Empty for a missing date. */
export function formatDateTime(iso: string | null | undefined, language: Language = 'en'): string {
  return iso ? dayAndTime[language].format(new Date(iso)) : '';
}

/** "3 Nov" ("৩ নভে"): a shop day's short label (charts). */
export function formatShortDay(date: Date, language: Language = 'en'): string {
  return shortDay[language].format(date);
}

function wallClock(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const found = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: found.year!, month: found.month!, day: found.day!, hour: found.hour!, minute: found.minute!, second: found.second! };
}

/** "2026-11-03 14:05:09": the shop's wall clock, as spreadsheets read dates (exports). */
export function shopDateTimeText(date: Date): string {
  const t = wallClock(date);
  return `${t.year}-${t.month}-${t.day} ${t.hour}:${t.minute}:${t.second}`;
}

/** "2026-11-03": the shop day a moment falls on (now, by default), as forms send days (`<input type="date">`). */
export function shopDayKey(date: Date = new Date()): string {
  const t = wallClock(date);
  return `${t.year}-${t.month}-${t.day}`;
}

/** A "YYYY-MM-DD" that names a real calendar day. */
export function isDayKey(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, date));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === date;
}

/** How far the shop's wall clock is ahead of UTC at `at`, in milliseconds. */
function shopOffsetMs(at: number): number {
  const t = wallClock(new Date(at));
  const asUtc = Date.UTC(Number(t.year), Number(t.month) - 1, Number(t.day), Number(t.hour), Number(t.minute), Number(t.second));
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The moment a shop day ("YYYY-MM-DD") begins: midnight in Dhaka. */
export function shopDayStart(key: string): Date {
  const [year, month, date] = key.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  // Correct twice, so a zone whose offset changed that night still lands on its own midnight.
  let start = midnightUtc - shopOffsetMs(midnightUtc);
  start = midnightUtc - shopOffsetMs(start);
  return new Date(start);
}

/** The last moment of a shop day: an offer "valid until" a day stands all that day. */
export function shopDayEnd(key: string): Date {
  return new Date(shopDayStart(nextShopDay(key)).getTime() - 1);
}

/** The shop day after `key`. */
export function nextShopDay(key: string): string {
  const [year, month, date] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The last `count` shop days up to and including the one `now` falls on, oldest first, and when the last one ends. */
export function lastShopDays(count: number, now: Date): { days: { key: string; start: Date }[]; end: Date } {
  const today = shopDayKey(now);
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  const keys = Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1, date - (count - 1 - index))).toISOString().slice(0, 10),
  );
  return { days: keys.map((key) => ({ key, start: shopDayStart(key) })), end: shopDayStart(nextShopDay(today)) };
}
