import type { Course } from '@masa/core/orders/courses';
import { and, eq, isNotNull, isNull, not } from 'drizzle-orm';
import { orders, tables } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { printOrderTickets } from '../printing/print-order-tickets.ts';
import { loadOrderResponses } from '../orders/load-order-responses.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { currentSessionOf, lockTableSittings } from '../table-sessions/table-current-session.ts';
import { courseLabel } from './staff-order-messages.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';

/**
 * "Marş" (issue 31 §4, ADR 070): every held order of `course` in the table's current sitting
 * goes to the kitchen now. Its status stays as it was ('received'); fired_at marks it. Nothing
 * held of that course (fired already, or never sent) is 409; a table of another business, or
 * one without a sitting, 404.
 */
export async function fireCourse({
  db,
  businessId,
  tableId,
  course,
  staffId,
  now,
}: {
  db: Db;
  businessId: string;
  tableId: string;
  course: Course;
  staffId: string;
  now: Date;
}): Promise<OrderResponse[]> {
  return db.transaction(async (tx) => {
    const [table] = await tx
      .select({ name: tables.name })
      .from(tables)
      .where(and(eq(tables.id, tableId), eq(tables.businessId, businessId)));
    if (!table) throw refuse(404, 'TABLE_NOT_FOUND.walkout.tableNotFound');
    await lockTableSittings(tx, tableId);
    const { current } = await currentSessionOf({ tx, tableId, now });
    if (!current) throw refuse(404, 'NO_SITTING');
    const fired = await tx
      .update(orders)
      .set({ firedAt: now, updatedAt: now })
      .where(
        and(
          eq(orders.tableSessionId, current.id),
          eq(orders.course, course),
          isNotNull(orders.heldAt),
          isNull(orders.firedAt),
          not(orders.isCancelled),
        ),
      )
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (fired.length === 0) {
      throw refuse(409, 'COURSE_NOT_HELD', { course: courseLabel(course) });
    }
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: 'course.fired',
      subjectId: current.id,
      details: {
        table: table.name,
        course,
        orderNumbers: fired.map((order) => order.orderNumber).join(', '),
      },
      now,
    });
    const ids = fired.map((order) => order.id);
    await printOrderTickets({ tx, businessId, orderIds: ids, kind: 'course', now });
    const released = await loadOrderResponses({ db: tx, orderIds: ids, now, forStaff: true });
    // The kitchen's new work: the event of an order just accepted, and 'fired', which the
    // staff's tablets chime for as for a new order (ADR 072).
    for (const order of released) {
      const { status } = order;
      await emitOrderChange(tx, order, { kind: 'status', status, updatedAt: now });
      await emitOrderChange(tx, order, { kind: 'updated', change: 'fired' });
    }
    return released;
  });
}
