import { and, eq } from 'drizzle-orm';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';

/**
 * The business a diner may see: it exists and is active. An unknown and an inactive business
 * get the same 404, so the answer does not tell which ids exist.
 */
export async function findActiveBusiness({ db, businessId }: { db: Db; businessId: string }) {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.active, true)));
  if (!row) throw refuse(404, 'BUSINESS_NOT_FOUND.businessInfo');
  return row;
}
