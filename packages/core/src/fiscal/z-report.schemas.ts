import { z } from 'zod';
import { paymentMethodKeySchema } from '../bill/bill-status.schemas.ts';
import { VAT_RATES } from '../staff/business-settings.schemas.ts';
import { FISCAL_MESSAGES as M } from './fiscal.schemas.ts';

/**
 * The register's Z report typed in at the day's close and Masa's totals beside it (issue 35 §4,
 * docs/decisions/093-the-fiscal-bridge.md). Gross and amounts are kuruş, tips apart; e-Arşiv
 * (online) payments are outside the register and outside both sides.
 */
const MAX = 1_000_000_000;
const amount = z
  .number({ error: M.amount })
  .int({ error: M.amount })
  .min(0, { error: M.amount })
  .max(MAX, { error: M.amount });
const vatRate = z
  .number({ error: M.vatRate })
  .refine((rate) => (VAT_RATES as readonly number[]).includes(rate), M.vatRate);
const unique = <T>(items: readonly T[], key: (item: T) => unknown) =>
  new Set(items.map(key)).size === items.length;

/** PUT /api/staff/days/{id}/z-report. */
export const zReportBody = z
  .object(
    {
      zNumber: z
        .string({ error: M.zNumber })
        .trim()
        .regex(/^\d{1,20}$/, M.zNumber)
        .describe('The Z report number the register printed.'),
      byVatRate: z
        .array(z.object({ vatRate, gross: amount }), { error: M.amount })
        .max(VAT_RATES.length)
        .describe('Gross (VAT included) by VAT rate, as the Z report lists them.'),
      byMethod: z
        .array(
          z.object({
            method: paymentMethodKeySchema.exclude(['online'], { error: M.method }),
            amount,
          }),
          { error: M.amount },
        )
        .max(5)
        .describe('Amounts by payment method, as the Z report lists them.'),
    },
    { error: M.zNumber },
  )
  .refine(
    (body) =>
      unique(body.byVatRate, (entry) => entry.vatRate) &&
      unique(body.byMethod, (entry) => entry.method),
    { message: M.duplicateKey },
  );
export type ZReportBody = z.infer<typeof zReportBody>;

const kurus = (description: string) => z.number().int().describe(`Kuruş. ${description}`);
const byVatRate = z.array(z.object({ vatRate: z.number().int(), gross: kurus('VAT included.') }));
const byMethod = z.array(z.object({ method: z.string(), amount: kurus('Tips apart.') }));

export const reconciliationDifferenceSchema = z.object({
  kind: z.enum(['vatRate', 'method', 'total']),
  key: z.string().describe("The VAT rate ('10'), the method ('cash') or 'total'."),
  masa: kurus('What Masa recorded.'),
  register: kurus('What the Z report says.'),
  difference: kurus('register − masa: never 0 here.'),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

export const reconciliationSchema = z.object({
  masa: z.object({ byVatRate, byMethod, total: kurus('Sum of byVatRate.') }),
  register: z
    .object({
      zNumber: z.string(),
      byVatRate,
      byMethod,
      total: kurus('Sum of byVatRate.'),
      enteredAt: z.string().describe('ISO 8601.'),
      enteredBy: z.object({ id: z.string().nullable(), name: z.string() }),
    })
    .nullable()
    .describe('Null until the Z report is typed in.'),
  differences: z.array(reconciliationDifferenceSchema),
  accepted: z
    .object({
      at: z.string(),
      by: z.object({ id: z.string().nullable(), name: z.string() }),
      differences: z.array(reconciliationDifferenceSchema),
    })
    .nullable()
    .describe('The differences accepted at the close, frozen; null otherwise.'),
  waitingReceipts: z.number().int().min(0).describe("The day's receipts still waiting."),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
