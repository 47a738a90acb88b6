import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import { isOrderingPaused } from './ordering-paused.ts';

/**
 * The pause switch of the whole business (issue 17 §2): kept in its settings, so
 * GET /business/{id}/status answers `isActive: false` and new orders are refused meanwhile.
 * One statement: a concurrent settings write keeps its other keys.
 */
export async function setOrderingPaused({
  db,
  businessId,
  paused,
}: {
  db: Db;
  businessId: string;
  paused: boolean;
}): Promise<{ paused: boolean }> {
  const [row] = await db
    .update(businesses)
    .set({
      settings: sql`jsonb_set(${businesses.settings}, '{ordering}', ${JSON.stringify({ paused })}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(businesses.id, businessId))
    .returning({ settings: businesses.settings });
  return { paused: isOrderingPaused(row?.settings) };
}

export async function readOrderingPaused({ db, businessId }: { db: Db; businessId: string }) {
  const [row] = await db
    .select({ settings: businesses.settings })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return { paused: isOrderingPaused(row?.settings) };
}
