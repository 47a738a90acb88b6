// Scheduled orders (001 §4 "Order mode", §5, §9): slots every 30 minutes from the next slot
// at least 30 minutes away, up to 23:30 the same day. "The same day" and "23:30" are the
// business's wall clock in Europe/Istanbul, computed with Intl (see time/zoned-time.ts), so
// the slots the browser offers are exactly the times the server accepts. `now` is always an
// argument: the server passes its clock, tests pass a fixed one.
import { ruleText, type RuleText } from '../i18n/rule-text.ts';
import { BUSINESS_TIME_ZONE, getWallTime, wallTimeToDate } from '../time/zoned-time.ts';

export const SCHEDULE_LEAD_MINUTES = 30;
export const SCHEDULE_SLOT_MINUTES = 30;
export const LAST_SLOT = { hour: 23, minute: 30 } as const;

export type ScheduledSlot = {
  /** The instant, ISO 8601 in UTC: what the order's scheduledFor carries. */
  value: string;
  /** Wall-clock time in the business's zone, 'HH:mm'. */
  label: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The latest schedulable instant on the day of `now`: 23:30 there. */
function lastSlotOfDay(now: Date, timeZone: string): Date {
  const today = getWallTime(now, timeZone);
  return wallTimeToDate({ ...today, ...LAST_SLOT, second: 0 }, timeZone);
}

export function listScheduledSlots(
  now: Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): ScheduledSlot[] {
  const today = getWallTime(now, timeZone);
  const earliest = now.getTime() + SCHEDULE_LEAD_MINUTES * 60_000;
  const slots: ScheduledSlot[] = [];
  const lastMinute = LAST_SLOT.hour * 60 + LAST_SLOT.minute;
  for (let minutes = 0; minutes <= lastMinute; minutes += SCHEDULE_SLOT_MINUTES) {
    const hour = Math.floor(minutes / 60);
    const minute = minutes % 60;
    const instant = wallTimeToDate({ ...today, hour, minute, second: 0 }, timeZone);
    const wall = getWallTime(instant, timeZone);
    const exists = wall.hour === hour && wall.minute === minute; // not skipped by DST
    if (exists && instant.getTime() >= earliest) {
      slots.push({ value: instant.toISOString(), label: `${pad(hour)}:${pad(minute)}` });
    }
  }
  return slots;
}

/** Checks a chosen time; the server applies the same check to scheduledFor (its refusal by id). */
export function validateScheduledTime(
  now: Date,
  time: Date | string | null | undefined,
  timeZone: string = BUSINESS_TIME_ZONE,
): { ok: true; scheduledFor: Date } | { ok: false; error: RuleText } {
  const chosen = time instanceof Date ? time : time ? new Date(time) : undefined;
  if (!chosen || Number.isNaN(chosen.getTime())) {
    return { ok: false, error: ruleText('rules.schedule.required') };
  }
  if (chosen.getTime() < now.getTime() + SCHEDULE_LEAD_MINUTES * 60_000) {
    return { ok: false, error: ruleText('rules.schedule.tooSoon') };
  }
  if (chosen.getTime() > lastSlotOfDay(now, timeZone).getTime()) {
    return { ok: false, error: ruleText('rules.schedule.tooLate') };
  }
  return { ok: true, scheduledFor: chosen };
}
