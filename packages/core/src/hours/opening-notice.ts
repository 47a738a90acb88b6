// The words for a closed business (issue 20), shared by the server's refusal of an order and
// the diner's menu: "Kuğulu Kahvecisi şu an kapalı. Yarın 09:00'da açılıyor." No zod here: the
// menu loads it when a place is closed.
import { BUSINESS_TIME_ZONE, getWallTime } from '../time/zoned-time.ts';
import type { DayHours } from './opening-hours.schemas.ts';
import { WEEKDAY_NAMES } from './weekdays.ts';
import { type OpeningState, weekdayIndex } from './opening-state.ts';

// The locative suffix follows the last word a time is read with: 08:00 "sekiz" → 'de',
// 09:30 "otuz" → 'da', 13:45 "kırk beş" → 'te', 00:00 "sıfır" → 'da'.
const UNITS = ['da', 'de', 'de', 'te', 'te', 'te', 'da', 'de', 'de', 'da'] as const;
const TENS = ['da', 'da', 'de', 'da', 'ta', 'de'] as const;

/** '08:00' → "08:00'de", '09:30' → "09:30'da" (the time with "at" in Turkish). */
export function atClock(clock: string): string {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  const spoken = minutes === 0 ? hours : minutes;
  const suffix = spoken % 10 !== 0 ? UNITS[spoken % 10] : TENS[Math.floor(spoken / 10) % 6];
  return `${clock}'${suffix ?? 'de'}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayNumber = (w: { year: number; month: number; day: number }) =>
  Date.UTC(w.year, w.month - 1, w.day) / 86_400_000;

/** When a closed place opens, in words of no language: days from today, its weekday, its clock. */
export type OpeningMoment = { daysAhead: number; weekday: number; clock: string };

/** The next opening of a closed state seen from `now`; null when open or never opening again. */
export function openingMoment(
  state: OpeningState,
  now: Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): OpeningMoment | null {
  if (state.open || state.opensAt === null) return null;
  const at = getWallTime(state.opensAt, timeZone);
  const from = getWallTime(now, timeZone);
  return {
    daysAhead: dayNumber(at) - dayNumber(from),
    weekday: weekdayIndex(at.year, at.month, at.day),
    clock: `${pad(at.hour)}:${pad(at.minute)}`,
  };
}

/** 'Bugün', 'Yarın' or the weekday's name of an opening. */
export function dayWord(moment: OpeningMoment): string {
  if (moment.daysAhead === 0) return 'Bugün';
  if (moment.daysAhead === 1) return 'Yarın';
  return WEEKDAY_NAMES[moment.weekday] ?? '';
}

/** "Yarın 09:00'da açılıyor." for a closed state; null when it does not open again. */
export function opensText(
  state: OpeningState,
  now: Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): string | null {
  const moment = openingMoment(state, now, timeZone);
  return moment && `${dayWord(moment)} ${atClock(moment.clock)} açılıyor.`;
}

/** The refusal of an order while closed: "{name} şu an kapalı. Yarın 09:00'da açılıyor." */
export function closedMessage(
  name: string,
  state: OpeningState,
  now: Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): string {
  const opens = opensText(state, now, timeZone);
  return opens ? `${name} şu an kapalı. ${opens}` : `${name} şu an kapalı.`;
}

/** A day of the weekly hours as a diner reads it: 'Kapalı', '24 saat açık', '18:00–02:00'. */
export function dayHoursText(day: DayHours): string {
  if (day.closed) return 'Kapalı';
  if (day.opens === '00:00' && day.closes === '24:00') return '24 saat açık';
  return `${day.opens}–${day.closes}`;
}
