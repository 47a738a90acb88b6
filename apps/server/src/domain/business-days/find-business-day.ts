import { and, eq } from 'drizzle-orm';
import { businessDays } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import type { DayRow } from './day-period.ts';

/** A business day of the signed-in staff's own business; another's (or none) is 404. */
export async function findBusinessDay({
  db,
  businessId,
  dayId,
}: {
  db: DbOrTx;
  businessId: string;
  dayId: string;
}): Promise<DayRow> {
  const [day] = await db
    .select()
    .from(businessDays)
    .where(and(eq(businessDays.id, dayId), eq(businessDays.businessId, businessId)));
  if (!day) throw refuse(404, 'DAY_NOT_FOUND');
  return day;
}
