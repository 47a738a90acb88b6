import { addUpDays, type DayFigures } from '@masa/core/reports/day-figures';
import { eachDay, reportInstants } from '@masa/core/reports/report-days';
import type { SalesReport } from '@masa/core/reports/report.schemas';
import { BUSINESS_TIME_ZONE } from '@masa/core/time/zoned-time';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { computeDayFigures } from './compute-day-figures.ts';
import { currentProducts } from './current-products.ts';
import { keepDayFigures } from './keep-day-figures.ts';
import { readKeptDays } from './read-kept-days.ts';

/**
 * GET /staff/reports/summary (docs/decisions/030-sales-report.md): one business's sales for a
 * range of its days, added up from each day's figures (docs/decisions/113-a-report-adds-up-its-days.md):
 * those a close kept are read, the others computed by the same code (money from the payments
 * of the day as the one bill model prices them, so it agrees with the bills to the kuruş). A
 * day a close has settled but nobody kept yet (closed before ADR 113) is kept as it is read.
 */
export async function loadSalesReport({
  db,
  businessId,
  from,
  to,
  now = new Date(),
}: {
  db: DbOrTx;
  businessId: string;
  from: string;
  to: string;
  /** Days that start after it have nothing to count yet. */
  now?: Date;
}): Promise<SalesReport> {
  const timeZone = BUSINESS_TIME_ZONE;
  const { kept, lastClose } = await readKeptDays({ db, businessId, from, to });
  const days: DayFigures[] = [];
  for (const date of eachDay(from, to)) {
    const figures = kept.get(date);
    if (figures) {
      days.push(figures);
      continue;
    }
    const { start, end } = reportInstants(date, date, timeZone);
    if (start > now) continue;
    const settled = lastClose !== null && end <= lastClose;
    if (settled) days.push(...(await keepDayFigures({ db, businessId, dates: [date] })));
    else days.push(await computeDayFigures({ db, businessId, date }));
  }
  const ids = days.flatMap((day) => day.products.flatMap((row) => row.productId ?? []));
  const products = await currentProducts({ db, businessId, ids: [...new Set(ids)] });
  return addUpDays({ from, to, timeZone, days, products });
}
