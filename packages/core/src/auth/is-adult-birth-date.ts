// 000 §5.2: a birth date is valid when the person is 18 or older and it is not in the future.
// "Today" is the calendar day in Europe/Istanbul, so the server and the phone agree near
// midnight whatever their own time zones.
import { BUSINESS_TIME_ZONE, getWallTime } from '../time/zoned-time.ts';

export const MINIMUM_AGE = 18;
const EARLIEST_BIRTH_YEAR = 1900;
const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** Accepts 'YYYY-MM-DD' (an <input type="date"> value) or an ISO date-time starting with it. */
export function isAdultBirthDate(
  value: string,
  now: Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): boolean {
  const match = DATE_PREFIX.exec(value.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const realDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!realDay || year < EARLIEST_BIRTH_YEAR) return false;
  const today = getWallTime(now, timeZone);
  // Compare (year + 18, month, day) with today as a tuple: a 29 February birthday comes of
  // age on 1 March in years without one.
  const comingOfAge = (year + MINIMUM_AGE) * 10_000 + month * 100 + day;
  return comingOfAge <= today.year * 10_000 + today.month * 100 + today.day;
}
