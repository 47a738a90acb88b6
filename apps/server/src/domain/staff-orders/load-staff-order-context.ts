import { maxPartyAtTable } from '@masa/core/orders/order-limits';
import { partyTooLarge } from '@masa/core/orders/order.schemas';
import { DEFAULT_COURSE, type Course } from '@masa/core/orders/courses';
import { AppError, refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { rawQuery } from '../../lib/raw-query.ts';
import { refuseWhilePaused } from '../back-office/ordering-paused.ts';
import type { ContextRow, OrderTable } from '../orders/load-order-context.ts';
import { ORDER_CONTEXT_SQL } from '../orders/load-order-context.ts';
import { idleSince } from '../table-sessions/session-liveness.ts';

/** The waiter's orders never wait for acceptance: the diners' cap (ADR 053) does not apply. */
export const NO_CAP = 1_000_000;

/**
 * What a waiter's send reads, with the diner's order path's one query (ORDER_CONTEXT_SQL), run
 * under the table's sitting lock: the business takes orders (not paused), the table is the
 * business's (another's answers 404, as every staff route) and in service, the party fits; the
 * products whatever their business, the service charges, the table's current sitting and its
 * party, and each product's category's default course. Opening hours are not checked: the
 * staff may serve past them.
 */
export async function loadStaffOrderContext({
  tx,
  businessId,
  tableId,
  productIds,
  personCount,
  now,
}: {
  tx: Tx;
  businessId: string;
  tableId: string;
  productIds: string[];
  personCount: number;
  now: Date;
}) {
  const [row] = await rawQuery<ContextRow>(tx, 'order_context', ORDER_CONTEXT_SQL, [
    businessId,
    tableId,
    null,
    [...new Set(productIds)],
    null,
    idleSince(now),
    null,
    NO_CAP,
  ]);
  if (!row?.businessId) throw refuse(404, 'BUSINESS_NOT_FOUND');
  if (!row.tableId || row.tableBusinessId !== businessId) {
    throw refuse(404, 'TABLE_NOT_FOUND.walkout.tableNotFound');
  }
  if (!row.businessActive) throw refuse(409, 'BUSINESS_INACTIVE');
  refuseWhilePaused(row.settings);
  if (!row.tableActive) throw refuse(409, 'TABLE_INACTIVE');
  const most = maxPartyAtTable(row.seats);
  if (personCount > most) {
    throw new AppError(400, 'TABLE_CAPACITY_EXCEEDED', partyTooLarge(row.seats, most));
  }
  const courses = await rawQuery<{ id: string; course: Course | null }>(
    tx,
    'category_courses',
    'select id, default_course as course from categories where id = any($1::text[])',
    [[...new Set(row.products.map((p) => p.categoryId))]],
  );
  const categoryCourse = new Map(courses.map((c) => [c.id, c.course ?? DEFAULT_COURSE]));
  const live = row.tableSessionLive === true;
  return {
    business: { id: row.businessId, name: row.businessName, settings: row.settings },
    table: {
      id: row.tableId,
      name: row.tableName,
      number: row.tableNumber,
      type: row.tableType,
      seats: row.seats,
    } as OrderTable,
    products: new Map(row.products.map((p) => [p.id, p])),
    activeCategoryIds: new Set(
      row.products.filter((p) => p.categoryActive).map((p) => p.categoryId),
    ),
    charges: row.charges,
    sessionId: live ? row.tableSessionId : null,
    sittingParty: live ? row.tableSessionParty : null,
    /** The course a product's lines go in when the waiter names none. */
    courseOf: (productId: string): Course => {
      const product = row.products.find((p) => p.id === productId);
      return (product && categoryCourse.get(product.categoryId)) ?? DEFAULT_COURSE;
    },
  };
}
