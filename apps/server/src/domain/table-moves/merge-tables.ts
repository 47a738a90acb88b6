import { and, eq } from 'drizzle-orm';
import {
  orders,
  tableCartLines,
  tableSessionDiners,
  tableSessions,
} from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { orderInService } from '../live-orders/order-in-service.ts';
import type { SessionRow } from '../table-sessions/find-sitting-diner.ts';
import { currentSessionOf } from '../table-sessions/table-current-session.ts';
import { assertNoSplitInProgress } from './assert-no-split-in-progress.ts';
import { lockTwoTables, type TableRow } from './lock-two-tables.ts';
import { assertTargetUsable } from './move-table-party.ts';
import { lockPartyOrders, moveTableRows, type MovedOrder } from './move-table-rows.ts';

/**
 * Two tables pushed together (issue 32 §3, ADR 075): the party of `fromTableId` joins the one
 * at `intoTableId`. Its diners (their keys) and its shared cart's lines join that table's
 * sitting, its orders move there, into that sitting, with their requests; its own sitting ends
 * and the table is free. Each order keeps its own bill (ADR 027): the table's panel lists them
 * and the table is paid as one. Refused while a split of the joining orders is pending or
 * approved and unpaid, and into a free table (that is a move).
 */
export async function mergeTables({
  db,
  businessId,
  staffId,
  fromTableId,
  intoTableId,
  now,
}: {
  db: Db;
  businessId: string;
  staffId: string;
  fromTableId: string;
  intoTableId: string;
  now: Date;
}): Promise<{ from: TableRow; to: TableRow; orders: MovedOrder[]; sittings: SessionRow[] }> {
  return db.transaction(async (tx) => {
    const { from, to } = await lockTwoTables({
      tx,
      businessId,
      fromTableId,
      toTableId: intoTableId,
    });
    assertTargetUsable(to);
    const target = await currentSessionOf({ tx, tableId: to.id, now });
    const [served] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tableId, to.id), orderInService))
      .limit(1);
    if (!target.current && !served) throw refuse(409, 'TABLE_FREE', { table: to.name });
    const source = await currentSessionOf({ tx, tableId: from.id, now });
    const leaving = source.current;
    const ids = await lockPartyOrders({ tx, tableId: from.id, sessionId: leaving?.id ?? null });
    if (!leaving && ids.length === 0) throw refuse(409, 'NOTHING_TO_MOVE', { table: from.name });
    await assertNoSplitInProgress({ tx, orderIds: ids, tableName: from.name });

    const joined = target.current;
    const moved = await moveTableRows({
      tx,
      orderIds: ids,
      fromTableId: from.id,
      toTableId: to.id,
      ...(joined ? { toSessionId: joined.id } : {}),
      now,
    });
    const sittings = [...source.ended, ...target.ended];
    if (leaving && joined) {
      await tx
        .update(tableSessionDiners)
        .set({ tableSessionId: joined.id })
        .where(eq(tableSessionDiners.tableSessionId, leaving.id));
      await tx
        .update(tableCartLines)
        .set({ tableSessionId: joined.id })
        .where(eq(tableCartLines.tableSessionId, leaving.id));
      sittings.push(
        ...(await tx
          .update(tableSessions)
          .set({ status: 'closed', endedAt: now, updatedAt: now })
          .where(eq(tableSessions.id, leaving.id))
          .returning()),
        ...(await tx
          .update(tableSessions)
          .set({ lastActivityAt: now, updatedAt: now, cartVersion: joined.cartVersion + 1 })
          .where(eq(tableSessions.id, joined.id))
          .returning()),
      );
    } else if (leaving) {
      // The table joined has only orders placed outside any sitting: the party's sitting moves.
      sittings.push(
        ...(await tx
          .update(tableSessions)
          .set({ tableId: to.id, lastActivityAt: now, updatedAt: now })
          .where(eq(tableSessions.id, leaving.id))
          .returning()),
      );
    }
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: 'table.merged',
      subjectId: to.id,
      details: { from: from.name, to: to.name, orders: moved.length },
      now,
    });
    return { from, to, orders: moved, sittings };
  });
}
