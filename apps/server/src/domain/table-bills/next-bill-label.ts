import { billLabelOf, billNumberOf, MAX_BILLS_PER_TABLE } from '@masa/core/orders/bill-label';
import { and, eq, isNotNull } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';

/**
 * The next bill's label at a table (ADR 078): "Hesap N", N one more than the highest bill of the
 * sitting so far, paid ones too, so a label is never given twice in one sitting. An order with
 * no sitting counts the table's orders that carry a label. Under the table's sitting lock.
 */
export async function nextBillLabel({
  tx,
  table,
  sessionId,
}: {
  tx: Tx;
  table: string;
  sessionId: string | null;
}): Promise<string> {
  const rows = await tx
    .selectDistinct({ label: orders.billLabel })
    .from(orders)
    .where(
      and(
        eq(orders.tableId, table),
        isNotNull(orders.billLabel),
        sessionId === null ? eq(orders.isPaid, false) : eq(orders.tableSessionId, sessionId),
      ),
    );
  const highest = Math.max(1, ...rows.map((row) => billNumberOf(row.label)));
  if (highest >= MAX_BILLS_PER_TABLE) throw refuse(409, 'TOO_MANY_BILLS');
  return billLabelOf(highest + 1);
}
