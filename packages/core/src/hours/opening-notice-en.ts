// The words for a closed business in English (ADR 046): the diner's menu in English and the
// server's refusal of an order asked for in English. The Turkish ones are opening-notice.ts.
import { BUSINESS_TIME_ZONE } from '../time/zoned-time.ts';
import type { DayHours } from './opening-hours.schemas.ts';
import { openingMoment } from './opening-notice.ts';
import type { OpeningState } from './opening-state.ts';

/** Monday … Sunday, in the order of WEEKDAY_NAMES. */
export const WEEKDAY_NAMES_EN = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** "Opens tomorrow at 09:00." for a closed state; null when it does not open again. */
export function opensTextEn(
  state: OpeningState,
  now: Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): string | null {
  const moment = openingMoment(state, now, timeZone);
  if (!moment) return null;
  const day =
    moment.daysAhead === 0
      ? 'today'
      : moment.daysAhead === 1
        ? 'tomorrow'
        : `on ${WEEKDAY_NAMES_EN[moment.weekday] ?? ''}`;
  return `Opens ${day} at ${moment.clock}.`;
}

/** "{name} is closed now. Opens tomorrow at 09:00." */
export function closedMessageEn(
  name: string,
  state: OpeningState,
  now: Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): string {
  const opens = opensTextEn(state, now, timeZone);
  return opens ? `${name} is closed now. ${opens}` : `${name} is closed now.`;
}

/** A day of the weekly hours: 'Closed', 'Open 24 hours', '18:00–02:00'. */
export function dayHoursTextEn(day: DayHours): string {
  if (day.closed) return 'Closed';
  if (day.opens === '00:00' && day.closes === '24:00') return 'Open 24 hours';
  return `${day.opens}–${day.closes}`;
}
