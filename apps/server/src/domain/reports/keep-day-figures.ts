import { DAY_FIGURES_VERSION, type DayFigures } from '@masa/core/reports/day-figures';
import { addDays, businessToday, eachDay } from '@masa/core/reports/report-days';
import { sql } from 'drizzle-orm';
import { reportDays } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { computeDayFigures } from './compute-day-figures.ts';

/**
 * Computes each day's sales figures and keeps them, replacing what was kept
 * (docs/decisions/113-a-report-adds-up-its-days.md). A close keeps the days it settles, a
 * report the settled days it found missing, the year's seed every day it closed.
 */
export async function keepDayFigures({
  db,
  businessId,
  dates,
}: {
  db: DbOrTx;
  businessId: string;
  dates: readonly string[];
}): Promise<DayFigures[]> {
  const kept: DayFigures[] = [];
  for (const date of dates) {
    const figures = await computeDayFigures({ db, businessId, date });
    const row = { businessId, day: date, version: DAY_FIGURES_VERSION, figures };
    await db
      .insert(reportDays)
      .values(row)
      .onConflictDoUpdate({
        target: [reportDays.businessId, reportDays.day],
        set: { version: row.version, figures: row.figures, computedAt: sql`now()` },
      });
    kept.push(figures);
  }
  return kept;
}

/**
 * The Istanbul days a close at `end` settles in a period that began at `start`: those of the
 * period that are over by then. Every order placed before a close is settled (the close is
 * refused otherwise, ADR 077), and what comes after it is stamped later, in a later day.
 */
export function daysSettledBy({ start, end }: { start: Date; end: Date }): string[] {
  const first = businessToday(start);
  const lastOver = addDays(businessToday(end), -1);
  return first <= lastOver ? eachDay(first, lastOver) : [];
}
