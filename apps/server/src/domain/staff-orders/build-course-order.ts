import type { Course } from '@masa/core/orders/courses';
import { GUEST_NAME } from '@masa/core/orders/order-limits';
import { buildNewOrder, type NewOrder } from '../orders/build-new-order.ts';
import type { ServiceChargeDefinition } from '../menu/service-charge-applies.ts';
import type { OrderContext } from '../orders/load-order-context.ts';
import type { StaffOrderBody } from './staff-order-request.ts';

type Line = StaffOrderBody['items'][number];

/**
 * One course of a waiter's send as a new order (ADR 070), priced and checked by the diner's
 * order path (buildNewOrder), then made the waiter's: no diner owns it, it is accepted already
 * ('received'), it has no diner's edit window, and it is held or goes to the kitchen now.
 */
export function buildCourseOrder({
  context,
  lines,
  course,
  firesNow,
  staff,
  personCount,
  charges,
  now,
}: {
  // The kitchen tickets are laid out apart (domain/printing), from `kitchen`.
  context: Omit<OrderContext, 'kitchen' | 'printedStations'>;
  /** The send's charges for this course (sendCharges). */
  charges: ServiceChargeDefinition[];
  lines: Line[];
  course: Course;
  firesNow: boolean;
  staff: { id: string; name: string };
  personCount: number;
  now: Date;
}): NewOrder {
  const built = buildNewOrder({
    context,
    userId: '',
    customerType: 'customer',
    body: {
      businessId: context.business.id,
      tableId: context.table.id,
      items: lines,
      personCount,
      orderType: 'immediate',
      notes: null,
    },
    scheduledFor: null,
    now,
    editWindowScale: 0,
    orderNumber: -1,
    decidedCharges: charges,
  });
  Object.assign(built.order, {
    userId: null,
    customerName: staff.name.trim() || GUEST_NAME,
    customerEmail: null,
    customerPhone: null,
    status: 'received',
    receivedAt: now,
    editableUntil: null,
    course,
    heldAt: firesNow ? null : now,
    firedAt: firesNow ? now : null,
    placedByStaffId: staff.id,
    placedByStaffName: staff.name,
  });
  built.items.forEach((item, index) => {
    item.status = 'received';
    item.seat = lines[index]?.seat ?? null;
  });
  return built;
}
