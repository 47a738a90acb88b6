import { reconcile } from '@masa/core/fiscal/reconcile';
import type { Reconciliation } from '@masa/core/fiscal/z-report.schemas';
import type { DaySummary } from '@masa/core/reports/day.schemas';
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { fiscalRequests, fiscalZReports } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { dayPeriod, type DayRow } from '../business-days/day-period.ts';
import { loadDaySummary } from '../business-days/load-day-summary.ts';

/** Online payments are documented by e-Arşiv, not by the register (ADR 093). */
const ONLINE = 'online';

const inPeriod = (start: Date, end: Date) =>
  and(gte(fiscalRequests.createdAt, start), lt(fiscalRequests.createdAt, end));

/**
 * Masa's side of the Z report (issue 35 §4, ADR 093): the day's Z summary (ADR 077, the one
 * bill model's figures, frozen once the day closed) by VAT rate, VAT included, and by method,
 * less what was paid online, which the register never saw (its e-Arşiv requests' VAT totals).
 */
async function masaTotals(db: DbOrTx, day: DayRow, summary: DaySummary, start: Date, end: Date) {
  const gross = new Map(summary.vat.map((entry) => [entry.rate, entry.net + entry.amount]));
  const online = await db
    .select({ body: fiscalRequests.body })
    .from(fiscalRequests)
    .where(
      and(
        eq(fiscalRequests.businessId, day.businessId),
        eq(fiscalRequests.kind, 'e_arsiv'),
        inPeriod(start, end),
      ),
    );
  for (const { body } of online) {
    for (const total of body.vatTotals) {
      gross.set(total.vatRate, (gross.get(total.vatRate) ?? 0) - total.gross);
    }
  }
  const byVatRate = [...gross.entries()]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a - b)
    .map(([vatRate, amount]) => ({ vatRate, gross: amount }));
  const byMethod = summary.byMethod
    .filter((entry) => entry.method !== ONLINE && entry.amount !== 0)
    .map(({ method, amount }) => ({ method, amount }));
  const total = byVatRate.reduce((sum, entry) => sum + entry.gross, 0);
  return { byVatRate, byMethod, total };
}

/** The day's receipts the register has not confirmed: waiting for a number, or refused. */
export async function countWaitingReceipts(
  db: DbOrTx,
  businessId: string,
  start: Date,
  end: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(fiscalRequests)
    .where(
      and(
        eq(fiscalRequests.businessId, businessId),
        eq(fiscalRequests.kind, 'receipt'),
        inArray(fiscalRequests.status, ['waiting', 'failed']),
        inPeriod(start, end),
      ),
    );
  return row?.n ?? 0;
}

/**
 * GET /staff/days/{id}/reconciliation: Masa beside the register's Z report typed in for the
 * day, the differences (register − masa, any non-zero), what the closer accepted, and the
 * day's receipts still waiting. `now` ends an open day's period.
 */
export async function loadReconciliation({
  db,
  day,
  now,
}: {
  db: DbOrTx;
  day: DayRow;
  now: Date;
}): Promise<Reconciliation> {
  const { start, end } = await dayPeriod({ db, day, now });
  const summary =
    day.summary ??
    (await loadDaySummary({
      db,
      businessId: day.businessId,
      start,
      end,
      openingFloat: day.openingFloat,
      countedCash: null,
    }));
  const masa = await masaTotals(db, day, summary, start, end);
  const [z] = await db
    .select()
    .from(fiscalZReports)
    .where(eq(fiscalZReports.businessDayId, day.id));
  const register = z
    ? {
        zNumber: z.zNumber,
        byVatRate: z.byVatRate,
        byMethod: z.byMethod,
        total: z.byVatRate.reduce((sum, entry) => sum + entry.gross, 0),
        enteredAt: z.enteredAt.toISOString(),
        enteredBy: { id: z.enteredBy, name: z.enteredByName },
      }
    : null;
  return {
    masa,
    register,
    differences: register ? reconcile(masa, register) : [],
    accepted:
      z?.acceptedDifferences && z.acceptedAt
        ? {
            at: z.acceptedAt.toISOString(),
            by: { id: z.acceptedBy, name: z.acceptedByName ?? '' },
            differences: z.acceptedDifferences,
          }
        : null,
    waitingReceipts: await countWaitingReceipts(db, day.businessId, start, end),
  };
}
