import { and, asc, eq, inArray } from 'drizzle-orm';
import { tables } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { lockTableSittings } from '../table-sessions/table-current-session.ts';

export type TableRow = typeof tables.$inferSelect;

/**
 * The two tables of a move or merge, both of the caller's business (another business's table is
 * 404, as if it did not exist), locked in id order with their sittings' locks (ADR 042): no
 * diner joins either table, no staff clears it and no second move runs until the transaction
 * ends. Two waiters moving A→B and B→A at once take the locks in the same order.
 */
export async function lockTwoTables({
  tx,
  businessId,
  fromTableId,
  toTableId,
}: {
  tx: Tx;
  businessId: string;
  fromTableId: string;
  toTableId: string;
}): Promise<{ from: TableRow; to: TableRow }> {
  const ids = [fromTableId, toTableId].sort();
  const rows = await tx
    .select()
    .from(tables)
    .where(and(inArray(tables.id, ids), eq(tables.businessId, businessId)))
    .orderBy(asc(tables.id))
    .for('update');
  const from = rows.find((row) => row.id === fromTableId);
  const to = rows.find((row) => row.id === toTableId);
  if (!from || !to) throw refuse(404, 'TABLE_NOT_FOUND');
  if (from.id === to.id) throw refuse(400, 'SAME_TABLE');
  for (const id of ids) await lockTableSittings(tx, id);
  return { from, to };
}
