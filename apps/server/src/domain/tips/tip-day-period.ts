import { reportInstants } from '@masa/core/reports/report-days';
import { BUSINESS_TIME_ZONE } from '@masa/core/time/zoned-time';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { businessDays } from '../../db/schema/index.ts';
import type { BusinessScope } from '../../lib/db-tx.ts';
import { dayPeriod } from '../business-days/day-period.ts';

/**
 * The instants whose tips belong to a day of the ledger (ADR 088): the business days opened
 * on that date, from the first one's start to the last one's close (ADR 077: a bar's 01:30 tip
 * is the evening's); a date without an opened business day is the Istanbul calendar day, as the
 * sales report's (ADR 030).
 */
export async function tipDayPeriod({
  db,
  businessId,
  day,
  now,
}: BusinessScope & { day: string; now: Date }): Promise<{ start: Date; end: Date }> {
  const calendar = reportInstants(day, day, BUSINESS_TIME_ZONE);
  const opened = await db
    .select()
    .from(businessDays)
    .where(
      and(
        eq(businessDays.businessId, businessId),
        gte(businessDays.openedAt, calendar.start),
        lt(businessDays.openedAt, calendar.end),
      ),
    )
    .orderBy(asc(businessDays.openedAt));
  if (opened.length === 0) return calendar;
  const first = await dayPeriod({ db, day: opened[0]!, now });
  const last = await dayPeriod({ db, day: opened.at(-1)!, now });
  return { start: first.start, end: last.end };
}
