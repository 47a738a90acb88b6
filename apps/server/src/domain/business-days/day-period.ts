import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { businessDays } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { newestDayFirst } from './newest-day-first.ts';

export type DayRow = typeof businessDays.$inferSelect;

/**
 * The instants whose payments belong to a day (ADR 077): from the previous day's close, so
 * what was recorded between a close and the next opening lands in the next day, never in a
 * closed one; the opening for a business's first day; until the close, or now while open.
 */
export async function dayPeriod({
  db,
  day,
  now,
}: {
  db: DbOrTx;
  day: DayRow;
  now: Date;
}): Promise<{ start: Date; end: Date }> {
  const [previous] = await db
    .select({ closedAt: businessDays.closedAt })
    .from(businessDays)
    .where(
      and(
        eq(businessDays.businessId, day.businessId),
        isNotNull(businessDays.closedAt),
        lt(businessDays.openedAt, day.openedAt),
      ),
    )
    .orderBy(newestDayFirst)
    .limit(1);
  return { start: previous?.closedAt ?? day.openedAt, end: day.closedAt ?? now };
}
