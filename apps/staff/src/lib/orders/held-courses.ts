import { COURSES } from '@masa/core/orders/courses';
import type { OrderResponse } from '@masa/core/orders/order-response.schemas';

/** A staff order's course fields (issue 31, ADR 070); a diner's order has none of them set. */
export type CourseFields = Pick<OrderResponse, 'course' | 'held' | 'firedAt' | 'placedBy'>;

/** Created held and not fired yet: the kitchen must not start it (issue 31 §4). */
export const isHeld = (order: Pick<CourseFields, 'held'>) => order.held === true;

/**
 * When the order became the kitchen's work: a fired course from its firing, not from when the
 * waiter entered it, so mains fired half an hour after the starters do not arrive already late.
 */
export const workSince = (order: OrderResponse) => order.firedAt ?? order.createdAt;

export type HeldCourse = { course: string; orders: OrderResponse[] };

/** A table's held courses in their order of service, each with its held orders: one Marş each. */
export function heldCourses(orders: OrderResponse[], tableId: string): HeldCourse[] {
  const rank = (course: string) => {
    const at = (COURSES as readonly string[]).indexOf(course);
    return at === -1 ? COURSES.length : at;
  };
  const byCourse = new Map<string, OrderResponse[]>();
  for (const order of orders) {
    if (order.tableId !== tableId || !isHeld(order) || !order.course) continue;
    byCourse.set(order.course, [...(byCourse.get(order.course) ?? []), order]);
  }
  return [...byCourse.entries()]
    .map(([course, list]) => ({ course, orders: list }))
    .sort((a, b) => rank(a.course) - rank(b.course));
}
