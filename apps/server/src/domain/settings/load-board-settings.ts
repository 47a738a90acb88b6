import { eq } from 'drizzle-orm';
import { businesses } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { boardSettingsOf } from './present-settings.ts';

/** The board's amber and red thresholds in minutes, the defaults where the business set none. */
export async function loadBoardSettings({ db, businessId }: { db: DbOrTx; businessId: string }) {
  const [row] = await db
    .select({ settings: businesses.settings })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return boardSettingsOf(row?.settings);
}
