import { eq } from 'drizzle-orm';
import { businesses } from '../../db/schema/index.ts';
import type { BusinessSettings } from '../../db/schema/json-types.ts';
import { refuse } from '../../lib/app-error.ts';
import type { BusinessScope } from '../../lib/db-tx.ts';

/** The diner's message when the business has paused ordering (the same as a closed business). */
export const ORDERING_PAUSED_MESSAGE = 'İşletme şu anda sipariş almıyor';

// NOTE: a pause is not `businesses.active = false`, which hides the business altogether:
// see docs/decisions/028-back-office-in-existing-columns.md.
export const isOrderingPaused = (settings: Partial<BusinessSettings> | null | undefined) =>
  settings?.ordering?.paused === true;

/** Refuses a new order, or items added to one, while the business has paused ordering. */
export function refuseWhilePaused(settings: Partial<BusinessSettings> | null | undefined): void {
  if (isOrderingPaused(settings)) {
    throw refuse(409, 'ORDERING_PAUSED');
  }
}

/** The same check for a write that has only the business's id at hand. */
export async function refuseWhileBusinessPaused({ db, businessId }: BusinessScope): Promise<void> {
  const [row] = await db
    .select({ settings: businesses.settings })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  refuseWhilePaused(row?.settings);
}
