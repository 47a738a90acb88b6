import { z } from 'zod';
import { reportRefundsSchema } from './report.schemas.ts';
import type { RuleId } from '../i18n/rule-text.ts';

/**
 * The business day and its close, gün sonu (issue 32 §6, docs/decisions/077-the-business-day.md):
 * the requests that open and close it and the Z summary ("Gün sonu raporu") it freezes. Money is
 * integer kuruş, as the one bill model gives it.
 */
export const DAY_MESSAGES = {
  badFloat: 'rules.day.badFloat',
  badCount: 'rules.day.badCount',
  dayNotFound: 'rules.day.dayNotFound',
} as const satisfies Record<string, RuleId>;

/** Up to ₺10.000.000, so a typo of extra zeros is refused rather than kept. */
const MAX_CASH = 1_000_000_000;
const cash = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(MAX_CASH, { error: message });

export const openDayBodySchema = z.object({
  openingFloat: cash(DAY_MESSAGES.badFloat).describe('Kuruş in the drawer when the day opens.'),
});
export type OpenDayBody = z.infer<typeof openDayBodySchema>;

export const closeDayBodySchema = z.object({
  countedCash: cash(DAY_MESSAGES.badCount).describe('Kuruş counted in the drawer at the close.'),
  expectedCash: z
    .number()
    .int()
    .optional()
    .describe(
      'The expected cash the screen showed (kuruş): when a payment came in since, the close is refused (409 DAY_CASH_CHANGED) with the new figure, never frozen against a count made for another.',
    ),
  acceptDifferences: z
    .boolean()
    .optional()
    .describe(
      "Close although Masa and the register's Z report differ (ADR 093): the differences are frozen with the Z report and audited. Without it such a close is refused (409 Z_REPORT_DIFFERENCES).",
    ),
});
export type CloseDayBody = z.infer<typeof closeDayBodySchema>;

const kurus = (description: string) => z.number().int().describe(`Kuruş. ${description}`);
const count = (description: string) => z.number().int().min(0).describe(description);
const tally = (what: string) =>
  z.object({ lines: count(`${what}: lines.`), amount: kurus(`${what}: their value as priced.`) });
const orderTally = (what: string) =>
  z.object({ orders: count(`${what}: orders.`), amount: kurus(`${what}: what they owe.`) });

export const daySummarySchema = z.object({
  payments: count("Payments recorded in the day's period."),
  gross: kurus('Paid, tips apart: the sum of the amounts the bill model gave them.'),
  net: kurus('gross − refunds.amount − VAT.'),
  refunds: reportRefundsSchema.describe(
    '"İadeler" (issue 34): refunds made in the period, by the method of the payment they gave back.',
  ),
  vat: z.array(
    z.object({
      rate: z.number().int(),
      net: kurus('Tax base at this rate, net of refunds.'),
      amount: kurus("The payments' VAT shares at this rate less the refunds'."),
    }),
  ),
  vatTotal: kurus('Sum of vat[].amount.'),
  tips: kurus('Tips, kept apart from sales.'),
  serviceCharges: kurus('What the payments paid for service charges.'),
  byMethod: z.array(
    z.object({
      method: z.string(),
      amount: kurus('Paid by this method, tips apart.'),
      tips: kurus('Tips by this method.'),
      count: count('Payments.'),
    }),
  ),
  byStaff: z
    .array(
      z.object({
        staffId: z.string().nullable().describe('Null: the diner paid online.'),
        name: z.string().nullable(),
        payments: count('Payments this person recorded.'),
        amount: kurus('Their amounts, tips apart.'),
        tips: kurus('Their tips.'),
      }),
    )
    .describe('Who recorded each payment, most taken first.'),
  discounts: kurus('Discounts on the units the payments paid (staff discounts and campaigns).'),
  ikram: tally('Lines given on the house (ikram)'),
  voids: z.object({
    notMade: tally('Lines voided before the kitchen made them ("İptal (yapılmadı)")'),
    wasted: tally('Lines voided after they were made ("İptal (zayi)")'),
  }),
  walkOuts: orderTally('Tables that left without paying ("Ödenmedi")'),
  openAccounts: orderTally('Bills moved to an open account ("Veresiye")'),
  cash: z.object({
    openingFloat: kurus('Açılış kasası.'),
    cashPayments: kurus('Cash payments, tips apart.'),
    cashTips: kurus('Tips paid in cash.'),
    cashRefunds: kurus(
      'Cash given back by refunds of cash payments, tips included; an online refund goes back through the provider, never from the drawer.',
    ).default(0),
    expected: kurus(
      'What the drawer should hold: opening float + cash payments + cash tips − cash refunds.',
    ),
    counted: kurus('Sayılan nakit; null until the day is closed.').nullable(),
    overShort: kurus('counted − expected ("Fazla / Eksik"); null until closed.').nullable(),
  }),
});
export type DaySummary = z.infer<typeof daySummarySchema>;

const person = z.object({ id: z.string().nullable(), name: z.string() });

export const businessDaySchema = z.object({
  id: z.string(),
  business: z
    .object({
      name: z.string(),
      address: z.string(),
      phone: z.string().nullable(),
      taxOffice: z.string().nullable(),
      taxNumber: z.string().nullable(),
    })
    .describe('The head of the printed Z report, as on a payment slip.'),
  openedAt: z.string().describe('ISO 8601.'),
  openedBy: person,
  periodStart: z
    .string()
    .describe(
      "ISO 8601: payments from here belong to the day: the previous day's close (what came after it lands here, ADR 077), or the opening for a business's first day.",
    ),
  closedAt: z.string().nullable(),
  closedBy: person.nullable(),
  summary: daySummarySchema.describe('Live while open; frozen at the close.'),
});
export type BusinessDay = z.infer<typeof businessDaySchema>;

export const unsettledTableSchema = z.object({
  tableId: z.string().nullable(),
  name: z.string().describe('The table, or "Masasız" for an order without one.'),
  orders: count('Its unpaid orders.'),
  left: kurus('What its bills still ask for.'),
});
export type UnsettledTable = z.infer<typeof unsettledTableSchema>;

/** GET /staff/days/current: the open day (or null) and the tables still to be settled. */
export const currentDaySchema = z.object({
  day: businessDaySchema.nullable(),
  unsettled: z.array(unsettledTableSchema),
});
export type CurrentDay = z.infer<typeof currentDaySchema>;
