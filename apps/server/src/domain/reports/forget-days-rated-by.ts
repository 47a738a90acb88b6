import { BUSINESS_TIME_ZONE } from '@masa/core/time/zoned-time';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/db-tx.ts';

/**
 * Forgets the kept days (ADR 113) whose ratings count a review of this diner, before the
 * reviews go with the account (ADR 090): the next report computes those days again without
 * them, and keeps them again.
 */
export async function forgetDaysRatedBy({ db, userId }: { db: DbOrTx; userId: string }) {
  const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
  await db.execute(
    sql`delete from report_days d using reviews r
        where r.user_id = ${userId} and d.business_id = r.business_id
          and d.day = (r.created_at at time zone ${zone})::date`,
  );
}
