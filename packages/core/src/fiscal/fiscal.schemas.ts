import { z } from 'zod';
import type { RuleId } from '../i18n/rule-text.ts';

/**
 * The fiscal bridge (issue 35 §4, docs/decisions/093-the-fiscal-bridge.md): each payment's
 * fiscal request for the business's register (ÖKC) or, paid online, its e-Arşiv invoice; the
 * staff's receipt numbers; the register's Z report typed in at the day's close and Masa's
 * totals beside it. Money is integer kuruş, VAT rates whole percent.
 */
export const FISCAL_MESSAGES = {
  adapter: 'rules.fiscal.adapter',
  receiptNumber: 'rules.fiscal.receiptNumber',
  completeBody: 'rules.fiscal.completeBody',
  notFound: 'rules.fiscal.notFound',
  amount: 'rules.fiscal.amount',
  vatRate: 'rules.fiscal.vatRate',
  method: 'rules.fiscal.method',
  duplicateKey: 'rules.fiscal.duplicateKey',
  zNumber: 'rules.fiscal.zNumber',
  deviceTwin: 'rules.fiscal.deviceTwin',
} as const satisfies Record<string, RuleId>;
const M = FISCAL_MESSAGES;

/** 'manual': the staff type the fiş number; 'gmp3': an integrated register; 'off': none. */
export const FISCAL_ADAPTERS = ['manual', 'gmp3', 'off'] as const;
export const fiscalAdapterSchema = z.enum(FISCAL_ADAPTERS, { error: M.adapter });
export type FiscalAdapter = z.infer<typeof fiscalAdapterSchema>;
/** In Turkey the register is a legal duty (VUK 507): every business starts 'manual'. */
export const DEFAULT_FISCAL_ADAPTER: FiscalAdapter = 'manual';

/** PUT /api/staff/settings/fiscal. */
export const fiscalSettingsBody = z.object({ adapter: fiscalAdapterSchema }, { error: M.adapter });
export type FiscalSettings = z.infer<typeof fiscalSettingsBody>;

const kurus = (description: string) => z.number().int().describe(`Kuruş. ${description}`);

export const fiscalLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int().describe('Units (1 for a share of a shared line or a charge).'),
  unitPrice: kurus('One unit, VAT included, as the bill priced it.'),
  amount: kurus('quantity × unitPrice (a discount line is negative).'),
  vatRate: z.number().int(),
});
export type FiscalLine = z.infer<typeof fiscalLineSchema>;

export const fiscalVatTotalSchema = z.object({
  vatRate: z.number().int(),
  gross: kurus('VAT included, as the register shows it.'),
  vat: kurus('The VAT in it.'),
});

/** What the register must record for one payment, tips apart. */
export const fiscalBodySchema = z.object({
  lines: z.array(fiscalLineSchema),
  vatTotals: z.array(fiscalVatTotalSchema),
  paymentType: z.string().describe('The payment method key (cash, credit_card, online, …).'),
  amount: kurus('What the register must show: the payment, tips apart.'),
  tip: kurus('The tip, kept apart: never a sale.'),
});
export type FiscalBody = z.infer<typeof fiscalBodySchema>;

export const FISCAL_STATUSES = ['waiting', 'done', 'failed'] as const;
export const FISCAL_KINDS = ['receipt', 'e_arsiv'] as const;

export const fiscalRequestSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  orderId: z.string(),
  tableId: z.string().nullable(),
  tableName: z.string().nullable(),
  kind: z.enum(FISCAL_KINDS).describe("'receipt': the ÖKC's fiş; 'e_arsiv': paid online."),
  adapter: fiscalAdapterSchema,
  status: z.enum(FISCAL_STATUSES),
  receiptNumber: z.string().nullable(),
  printedWithoutNumber: z.boolean(),
  amount: kurus('What the register must show, tips apart.'),
  paymentType: z.string(),
  createdAt: z.string().describe('ISO 8601.'),
  completedAt: z.string().nullable(),
  lines: z.array(fiscalLineSchema),
  error: z.string().nullable().describe('Why the integrated register refused it (failed).'),
  deviceTwin: z
    .boolean()
    .describe('A test register stands in for the integrated one: nothing real is printed.'),
});
export type FiscalRequest = z.infer<typeof fiscalRequestSchema>;

export const fiscalListQuery = z.object({
  status: z.enum(FISCAL_STATUSES).optional(),
  tableId: z.string().max(64).optional(),
});
export const fiscalListResponse = z.object({ requests: z.array(fiscalRequestSchema) });

/** POST /api/staff/fiscal-requests/{id}/complete: the fiş number, or printed without one. */
export const completeFiscalBody = z
  .object(
    {
      receiptNumber: z
        .string({ error: M.receiptNumber })
        .trim()
        .regex(/^\d{1,20}$/, M.receiptNumber)
        .optional()
        .describe('The number the register printed on the fiş: digits, 1–20.'),
      printed: z
        .literal(true, { error: M.completeBody })
        .optional()
        .describe('The fiş was printed but its number is not at hand.'),
    },
    { error: M.completeBody },
  )
  .refine((body) => (body.receiptNumber === undefined) !== (body.printed === undefined), {
    message: M.completeBody,
  });
export type CompleteFiscalBody = z.infer<typeof completeFiscalBody>;
