import { asc, eq } from 'drizzle-orm';
import { tables } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

export type TableRow = typeof tables.$inferSelect;

/** Every table of a business, active or not, by number: the staff's tables view. */
export async function listStaffTables({ db, businessId }: { db: DbOrTx; businessId: string }) {
  return db
    .select()
    .from(tables)
    .where(eq(tables.businessId, businessId))
    .orderBy(asc(tables.number));
}
