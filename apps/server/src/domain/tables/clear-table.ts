import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, tableSessions, tables } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { orderInService } from '../live-orders/order-in-service.ts';
import { lockTableSittings } from '../table-sessions/table-current-session.ts';

/** A staff member's audited write on one table of their business. */
export type StaffTableWrite = {
  db: Db;
  businessId: string;
  staffId: string;
  tableId: string;
  now: Date;
};

/**
 * Clears a table for the next guests: its paid state and its sitting end, in one transaction.
 * Refused (409) while an order at the table is unpaid, or paid but not served (ADR 054).
 * Returns the sessions it closed, for the caller to announce after the commit.
 */
export async function clearTable({ db, businessId, staffId, tableId, now }: StaffTableWrite) {
  return db.transaction(async (tx) => {
    const [table] = await tx
      .select({ id: tables.id, name: tables.name })
      .from(tables)
      .where(and(eq(tables.id, tableId), eq(tables.businessId, businessId)))
      .for('update');
    if (!table) throw refuse(404, 'TABLE_NOT_FOUND');
    // No diner joins or links while the table's sitting ends (ADR 042).
    await lockTableSittings(tx, tableId);
    const [open] = await tx
      .select({ isPaid: orders.isPaid, orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.tableId, tableId), orderInService))
      .orderBy(asc(orders.isPaid))
      .limit(1);
    if (open && !open.isPaid) throw refuse(409, 'TABLE_HAS_OPEN_ORDERS');
    // Paid is not served: clearing would leave its food with nobody to take it (ADR 054).
    if (open) {
      throw refuse(409, 'TABLE_HAS_UNSERVED_ORDERS', { orderNumber: open.orderNumber });
    }
    await tx.update(tables).set({ clearedAt: now }).where(eq(tables.id, tableId));
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: 'table.cleared',
      subjectId: tableId,
      details: { table: table.name },
      now,
    });
    return tx
      .update(tableSessions)
      .set({ status: 'closed', endedAt: now, updatedAt: now })
      .where(and(eq(tableSessions.tableId, tableId), eq(tableSessions.status, 'active')))
      .returning();
  });
}
