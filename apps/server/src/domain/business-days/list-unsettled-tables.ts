import type { UnsettledTable } from '@masa/core/reports/day.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { orders, tables } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { loadReportBills } from '../reports/load-report-bills.ts';

/**
 * The tables whose bills still ask for money (ADR 077): orders neither cancelled, paid, walked
 * out nor moved to an open account (ADR 076) whose bill, as the one bill model prices it, has
 * something left. A day closes only without them.
 * Table names in the floor's order (by name, numbers as numbers).
 */
export async function listUnsettledTables({
  db,
  businessId,
}: {
  db: DbOrTx;
  businessId: string;
}): Promise<UnsettledTable[]> {
  const open = await db
    .select({
      id: orders.id,
      tableId: orders.tableId,
      table: tables.name,
      taxIncludedInPrice: orders.taxIncludedInPrice,
    })
    .from(orders)
    .leftJoin(tables, eq(tables.id, orders.tableId))
    .where(
      and(
        eq(orders.businessId, businessId),
        eq(orders.isCancelled, false),
        eq(orders.isPaid, false),
        isNull(orders.walkedOutAt),
        isNull(orders.openAccountId),
      ),
    );
  if (open.length === 0) return [];
  const { bills } = await loadReportBills({
    db,
    orderIds: open.map((row) => row.id),
    taxIncludedInPrice: new Map(open.map((row) => [row.id, row.taxIncludedInPrice])),
  });
  const byTable = new Map<string, UnsettledTable>();
  open.forEach((row, i) => {
    const left = bills[i]?.left ?? 0;
    if (left <= 0) return;
    const entry = byTable.get(row.tableId) ?? {
      tableId: row.table === null ? null : row.tableId,
      name: row.table ?? 'Masasız',
      orders: 0,
      left: 0,
    };
    entry.orders += 1;
    entry.left += left;
    byTable.set(row.tableId, entry);
  });
  return [...byTable.values()].sort((a, b) =>
    a.name.localeCompare(b.name, 'tr', { numeric: true }),
  );
}
