import { and, eq, isNull } from 'drizzle-orm';
import { businessDays } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/** The business's open day, if one is open: one at a time (ADR 077). */
export async function findOpenDay({ db, businessId }: { db: DbOrTx; businessId: string }) {
  const [open] = await db
    .select()
    .from(businessDays)
    .where(and(eq(businessDays.businessId, businessId), isNull(businessDays.closedAt)));
  return open;
}
