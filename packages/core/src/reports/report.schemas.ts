import { z } from 'zod';
import { ruleMessage, ruleText } from '../i18n/rule-text.ts';
import { MAX_REPORT_DAYS, daysBetween, isCalendarDay } from './report-days.ts';

/**
 * GET /api/staff/reports/summary (docs/decisions/030-sales-report.md): its query, checked the
 * same way by the staff app's date fields and the server, and its answer. Money is integer
 * kuruş, like an order's `total`.
 */
export const REPORT_MESSAGES = {
  badDate: 'rules.reports.badDate',
  fromAfterTo: 'rules.reports.fromAfterTo',
  tooLong: ruleMessage(ruleText('rules.reports.tooLong', { days: MAX_REPORT_DAYS })),
};

const day = z
  .string({ error: REPORT_MESSAGES.badDate })
  .refine(isCalendarDay, REPORT_MESSAGES.badDate)
  .describe('A day in the business time zone (Europe/Istanbul), YYYY-MM-DD.');

export const reportQuerySchema = z
  .object({ from: day, to: day.describe('The last day, included.') })
  .superRefine(({ from, to }, ctx) => {
    if (!isCalendarDay(from) || !isCalendarDay(to)) return;
    if (to < from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.fromAfterTo });
    else if (daysBetween(from, to) > MAX_REPORT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const kurus = (description: string) => z.number().int().describe(`Kuruş. ${description}`);
const count = (description: string) => z.number().int().min(0).describe(description);

/**
 * Refunds made in a period (issue 34): counted in the period they were made, as a POS books
 * them, whatever day their payment was taken; shown as "İadeler" beside the payments.
 */
export const reportRefundsSchema = z
  .object({
    count: count('Refunds made in the period.'),
    amount: kurus('Given back for meals, tips apart, at what their payments priced them.'),
    tips: kurus('Tips given back.'),
    byMethod: z
      .array(
        z.object({
          method: z.string().describe("The refunded payment's method."),
          count: count('Refunds.'),
          amount: kurus('Given back, tips apart.'),
          tips: kurus('Tips given back.'),
          net: kurus("This method's payments in the period (tips apart) less its refunds."),
        }),
      )
      .describe('Most given back first; a method without refunds is not listed.'),
  })
  .default({ count: 0, amount: 0, tips: 0, byMethod: [] });
export type ReportRefunds = z.infer<typeof reportRefundsSchema>;

const serviceTime = (until: string) =>
  z
    .object({
      orders: count(
        `Orders placed in the range (not cancelled, not scheduled for later) whose ${until} moment is known.`,
      ),
      averageMinutes: z
        .number()
        .nullable()
        .describe(`Their average minutes from placing to ${until}, one decimal; null without any.`),
    })
    .describe(
      `From the order's creation to the first time its status became ${until} (ADR 037); orders from before those moments were kept are left out, not guessed.`,
    );

const correctionFigure = (what: string) =>
  z
    .object({
      lines: count('Rows.'),
      units: count('Units.'),
      amount: kurus('Their units at the price they had before the correction.'),
    })
    .describe(what);

export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string().describe('The zone the days and hours are read in: Europe/Istanbul.'),
  orders: count('Orders placed in the range and not cancelled.'),
  payments: count('Payments recorded in the range.'),
  gross: kurus(
    'What was paid for orders in the range, tips apart: the sum of the amounts the one bill model gave the payments recorded in the range (ADR 027).',
  ),
  net: kurus('gross − refunds.amount − VAT: what the range sold, before VAT.'),
  tips: kurus('Tips the payments of the range carried.'),
  refunds: reportRefundsSchema,
  vat: z
    .array(
      z.object({
        rate: z.number().int().describe('Whole percent.'),
        net: kurus('What was paid at this rate less its VAT (the tax base), net of refunds.'),
        amount: kurus("The payments' VAT shares at this rate less the refunds' (issue 34)."),
      }),
    )
    .describe(
      "By rate: the sum of the payments' VAT shares (bill.payments[i].vat) less those of the refunds made in the range (bill.refunds[i].vat); net + amount over the rates is gross − refunds.amount.",
    ),
  vatTotal: kurus('Sum of vat[].amount.'),
  serviceCharges: kurus('What the payments of the range paid for service charges, as priced.'),
  discounts: kurus('Discounts on the units the payments of the range paid.'),
  campaigns: kurus(
    'The part of `discounts` that order campaigns took (ADR 041): byProduct and byCategory count units at their price before it, so their amounts less this, plus service charges (and VAT added on top), are gross.',
  ),
  staffDiscounts: kurus(
    'Staff discounts (issue 32 §2, ADR 074) on what the payments of the range paid, apart from `discounts` and campaigns: byProduct and byCategory count units before them, so their amounts less campaigns and this, plus service charges (and VAT added on top), are gross.',
  ),
  byMethod: z.array(
    z.object({
      method: z.string(),
      amount: kurus('Paid by this method, tips apart.'),
      tips: kurus('Tips paid by this method.'),
      count: count('Payments.'),
    }),
  ),
  byHour: z
    .array(
      z.object({
        hour: z.number().int().min(0).max(23).describe('Hour of the day in the business zone.'),
        orders: count('Orders placed in this hour (not cancelled).'),
        gross: kurus('Paid in this hour, tips apart.'),
      }),
    )
    .describe('All 24 hours, every day of the range added up.'),
  byDay: z
    .array(z.object({ date: z.string(), orders: count('Orders placed.'), gross: kurus('Paid.') }))
    .describe('Every day of the range.'),
  byProduct: z
    .array(
      z.object({
        productId: z.string().nullable().describe('Null for a product since deleted.'),
        name: z.string(),
        category: z.string().nullable(),
        units: count('Charged units paid in the range.'),
        amount: kurus(
          'Those units at the price they were sold, before the order campaign (VAT inside when prices include it).',
        ),
      }),
    )
    .describe('Most paid first; equal ones by name.'),
  byCategory: z
    .array(
      z.object({
        categoryId: z.string().nullable(),
        name: z.string().nullable().describe('Null: products without a category now.'),
        units: count('Charged units paid in the range.'),
        amount: kurus('As sold, before the order campaign.'),
      }),
    )
    .describe('Most paid first; equal ones by name.'),
  cancellations: z.object({
    orders: count('Orders cancelled in the range.'),
    lines: count(
      'Lines cancelled in the range on orders that were not cancelled, other than staff voids.',
    ),
    amount: kurus('What the charged units of both would have cost, as priced.'),
  }),
  walkOuts: z
    .object({
      orders: count('Orders closed as "Ödenmedi" in the range.'),
      amount: kurus('What their bills left unpaid: the loss, never in gross.'),
      vat: z
        .array(z.object({ rate: z.number().int(), base: z.number().int(), vat: z.number().int() }))
        .describe('The loss by VAT rate, from the one bill model (core unpaidRest).'),
    })
    .describe('Walk-outs (ADR 076): not cancellations, not sales; apart from both.'),
  openAccounts: z
    .object({
      moved: z.object({
        orders: count('Orders moved to an open account in the range.'),
        amount: kurus('"Veresiyeye aktarılan": what their bills had left when moved.'),
      }),
      settled: z.object({
        payments: count('Payments of open-account orders recorded in the range.'),
        amount: kurus('"Veresiye tahsilatı", tips apart: inside gross, shown apart too.'),
      }),
    })
    .describe('Open accounts (veresiye, ADR 076).'),
  /** Staff corrections, apart from cancellations (issue 32 §1, ADR 073). */
  corrections: z.object({
    voids: z.object({
      notMade: correctionFigure('Lines voided in the range before the kitchen started them.'),
      wasted: correctionFigure('Lines voided in the range after they were made (zayi).'),
    }),
    ikram: correctionFigure(
      'Ikram lines of orders placed in the range, valued at the menu price (they were sold at 0).',
    ),
  }),
  serviceTimes: z.object({
    toReady: serviceTime('ready'),
    toDelivered: serviceTime('delivered'),
  }),
  ratings: z.object({
    count: count("Ratings of the business given in the range (the diners' reviews)."),
    average: z.number().nullable().describe('1–5, two decimals; null without ratings.'),
  }),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** GET /staff/reports/payments: one payment as an accountant books it (issue 29). */
export const reportPaymentSchema = z.object({
  at: z.string().describe('When it was recorded, ISO 8601.'),
  table: z.string().nullable(),
  orderNumber: z.number().int(),
  method: z.string(),
  amount: kurus('Paid, tip apart, as the bill priced it.'),
  tip: kurus('Its tip, kept apart from sales.'),
  staff: z.string().nullable().describe('Who took it; null: the diner paid online.'),
});
export type ReportPayment = z.infer<typeof reportPaymentSchema>;
