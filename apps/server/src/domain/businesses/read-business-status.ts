import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import { isOrderingPaused } from '../back-office/ordering-paused.ts';
import { BUSINESS_NOT_FOUND } from './business.schemas.ts';

/**
 * 001 §7 GET /business/{id}/status: `isActive: false` tells the app the business is closed to
 * orders, for good (`active`) or while its staff have paused ordering (issue 17 §2). Unlike the other business calls, an inactive business is answered (that is the
 * point of the call); an unknown one is a 404.
 */
export async function readBusinessStatus({ db, businessId }: { db: Db; businessId: string }) {
  const [row] = await db
    .select({ active: businesses.active, settings: businesses.settings })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw notFound(BUSINESS_NOT_FOUND, 'BUSINESS_NOT_FOUND');
  return { isActive: row.active && !isOrderingPaused(row.settings) };
}
