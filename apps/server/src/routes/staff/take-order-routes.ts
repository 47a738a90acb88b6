import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idempotencyHeaders,
  readIdempotencyKey,
} from '../../domain/idempotency/idempotency-key-header.ts';
import { sendIdempotent, withIdempotency } from '../../domain/idempotency/with-idempotency.ts';
import { orderChangeEvents } from '../../realtime/emit-order-change.ts';
import { publish } from '../../realtime/publish.ts';
import { emitSessionUpdated } from '../../domain/live-orders/emit-session-updated.ts';
import { orderResponse } from '../../domain/orders/order-response.ts';
import { fireCourse } from '../../domain/staff-orders/fire-course.ts';
import { courseLabel } from '../../domain/staff-orders/staff-order-messages.ts';
import { courseSchema, staffOrderBody } from '../../domain/staff-orders/staff-order-request.ts';
import { takeStaffOrder } from '../../domain/staff-orders/take-staff-order.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { tableId } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { said, sayTo } from '../../i18n/say.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];

/**
 * The order terminal (issue 31, docs/decisions/070-a-course-is-an-order.md): a waiter takes a
 * table's order, one order per course, and fires its held courses ("marş").
 */
export const staffTakeOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tables/:tableId/orders',
    {
      schema: {
        tags,
        security,
        summary: "Take a table's order (the waiter's order terminal)",
        description:
          "Owners, managers and waiters (kitchen 403, takeOrders). One order per course of the lines (a line's course, else its category's default, else main), all in the table's current sitting (started when it has none) and on its one bill (ADR 027, 070). Priced and checked as the diner's POST /orders: unknown or foreign product, sold out, ordering paused, quantity 1–99, at most 100 lines; a required option left out is refused naming it. Drinks and the first food course go to the kitchen at once, later courses are held until fired (`holdCourses` holds more). Orders start 'received'. Idempotency-Key makes a repeat answer the first send. Another business's table 404.",
        headers: idempotencyHeaders,
        params: z.object({ tableId: tableId() }),
        body: staffOrderBody,
        response: {
          201: envelope(
            z.object({
              sessionId: z.string().describe("The table's sitting the orders joined."),
              orders: z.array(orderResponse).describe('One per course, in order of service.'),
            }),
          ),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const { staffId, businessId } = currentStaff(request, 'takeOrders');
      const { tableId } = request.params;
      let taken: Awaited<ReturnType<typeof takeStaffOrder>> | undefined;
      const answer = await withIdempotency({
        db: app.db,
        key: readIdempotencyKey(request),
        scope: `staff:${staffId}`,
        request: { method: 'POST', path: `/staff/tables/${tableId}/orders`, body: request.body },
        run: async (tx) => {
          taken = await takeStaffOrder({
            tx,
            businessId,
            tableId,
            staffId,
            body: request.body,
            now: app.clock.now(),
          });
          const { sessionId, orders } = taken;
          // Written with the orders (ADR 096), the news leaves with the pass their commit wakes
          // (the one that sends their tickets' wake-up), not a second pass after it (ADR 125).
          await publish(
            tx,
            orders.flatMap((order) =>
              orderChangeEvents(order, { kind: 'created', held: order.held }),
            ),
          );
          return {
            statusCode: 201,
            body: ok({ sessionId, orders }, said('answer.staffOrder.taken')),
          };
        },
      });
      for (const session of taken?.sittings ?? []) emitSessionUpdated(app.io, session);
      return sendIdempotent(reply, answer);
    },
  );

  app.post(
    '/tables/:tableId/courses/:course/fire',
    {
      schema: {
        tags,
        security,
        summary: 'Fire a held course ("marş")',
        description:
          "Owners, managers and waiters (kitchen 403). Every held order of the course in the table's current sitting goes to the kitchen now (firedAt set, status unchanged; announced as new work). Nothing of that course held (fired already) 409 COURSE_NOT_HELD; no sitting, or another business's table, 404.",
        params: z.object({ tableId: tableId(), course: courseSchema }),
        response: {
          200: envelope(z.object({ orders: z.array(orderResponse) })),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { staffId, businessId } = currentStaff(request, 'takeOrders');
      const { tableId, course } = request.params;
      const now = app.clock.now();
      const orders = await fireCourse({ db: app.db, businessId, tableId, course, staffId, now });
      return ok(
        { orders },
        sayTo(request, 'answer.staffOrder.fired', { course: courseLabel(course) }),
      );
    },
  );
};
