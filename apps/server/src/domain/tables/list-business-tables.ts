import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tables } from '../../db/schema/index.ts';
import { findActiveBusiness } from '../businesses/find-active-business.ts';

/**
 * The active tables of an active business, by number. An unknown or inactive business is a
 * 404 (findActiveBusiness), never an empty list that would look like a business without tables.
 */
export async function listBusinessTables({ db, businessId }: { db: Db; businessId: string }) {
  await findActiveBusiness({ db, businessId });
  return db
    .select()
    .from(tables)
    .where(and(eq(tables.businessId, businessId), eq(tables.active, true)))
    .orderBy(asc(tables.number));
}
