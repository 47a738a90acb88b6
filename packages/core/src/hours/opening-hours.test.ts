import { describe, expect, it } from 'vitest';
import { atClock, closedMessage, dayHoursText, opensText } from './opening-notice.ts';
import { AROUND_THE_CLOCK, type DayHours, openingHoursSchema } from './opening-hours.schemas.ts';
import { openingState } from './opening-state.ts';
import { sayRule } from '../testing/say-rule.ts';

const open = (opens: string, closes: string): DayHours => ({ closed: false, opens, closes });
const CLOSED: DayHours = { closed: true, opens: '09:00', closes: '18:00' };
// A café: closed on Mondays, 08:00–23:00 on weekdays, past midnight on Friday and Saturday.
const CAFE = {
  days: [
    CLOSED,
    open('08:00', '23:00'),
    open('08:00', '23:00'),
    open('08:00', '23:00'),
    open('08:00', '02:00'),
    open('09:00', '02:00'),
    open('09:00', '23:00'),
  ],
};
/** An Istanbul wall-clock time (UTC+3 all year). 2026-11-23 is a Monday. */
const istanbul = (day: number, clock: string) =>
  new Date(`2026-11-${String(day).padStart(2, '0')}T${clock}:00+03:00`);

describe('openingState', () => {
  it('is open inside a day’s period and says when it closes', () => {
    expect(openingState(CAFE, istanbul(24, '12:00'))).toEqual({
      open: true,
      opensAt: null,
      closesAt: istanbul(24, '23:00'),
    });
    expect(openingState(CAFE, istanbul(24, '08:00')).open).toBe(true);
    expect(openingState(CAFE, istanbul(24, '23:00')).open).toBe(false);
  });

  it('keeps a period past midnight open into the next day', () => {
    // Friday 18:00 → closes Saturday 02:00; Saturday 01:59 still open, 02:00 closed.
    expect(openingState(CAFE, istanbul(27, '18:00')).closesAt).toEqual(istanbul(28, '02:00'));
    expect(openingState(CAFE, istanbul(28, '01:59')).open).toBe(true);
    expect(openingState(CAFE, istanbul(28, '02:00'))).toEqual({
      open: false,
      opensAt: istanbul(28, '09:00'),
      closesAt: null,
    });
  });

  it('skips a closed day to the next opening', () => {
    // Sunday 23:30 → closed Monday → opens Tuesday 08:00.
    expect(openingState(CAFE, istanbul(29, '23:30'))).toEqual({
      open: false,
      opensAt: new Date('2026-12-01T08:00:00+03:00'),
      closesAt: null,
    });
  });

  it('is open around the clock without hours or with every day whole', () => {
    const now = istanbul(23, '04:18');
    expect(openingState(null, now)).toEqual({ open: true, opensAt: null, closesAt: null });
    expect(openingState(AROUND_THE_CLOCK, now)).toEqual({
      open: true,
      opensAt: null,
      closesAt: null,
    });
  });

  it('never opens when every day is closed', () => {
    const shut = { days: CAFE.days.map(() => CLOSED) };
    expect(openingState(shut, istanbul(24, '12:00'))).toEqual({
      open: false,
      opensAt: null,
      closesAt: null,
    });
  });
});

describe('the words of a closed business', () => {
  it('reads the time with its suffix', () => {
    const cases = {
      '08:00': "08:00'de",
      '09:00': "09:00'da",
      '10:00': "10:00'da",
      '13:00': "13:00'te",
      '16:00': "16:00'da",
      '20:00': "20:00'de",
      '00:00': "00:00'da",
      '08:30': "08:30'da",
      '11:40': "11:40'ta",
      '12:45': "12:45'te",
      '07:50': "07:50'de",
    };
    for (const [clock, read] of Object.entries(cases)) expect(atClock(clock), clock).toBe(read);
  });

  it('names today, tomorrow or the weekday of the opening', () => {
    const text = (day: number, clock: string) =>
      opensText(openingState(CAFE, istanbul(day, clock)), istanbul(day, clock));
    expect(text(24, '06:00')).toBe("Bugün 08:00'de açılıyor.");
    expect(text(28, '03:00')).toBe("Bugün 09:00'da açılıyor.");
    expect(text(29, '23:30')).toBe("Salı 08:00'de açılıyor.");
    expect(text(22, '23:30')).toBe("Salı 08:00'de açılıyor.");
    expect(text(26, '23:30')).toBe("Yarın 08:00'de açılıyor.");
    const now = istanbul(23, '04:18');
    expect(closedMessage('Kuğulu Kahvecisi', openingState(CAFE, now), now)).toBe(
      "Kuğulu Kahvecisi şu an kapalı. Yarın 08:00'de açılıyor.",
    );
  });

  it('lists a day as a diner reads it', () => {
    expect(dayHoursText(CLOSED)).toBe('Kapalı');
    expect(dayHoursText(open('00:00', '24:00'))).toBe('24 saat açık');
    expect(dayHoursText(open('18:00', '02:00'))).toBe('18:00–02:00');
  });
});

describe('openingHoursSchema', () => {
  it('takes seven days of periods and refuses what cannot be a period', () => {
    expect(openingHoursSchema.safeParse(CAFE).success).toBe(true);
    const problem = (days: DayHours[]) => {
      const first = openingHoursSchema.safeParse({ days }).error?.issues[0]?.message;
      return first === undefined ? undefined : sayRule(first);
    };
    expect(problem(CAFE.days.slice(1))).toBe('Haftanın yedi günü için saat gönderin');
    expect(problem([open('25:00', '23:00'), ...CAFE.days.slice(1)])).toBe(
      'Saat SS:DD biçiminde olmalı (ör. 08:30)',
    );
    expect(problem([open('09:00', '09:00'), ...CAFE.days.slice(1)])).toBe(
      'Açılış ve kapanış saati aynı olamaz; bütün gün için 00:00 ile 24:00 girin',
    );
    expect(problem([open('24:00', '09:00'), ...CAFE.days.slice(1)])).toBe(
      'Açılış saati 24:00 olamaz; gece yarısı için 00:00 girin',
    );
    // A closed day's times are kept as typed and not checked against each other.
    expect(problem([{ ...CLOSED, opens: '10:00', closes: '10:00' }, ...CAFE.days.slice(1)])).toBe(
      undefined,
    );
  });
});
