import { DAY_FIGURES_VERSION, type DayFigures } from '@masa/core/reports/day-figures';
import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { businessDays, reportDays } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { newestDayFirst } from '../business-days/newest-day-first.ts';

/**
 * The days of `from`..`to` whose figures a close kept (ADR 113), by day, and the business's
 * last close: a day over by then is settled, so a report keeps it on its first read.
 */
export async function readKeptDays({
  db,
  businessId,
  from,
  to,
}: {
  db: DbOrTx;
  businessId: string;
  from: string;
  to: string;
}): Promise<{ kept: Map<string, DayFigures>; lastClose: Date | null }> {
  const [rows, closes] = await Promise.all([
    db
      .select({ figures: reportDays.figures })
      .from(reportDays)
      .where(
        and(
          eq(reportDays.businessId, businessId),
          gte(reportDays.day, from),
          lte(reportDays.day, to),
          // Kept in another shape: computed again, never misread.
          eq(reportDays.version, DAY_FIGURES_VERSION),
        ),
      ),
    db
      .select({ closedAt: businessDays.closedAt })
      .from(businessDays)
      .where(and(eq(businessDays.businessId, businessId), isNotNull(businessDays.closedAt)))
      .orderBy(newestDayFirst)
      .limit(1),
  ]);
  return {
    kept: new Map(rows.map((row) => [row.figures.date, row.figures])),
    lastClose: closes[0]?.closedAt ?? null,
  };
}
