// Opening hours of a business (issue 20; docs/decisions/041-menu-codes-hours.md): one period
// a weekday, Monday first, in the business's wall-clock time (Europe/Istanbul), or closed.
// A period whose closing time is not after its opening time runs past midnight into the next
// day (18:00–02:00); 00:00–24:00 is the whole day. No hours at all means open around the clock.
import { z } from 'zod';
import type { RuleId } from '../i18n/rule-text.ts';
import { WEEKDAY_NAMES } from './weekdays.ts';

export const HOURS_MESSAGES = {
  time: 'rules.hours.time',
  opensAt24: 'rules.hours.opensAt24',
  same: 'rules.hours.same',
  days: 'rules.hours.days',
} as const satisfies Record<string, RuleId>;
const M = HOURS_MESSAGES;

export { WEEKDAY_NAMES } from './weekdays.ts';

const clock = z
  .string({ error: M.time })
  .trim()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, M.time);

export const dayHoursSchema = z
  .object(
    {
      closed: z.boolean({ error: M.time }),
      opens: clock,
      closes: clock,
    },
    { error: M.time },
  )
  .refine((day) => day.closed || day.opens !== '24:00', { message: M.opensAt24, path: ['opens'] })
  .refine((day) => day.closed || day.opens !== day.closes, { message: M.same, path: ['closes'] });
export type DayHours = z.infer<typeof dayHoursSchema>;

/** PUT /api/staff/settings/hours, and what the business's status answers. */
export const openingHoursSchema = z.object(
  {
    days: z.array(dayHoursSchema, { error: M.days }).length(7, M.days),
  },
  { error: M.days },
);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Every day 00:00–24:00: the demo businesses, so a meal can be tried at any hour. */
export const AROUND_THE_CLOCK: OpeningHours = {
  days: WEEKDAY_NAMES.map(() => ({ closed: false, opens: '00:00', closes: '24:00' })),
};

/** GET /business/{id}/status (001 §7), with the opening hours the menu shows (issue 20). */
export const businessStatusResponse = z.object({
  isActive: z
    .boolean()
    .describe('Takes orders now: active, not paused by its staff, and within its opening hours.'),
  open: z.boolean().describe('Within its opening hours now (always, without hours).'),
  opensAt: z.string().nullable().describe('ISO 8601: the next opening while closed.'),
  closesAt: z.string().nullable().describe('ISO 8601: when this opening ends while open.'),
  openingHours: openingHoursSchema
    .nullable()
    .describe('Monday first, Istanbul wall-clock time; null is open around the clock.'),
});
export type BusinessStatus = z.infer<typeof businessStatusResponse>;
