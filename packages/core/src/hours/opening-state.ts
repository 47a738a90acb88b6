// Whether a business is open at an instant, and when it opens or closes next, from its weekly
// hours in its wall-clock time. The server refuses orders with it; the diner's menu shows it.
import { BUSINESS_TIME_ZONE, getWallTime, wallTimeToDate } from '../time/zoned-time.ts';
import type { OpeningHours } from './opening-hours.schemas.ts';

export type OpeningState = {
  open: boolean;
  /** Closed: the next opening (null when no day opens). */
  opensAt: Date | null;
  /** Open: when this stretch of opening ends (null when it never does). */
  closesAt: Date | null;
};

const DAY = 24 * 60;
const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** Monday 0 … Sunday 6, of a calendar day. */
export const weekdayIndex = (year: number, month: number, day: number) =>
  (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;

type Period = { start: number; end: number };

/** Opening periods from yesterday to a week ahead, in minutes from today's midnight. */
function periodsAround(hours: OpeningHours, today: number): Period[] {
  const periods: Period[] = [];
  for (let offset = -1; offset <= 7; offset++) {
    const day = hours.days[(((today + offset) % 7) + 7) % 7];
    if (!day || day.closed) continue;
    const opens = minutesOf(day.opens);
    const closes = minutesOf(day.closes);
    const start = offset * DAY + opens;
    periods.push({ start, end: offset * DAY + (closes > opens ? closes : closes + DAY) });
  }
  return periods;
}

/** `hours` null: open around the clock (a business whose owner set no hours). */
export function openingState(
  hours: OpeningHours | null,
  now: Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): OpeningState {
  if (hours === null) return { open: true, opensAt: null, closesAt: null };
  const wall = getWallTime(now, timeZone);
  const minute = wall.hour * 60 + wall.minute + wall.second / 60;
  const periods = periodsAround(hours, weekdayIndex(wall.year, wall.month, wall.day));
  const instant = (minutes: number) => {
    const date = new Date(
      Date.UTC(wall.year, wall.month - 1, wall.day + Math.floor(minutes / DAY)),
    );
    const ofDay = ((minutes % DAY) + DAY) % DAY;
    return wallTimeToDate(
      {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour: Math.floor(ofDay / 60),
        minute: ofDay % 60,
        second: 0,
      },
      timeZone,
    );
  };
  const current = periods.find((p) => p.start <= minute && minute < p.end);
  if (current) {
    // Periods that meet or overlap (00:00–24:00 every day) are one stretch; one that lasts a
    // week has no end worth telling.
    let end = current.end;
    for (let next = periods.find((p) => p.start <= end && p.end > end); next;) {
      end = next.end;
      next = periods.find((p) => p.start <= end && p.end > end);
    }
    if (end >= 7 * DAY) return { open: true, opensAt: null, closesAt: null };
    return { open: true, opensAt: null, closesAt: instant(end) };
  }
  const next = periods.filter((p) => p.start > minute).sort((a, b) => a.start - b.start)[0];
  return { open: false, opensAt: next ? instant(next.start) : null, closesAt: null };
}
