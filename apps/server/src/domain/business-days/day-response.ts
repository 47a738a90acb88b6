import { daySummarySchema, type BusinessDay } from '@masa/core/reports/day.schemas';
import { eq, inArray } from 'drizzle-orm';
import { businesses, staffAccounts } from '../../db/schema/index.ts';
import { readAll, type DbOrTx } from '../../lib/db-tx.ts';
import { businessHead } from '../businesses/business-head.ts';
import { dayPeriod, type DayRow } from './day-period.ts';
import { loadDaySummary } from './load-day-summary.ts';

/**
 * A day as the staff app reads it: the business's head for the print, who opened and closed it, the period its payments come from
 * and its Z summary: frozen at the close, counted live from the payments while it is open.
 */
export async function dayResponse({
  db,
  day,
  now,
}: {
  db: DbOrTx;
  day: DayRow;
  now: Date;
}): Promise<BusinessDay> {
  const ids = [day.openedBy, day.closedBy].filter((id): id is string => id !== null);
  // What does not wait for the period is read beside it: the open day is a few rounds of reads.
  const [{ start, end }, people, [business]] = await readAll(db, [
    () => dayPeriod({ db, day, now }),
    async () =>
      ids.length === 0
        ? []
        : db
            .select({ id: staffAccounts.id, name: staffAccounts.name })
            .from(staffAccounts)
            .where(inArray(staffAccounts.id, ids)),
    () => db.select().from(businesses).where(eq(businesses.id, day.businessId)),
  ]);
  const person = (id: string | null) => ({
    id,
    name: people.find((p) => p.id === id)?.name ?? '',
  });
  // A summary frozen before a figure existed (refunds, issue 34) reads it as its default.
  const summary = day.summary
    ? daySummarySchema.parse(day.summary)
    : await loadDaySummary({
        db,
        businessId: day.businessId,
        start,
        end,
        openingFloat: day.openingFloat,
        countedCash: null,
      });
  return {
    id: day.id,
    business: businessHead(business!),
    openedAt: day.openedAt.toISOString(),
    openedBy: person(day.openedBy),
    periodStart: start.toISOString(),
    closedAt: day.closedAt?.toISOString() ?? null,
    closedBy: day.closedAt ? person(day.closedBy) : null,
    summary,
  };
}
