import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDayAndHour,
  daysBetween,
  eachDay,
  isCalendarDay,
  reportInstants,
} from './report-days.ts';
import { reportQuerySchema, REPORT_MESSAGES } from './report.schemas.ts';

describe('report days (Europe/Istanbul)', () => {
  it('spans a business day from Istanbul midnight to midnight', () => {
    expect(reportInstants('2026-11-25', '2026-11-25')).toEqual({
      start: new Date('2026-11-24T21:00:00Z'),
      end: new Date('2026-11-25T21:00:00Z'),
    });
    expect(businessDayAndHour(new Date('2026-11-25T20:59:59Z'))).toEqual({
      date: '2026-11-25',
      hour: 23,
    });
    expect(businessDayAndHour(new Date('2026-11-25T21:00:00Z'))).toEqual({
      date: '2026-11-26',
      hour: 0,
    });
  });

  it('counts days with both ends, across a leap day and a year end', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(3);
    expect(eachDay('2025-12-31', '2026-01-01')).toEqual(['2025-12-31', '2026-01-01']);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(0);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('refuses a bad day, a reversed range and more than 366 days with Turkish messages', () => {
    const message = (query: object) =>
      reportQuerySchema.safeParse(query).error?.issues[0]?.message ?? null;
    expect(message({ from: '2026-11-25', to: '2026-11-25' })).toBeNull();
    expect(message({ from: '2026-11-31', to: '2026-12-01' })).toBe(REPORT_MESSAGES.badDate);
    expect(message({ from: '2026-11-26', to: '2026-11-25' })).toBe(REPORT_MESSAGES.fromAfterTo);
    expect(message({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(message({ from: '2024-01-01', to: '2025-01-01' })).toBe(REPORT_MESSAGES.tooLong);
  });
});
