import { and, eq } from 'drizzle-orm';
import { notFound } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import { BUSINESS_NOT_FOUND } from './business.schemas.ts';

/**
 * The business a diner may see: it exists and is active. An unknown and an inactive business
 * get the same 404, so the answer does not tell which ids exist.
 */
export async function findActiveBusiness({ db, businessId }: { db: Db; businessId: string }) {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.active, true)));
  if (!row) throw notFound(BUSINESS_NOT_FOUND, 'BUSINESS_NOT_FOUND');
  return row;
}
