import { coursesFiredAtOnce, inServiceOrder, type Course } from '@masa/core/orders/courses';
import { DEFAULT_PERSON_COUNT, GUEST_NAME } from '@masa/core/orders/order-limits';
import { and, eq, isNull } from 'drizzle-orm';
import { staffAccounts, tableSessions } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { insertNewOrder } from '../orders/insert-new-order.ts';
import { loadOrderResponses } from '../orders/load-order-responses.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { priceCartItems } from '../orders/price-cart-items.ts';
import { printOrderTickets } from '../printing/print-order-tickets.ts';
import type { SessionRow } from '../table-sessions/find-sitting-diner.ts';
import { currentSessionOf, lockTableSittings } from '../table-sessions/table-current-session.ts';
import { startSitting } from '../table-sessions/start-sitting.ts';
import { assertBillOfSitting } from '../table-bills/assert-bill-of-sitting.ts';
import { buildCourseOrder } from './build-course-order.ts';
import { firedCoursesOf } from './fired-courses.ts';
import { loadStaffOrderContext, NO_CAP } from './load-staff-order-context.ts';
import { refuseMissingOptions } from './refuse-missing-options.ts';
import { sendCharges } from './send-charges.ts';
import type { StaffOrderBody } from './staff-order-request.ts';

/**
 * A waiter's send (issue 31 §3–4, docs/decisions/070-a-course-is-an-order.md): one order per
 * course of its lines, all in the table's current sitting (started when there is none, under
 * the table's sitting lock, as a diner's first order starts one) and so on its one bill,
 * priced and checked by the diner's order path, in the caller's one transaction: every order
 * or none. Drinks and the first course go to the kitchen now, later courses are held
 * (coursesFiredAtOnce). `started` lists the sittings started or found over, for their event.
 */
export async function takeStaffOrder({
  tx,
  businessId,
  tableId,
  staffId,
  body,
  now,
}: {
  tx: Tx;
  businessId: string;
  tableId: string;
  staffId: string;
  body: StaffOrderBody;
  now: Date;
}): Promise<{ sessionId: string; orders: OrderResponse[]; sittings: SessionRow[] }> {
  await lockTableSittings(tx, tableId);
  const [staff] = await tx
    .select({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId));
  if (!staff) throw new Error(`takeStaffOrder: no staff account ${staffId}`);
  const { current, ended } = await currentSessionOf({ tx, tableId, now });
  const personCount = body.personCount ?? DEFAULT_PERSON_COUNT;
  const context = await loadStaffOrderContext({
    tx,
    businessId,
    tableId,
    productIds: body.items.map((item) => item.productId),
    personCount,
    now,
  });
  // Every line checked before any order is written; a refusal rolls back the transaction.
  refuseMissingOptions({ items: body.items, products: context.products });
  const priced = priceCartItems({ ...context, items: body.items, businessId });

  const session =
    current ??
    (await startSitting({
      tx,
      sitting: { tableId, businessId, userId: null, customerName: GUEST_NAME, personCount },
      now,
    }));
  const billLabel = body.billLabel ?? null;
  if (billLabel !== null) await assertBillOfSitting({ tx, sessionId: current?.id, billLabel });
  const byCourse = new Map<Course, StaffOrderBody['items']>();
  for (const line of body.items) {
    const course = line.course ?? context.courseOf(line.productId);
    byCourse.set(course, [...(byCourse.get(course) ?? []), line]);
  }
  const courses = inServiceOrder(byCourse.keys());
  const going = coursesFiredAtOnce({
    courses,
    holdCourses: body.holdCourses ?? [],
    firedInSitting: current ? await firedCoursesOf({ tx, sessionId: session.id }) : [],
  });

  let party = current ? context.sittingParty : null;
  const chargesOf = sendCharges({
    charges: context.charges,
    lines: priced,
    firstOfSitting: party === null,
    personCount: party ?? personCount,
    tableType: context.table.type,
  });
  const orderIds: string[] = [];
  const firedIds: string[] = [];
  for (const [index, course] of courses.entries()) {
    const built = buildCourseOrder({
      context: {
        ...context,
        user: { name: '', email: null, phone: null },
        sessionId: session.id,
        sittingParty: party,
        dinerId: null,
        campaign: null,
      },
      lines: byCourse.get(course) ?? [],
      course,
      firesNow: going.includes(course),
      staff,
      personCount: party ?? personCount,
      charges: chargesOf(index),
      now,
    });
    built.order.billLabel = billLabel;
    const written = await insertNewOrder({
      db: tx,
      order: built,
      answer: { before: '', after: '', statusCode: 201 },
      claim: undefined,
      pendingOrdersCap: NO_CAP,
    });
    if (!written.written) throw new Error('takeStaffOrder: the order was not written');
    party = built.order.personCount;
    orderIds.push(built.order.id);
    if (going.includes(course)) firedIds.push(built.order.id);
  }
  // The courses that go now print at their stations with the send; held ones when fired.
  await printOrderTickets({ tx, businessId, orderIds: firedIds, kind: 'order', now });
  await tx
    .update(tableSessions)
    .set({ orderId: orderIds[0], updatedAt: now, lastActivityAt: now })
    .where(and(eq(tableSessions.id, session.id), isNull(tableSessions.orderId)));
  const orders = await loadOrderResponses({ db: tx, orderIds, now, forStaff: true });
  await recordAudit({
    db: tx,
    businessId,
    staffId: staff.id,
    action: 'order.taken',
    subjectId: session.id,
    details: {
      table: context.table.name,
      courses: courses.join(', '),
      held: courses.filter((course) => !going.includes(course)).join(', '),
      orderNumbers: orders.map((order) => order.orderNumber).join(', '),
      total: orders.reduce((sum, order) => sum + order.total, 0),
    },
    now,
  });
  return { sessionId: session.id, orders, sittings: current ? ended : [...ended, session] };
}
