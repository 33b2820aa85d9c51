import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatShortDay, isDayKey, lastShopDays, nextShopDay, shopDateTimeText, shopDayKey, shopDayStart } from './dates';

describe("the shop's days (Asia/Dhaka, six hours ahead of UTC)", () => {
  it('puts a moment on the Dhaka day it falls on', () => {
    expect(shopDayKey(new Date('2026-11-01T17:59:59Z'))).toBe('2026-11-01');
    expect(shopDayKey(new Date('2026-11-01T18:00:00Z'))).toBe('2026-11-02');
    expect(shopDateTimeText(new Date('2026-11-01T18:00:05Z'))).toBe('2026-11-02 00:00:05');
  });

  it('starts a day at Dhaka midnight', () => {
    expect(shopDayStart('2026-11-02').toISOString()).toBe('2026-11-01T18:00:00.000Z');
    expect(shopDayStart('2027-01-01').toISOString()).toBe('2026-12-31T18:00:00.000Z');
    expect(nextShopDay('2026-12-31')).toBe('2027-01-01');
  });

  it('lists the last 30 days, oldest first, ending at the next midnight', () => {
    const { days, end } = lastShopDays(30, new Date('2026-11-23T19:30:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ key: '2026-10-26', start: new Date('2026-10-25T18:00:00Z') });
    expect(days.at(-1)?.key).toBe('2026-11-24');
    expect(end.toISOString()).toBe('2026-11-24T18:00:00.000Z');
  });

  it('accepts only real calendar days as YYYY-MM-DD', () => {
    expect(isDayKey('2026-02-28')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', '2026-01-01T00:00', '']) expect(isDayKey(bad)).toBe(false);
  });
});

describe('dates people read, in English and in Bangla', () => {
  // 18:05 UTC on 3 November is five past midnight on 4 November in Dhaka.
  const lateEvening = '2026-11-03T18:05:00Z';

  it('writes English dates as before, in Dhaka time', () => {
    expect(formatDate(lateEvening)).toBe('4 Nov 2026');
    expect(formatDateTime(lateEvening)).toBe('4 Nov 2026, 00:05');
    expect(formatDateTime('2026-11-03T08:05:00Z', 'en')).toBe('3 Nov 2026, 14:05');
    expect(formatShortDay(new Date(lateEvening))).toBe('4 Nov');
    expect(formatDate(null)).toBe('');
  });

  it('writes Bangla dates in Bangla digits and month names, in Dhaka time, on the same 24-hour clock', () => {
    expect(formatDate(lateEvening, 'bn')).toBe('৪ নভে, ২০২৬');
    expect(formatDateTime(lateEvening, 'bn')).toBe('৪ নভে, ২০২৬, ০০:০৫');
    expect(formatDateTime('2026-11-03T08:05:00Z', 'bn')).toBe('৩ নভে, ২০২৬, ১৪:০৫');
    expect(formatShortDay(new Date(lateEvening), 'bn')).toBe('৪ নভে');
    expect(formatDateTime(undefined, 'bn')).toBe('');
  });
});
