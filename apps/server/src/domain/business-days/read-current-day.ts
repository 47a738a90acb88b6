import type { CurrentDay } from '@masa/core/reports/day.schemas';
import type { BusinessScope } from '../../lib/db-tx.ts';
import { dayResponse } from './day-response.ts';
import { findOpenDay } from './find-open-day.ts';
import { listUnsettledTables } from './list-unsettled-tables.ts';

/**
 * What the staff app's day screen reads (`GET /api/staff/days/current`): the open day with its
 * Z summary so far, null when none is open, and the tables still to be settled. One function,
 * so the plan test (test/business-days/open-day-plans.test.ts) records what the route sends.
 */
export async function readCurrentDay({
  db,
  businessId,
  now,
}: BusinessScope & { now: Date }): Promise<CurrentDay> {
  // The unsettled tables do not wait for the day: read beside its Z summary, each statement on
  // its own pool client (the route reads on the pool, never on one transaction's client).
  const [open, unsettled] = await Promise.all([
    findOpenDay({ db, businessId }).then((day) => (day ? dayResponse({ db, day, now }) : null)),
    listUnsettledTables({ db, businessId }),
  ]);
  return { day: open, unsettled };
}
