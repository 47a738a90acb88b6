import { inArray } from 'drizzle-orm';
import { tableSessionDiners } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { findSittingDiner } from '../table-sessions/find-sitting-diner.ts';
import type { BillDiners } from './bill-status-response.ts';

/**
 * The diners who added an order's lines (names and accounts) and the caller's own diner, by
 * the key the request carries: what "pay my items" needs (ADR 043).
 */
export async function loadBillDiners({
  db,
  items,
  key,
}: {
  db: DbOrTx;
  items: { dinerId: string | null }[];
  key: string | null;
}): Promise<BillDiners> {
  const ids = [...new Set(items.flatMap((item) => (item.dinerId ? [item.dinerId] : [])))];
  const rows = ids.length
    ? await db
        .select({
          id: tableSessionDiners.id,
          name: tableSessionDiners.name,
          guestNumber: tableSessionDiners.guestNumber,
          userId: tableSessionDiners.userId,
        })
        .from(tableSessionDiners)
        .where(inArray(tableSessionDiners.id, ids))
    : [];
  const caller = await findSittingDiner({ db, key, now: new Date() });
  return {
    me: caller?.diner.id ?? null,
    diners: new Map(rows.map(({ id, ...diner }) => [id, diner])),
  };
}
