// The days of a sales report are the business's days (Europe/Istanbul, time/zoned-time.ts):
// "2026-11-25" runs from 00:00 to 24:00 Istanbul time, whatever the server's or browser's zone.
import { BUSINESS_TIME_ZONE, getWallTime, wallTimeToDate } from '../time/zoned-time.ts';

/** A report covers at most this many days, `to` included. */
export const MAX_REPORT_DAYS = 366;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** "2026-11-25" as a UTC midnight, or null when it is no calendar day (2026-02-30). */
function utcDay(text: string): number | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const epoch = Date.UTC(year, month - 1, day);
  const back = new Date(epoch);
  return back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day
    ? epoch
    : null;
}

export const isCalendarDay = (text: string): boolean => utcDay(text) !== null;

/** Days from `from` to `to`, both counted; 0 when `to` is before `from` or either is no day. */
export function daysBetween(from: string, to: string): number {
  const a = utcDay(from);
  const b = utcDay(to);
  return a === null || b === null || b < a ? 0 : Math.round((b - a) / DAY_MS) + 1;
}

/** Every day of the range, in order. */
export function eachDay(from: string, to: string): string[] {
  const start = utcDay(from);
  if (start === null) return [];
  return Array.from({ length: daysBetween(from, to) }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The day `days` after (or before, when negative) a day: addDays("2026-03-01", -1) → "2026-02-28". */
export function addDays(date: string, days: number): string {
  const epoch = utcDay(date);
  return epoch === null ? date : new Date(epoch + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instants a range of business days spans: [start, end). */
export function reportInstants(
  from: string,
  to: string,
  timeZone: string = BUSINESS_TIME_ZONE,
): { start: Date; end: Date } {
  const midnight = (epoch: number) => {
    const day = new Date(epoch);
    return wallTimeToDate(
      {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        day: day.getUTCDate(),
        hour: 0,
        minute: 0,
        second: 0,
      },
      timeZone,
    );
  };
  return { start: midnight(utcDay(from) ?? 0), end: midnight((utcDay(to) ?? 0) + DAY_MS) };
}

/** The business day and hour of an instant: { date: "2026-11-25", hour: 21 }. */
export function businessDayAndHour(
  instant: Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): { date: string; hour: number } {
  const wall = getWallTime(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`, hour: wall.hour };
}

/** Today in the business's time zone, "2026-11-25". */
export const businessToday = (now: Date = new Date(), timeZone: string = BUSINESS_TIME_ZONE) =>
  businessDayAndHour(now, timeZone).date;
