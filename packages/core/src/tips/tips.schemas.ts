import { z } from 'zod';
import { isCalendarDay } from '../reports/report-days.ts';
import { TIP_RULES } from './distribute-tips.ts';
import type { RuleId } from '../i18n/rule-text.ts';

/**
 * The tip ledger (issue 35 §2, docs/decisions/088-the-tip-ledger.md): a day's tips, who served
 * what, the business's rule, hours and points, the amounts per person and the owner's sign-off.
 * Money is integer kuruş; hours are whole minutes.
 */
export const TIP_MESSAGES = {
  badDay: 'rules.tips.badDay',
  badRule: 'rules.tips.badRule',
  badPoints: 'rules.tips.badPoints',
  badMinutes: 'rules.tips.badMinutes',
  duplicatePerson: 'rules.tips.duplicatePerson',
  personNotFound: 'rules.tips.personNotFound',
} as const satisfies Record<string, RuleId>;
const M = TIP_MESSAGES;

export const tipDayString = z
  .string({ error: M.badDay })
  .refine(isCalendarDay, M.badDay)
  .describe('A day of the business, YYYY-MM-DD (Europe/Istanbul).');
export const tipDayQuerySchema = z.object({ day: tipDayString });
export const tipDayParamsSchema = z.object({ day: tipDayString });

const points = z
  .number({ error: M.badPoints })
  .int(M.badPoints)
  .min(0, M.badPoints)
  .max(100, M.badPoints);
export const tipSettingsSchema = z.object({
  rule: z.enum(TIP_RULES, { error: M.badRule }),
  points: z
    .object(
      { owner: points, manager: points, waiter: points, kitchen: points },
      { error: M.badPoints },
    )
    .describe('Points of each role for the pool-points rule.'),
});
export type TipSettings = z.infer<typeof tipSettingsSchema>;
/** Until the owner chooses: each waiter keeps their own; owners take no share of a pool. */
export const DEFAULT_TIP_SETTINGS: TipSettings = {
  rule: 'own',
  points: { owner: 0, manager: 10, waiter: 10, kitchen: 5 },
};

export const tipHoursBodySchema = z.object({
  hours: z
    .array(
      z.object({
        staffId: z
          .string({ error: M.personNotFound })
          .min(1, M.personNotFound)
          .max(64, M.personNotFound),
        minutes: z
          .number({ error: M.badMinutes })
          .int(M.badMinutes)
          .min(0, M.badMinutes)
          .max(1440, M.badMinutes),
      }),
      { error: M.badMinutes },
    )
    .max(500, M.badMinutes)
    .refine((rows) => new Set(rows.map((r) => r.staffId)).size === rows.length, M.duplicatePerson),
});
export type TipHoursBody = z.infer<typeof tipHoursBodySchema>;

const kurus = (what: string) => z.number().int().describe(`Kuruş. ${what}`);
const person = z.object({ id: z.string(), name: z.string() });

export const tipPaymentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  table: z.string().nullable(),
  orderNumber: z.number().int(),
  method: z.string(),
  tip: kurus('The tip of this payment.'),
  at: z.string(),
  servedBy: person
    .nullable()
    .describe(
      'Who served the order: the waiter who took it, else who took the payment; null: nobody (paid online).',
    ),
});
export const tipPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  minutes: z.number().int().describe('Worked that day, entered on the tip screen.'),
  points: z.number().int().describe("The role's points when they worked (pool-points)."),
  served: kurus('Tips of the payments on the orders they served.'),
  amount: kurus('What the rule gives them.'),
});
export const tipLedgerSchema = z.object({
  day: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  business: z.string(),
  rule: z.enum(TIP_RULES),
  total: kurus("The day's tips."),
  byMethod: z.array(z.object({ method: z.string(), payments: z.number().int(), tips: kurus('') })),
  payments: z.array(tipPaymentSchema),
  people: z.array(tipPersonSchema),
  undistributed: kurus('Tips no one could be given ("Dağıtılmamış").'),
});
export type TipLedger = z.infer<typeof tipLedgerSchema>;

export const tipDaySchema = tipLedgerSchema.extend({
  settings: tipSettingsSchema,
  signedAt: z.string().nullable(),
  signedBy: person.nullable(),
  lateChanges: z
    .array(
      z.object({
        paymentId: z.string(),
        before: kurus('Signed tip; 0 when new.'),
        after: kurus('Tip now; 0 when gone.'),
      }),
    )
    .describe(
      'Payments of the day whose tips changed or came in after the sign-off: the signed figures stay.',
    ),
});
export type TipDay = z.infer<typeof tipDaySchema>;

export const myTipsSchema = z.object({
  day: z.string(),
  rule: z.enum(TIP_RULES),
  signedAt: z.string().nullable(),
  me: tipPersonSchema.nullable(),
  payments: z.array(tipPaymentSchema).describe('The tipped payments on the orders I served.'),
});
export type MyTips = z.infer<typeof myTipsSchema>;

/** The rules as the screen, the CSV and the signed PDF name them. */
export const TIP_RULE_LABELS: Record<(typeof TIP_RULES)[number], string> = {
  own: 'Herkes kendi bahşişi',
  'pool-hours': 'Havuz, çalışılan saate göre',
  'pool-points': 'Havuz, puana göre',
};
