// Wall-clock time in an IANA time zone, computed with Intl only, so the server (whatever its
// TZ) and the browser (wherever the phone is) agree on "today" and "23:30" for a business.

export const BUSINESS_TIME_ZONE = 'Europe/Istanbul';

export type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a time zone. */
export function getWallTime(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const wallAsUtc = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** Milliseconds the zone is ahead of UTC at an instant (Istanbul: 3 hours, all year). */
function offsetAt(epochMs: number, timeZone: string): number {
  const seconds = Math.floor(epochMs / 1000) * 1000;
  return wallAsUtc(getWallTime(new Date(seconds), timeZone)) - seconds;
}

/**
 * The instant a wall-clock time happens in a time zone. A wall time that a DST change skips
 * comes out as a nearby instant whose wall time differs; callers that care compare back.
 */
export function wallTimeToDate(wall: WallTime, timeZone: string = BUSINESS_TIME_ZONE): Date {
  const guess = wallAsUtc(wall);
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  return new Date(second);
}
