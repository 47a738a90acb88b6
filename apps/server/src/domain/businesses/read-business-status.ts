import { openingState } from '@masa/core/hours/opening-state';
import type { BusinessStatus } from '@masa/core/hours/opening-hours.schemas';
import { eq } from 'drizzle-orm';
import { refuse } from '../../lib/app-error.ts';
import type { BusinessScope } from '../../lib/db-tx.ts';
import { businesses } from '../../db/schema/index.ts';
import { isOrderingPaused } from '../back-office/ordering-paused.ts';

/**
 * 001 §7 GET /business/{id}/status: `isActive: false` tells the app the business is closed to
 * orders, for good (`active`), while its staff have paused ordering (issue 17 §2) or outside
 * its opening hours (issue 20, with when it opens and the weekly hours the menu shows). Unlike
 * the other business calls, an inactive business is answered (that is the point of the call);
 * an unknown one is a 404.
 */
export async function readBusinessStatus({
  db,
  businessId,
  now,
}: BusinessScope & { now: Date }): Promise<BusinessStatus> {
  const [row] = await db
    .select({
      active: businesses.active,
      settings: businesses.settings,
      openingHours: businesses.openingHours,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw refuse(404, 'BUSINESS_NOT_FOUND.businessInfo');
  const state = openingState(row.openingHours, now);
  return {
    isActive: row.active && !isOrderingPaused(row.settings) && state.open,
    open: state.open,
    opensAt: state.opensAt?.toISOString() ?? null,
    closesAt: state.closesAt?.toISOString() ?? null,
    openingHours: row.openingHours,
  };
}
