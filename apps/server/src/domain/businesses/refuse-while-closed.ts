import type { OpeningHours } from '@masa/core/hours/opening-hours.schemas';
import { closedMessage } from '@masa/core/hours/opening-notice';
import { openingState } from '@masa/core/hours/opening-state';
import { eq } from 'drizzle-orm';
import { businesses } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BusinessScope } from '../../lib/db-tx.ts';

/**
 * Refuses a new order, or items added to one, outside the business's opening hours (issue 20,
 * docs/decisions/041-menu-codes-hours.md): 409 BUSINESS_CLOSED with when it opens, e.g.
 * "Kuğulu Kahvecisi şu an kapalı. Yarın 09:00'da açılıyor." The caller writes nothing after.
 */
export function refuseWhileClosed({
  name,
  openingHours,
  now,
}: {
  name: string;
  openingHours: OpeningHours | null;
  now: Date;
}): void {
  const state = openingState(openingHours, now);
  if (!state.open) throw new AppError(409, 'BUSINESS_CLOSED', closedMessage(name, state, now));
}

/** The same check for a write that has only the business's id at hand. */
export async function refuseWhileBusinessClosed({
  db,
  businessId,
  now,
}: BusinessScope & { now: Date }): Promise<void> {
  const [row] = await db
    .select({ name: businesses.name, openingHours: businesses.openingHours })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (row) refuseWhileClosed({ name: row.name, openingHours: row.openingHours, now });
}
