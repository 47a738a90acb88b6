import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelReasonSchema } from '@masa/core/staff/staff.schemas';
import { correctionApproval } from '@masa/core/corrections/corrections.schemas';
import { z } from 'zod';
import { ORDER_ITEM_STATUSES, ORDER_STATUSES } from '@masa/core/orders/order-status';
import { loadOrderResponse } from '../../domain/orders/load-order-response.ts';
import { orderResponse } from '../../domain/orders/order-response.ts';
import { changeItemStatus } from '../../domain/staff/change-item-status.ts';
import { changeOrderStatus } from '../../domain/staff/change-order-status.ts';
import { findStaffOrder } from '../../domain/staff/find-staff-order.ts';
import { listStaffOrders } from '../../domain/staff/list-staff-orders.ts';
import { ORDER_TRANSITIONS } from '@masa/core/orders/order-status';
import { refuse } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { entityId, orderIdSchema, tableId } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { sayTo } from '../../i18n/say.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: orderIdSchema });
const transitions = Object.entries(ORDER_TRANSITIONS)
  .map(([from, to]) => `${from} → ${to.length ? to.join(' | ') : '—'}`)
  .join('; ');

/** The business's orders: list, read, move along the kitchen path, item statuses. */
export const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        tags,
        security,
        summary: "The business's orders, newest first",
        querystring: z.object({
          status: z
            .string()
            .transform((s) =>
              s
                .split(',')
                .map((v) => v.trim())
                .filter(Boolean),
            )
            .pipe(z.array(z.enum(ORDER_STATUSES)))
            .optional(),
          active: z
            .enum(['true', 'false'])
            .transform((v) => v === 'true')
            .optional(),
          tableId: tableId().optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: envelope(z.array(orderResponse)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request);
      const { status, ...filters } = request.query;
      return ok(await listStaffOrders({ db: app.db, businessId, statuses: status, ...filters }));
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One order of the business (another business’s id answers 404)',
        params: idParams,
        response: { 200: envelope(orderResponse), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request);
      await findStaffOrder({ db: app.db, orderId: request.params.id, businessId });
      const order = await loadOrderResponse({
        db: app.db,
        orderId: request.params.id,
        forStaff: true,
      });
      if (!order) throw refuse(404, 'ORDER_NOT_FOUND');
      return ok(order);
    },
  );

  app.patch(
    '/orders/:id/status',
    {
      schema: {
        tags,
        security,
        summary: "Change an order's status",
        description: `Allowed moves: ${transitions}. Others answer 409 INVALID_STATUS_TRANSITION. 'completed' needs a paid order; 'paid' is set by the last payment; 'cancelled' needs an order nothing was paid for. A kitchen status brings the lines behind it along. Cancelling an order or a line needs the owner, manager or waiter role (the kitchen gets 403 ROLE_NOT_ALLOWED). Emits order:status:changed (and order:deleted when cancelled; order:message with a reason).`,
        params: idParams,
        body: z.object({
          status: z.enum(ORDER_STATUSES),
          reason: cancelReasonSchema
            .optional()
            .describe(
              "With status 'cancelled': why, posted to the order's message thread so the diner sees it.",
            ),
          approval: correctionApproval
            .nullish()
            .describe(
              "With 'cancelled' by a waiter when something of the order was served (ADR 073).",
            ),
        }),
        response: { 200: envelope(orderResponse), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { status, reason, approval } = request.body;
      // NOTE: the kitchen moves orders along but does not cancel them (core staff-permissions).
      const cancelling = status === 'cancelled';
      const { businessId, staffId, role } = currentStaff(
        request,
        cancelling ? 'cancelOrders' : undefined,
      );
      const now = app.clock.now();
      const change = await changeOrderStatus({
        db: app.db,
        orderId: request.params.id,
        businessId,
        status,
        staff: { staffId, role },
        approval: approval ?? null,
        reason,
        now,
      });
      const { order } = change;
      return ok(order, sayTo(request, 'answer.staff.statusChanged', { status: order.status }));
    },
  );

  app.patch(
    '/orders/:id/items/:itemId/status',
    {
      schema: {
        tags,
        security,
        summary: "Change one line's status",
        description:
          'Forward in kitchen order (pending, received, preparing, ready, delivered), or cancelled while not delivered and unpaid (owner, manager or waiter only): a void of the whole line without a reason, by the approval rule (a waiter over the limit: 403 APPROVAL_REQUIRED; POST …/void voids some units with a reason, ADR 073); a cancelled line leaves the totals. Emits order:item:status:changed.',
        params: idParams.extend({ itemId: entityId('Geçersiz ürün kimliği') }),
        body: z.object({
          status: z.enum(ORDER_ITEM_STATUSES),
          approval: correctionApproval
            .nullish()
            .describe("With 'cancelled', when the approval rule asks for it (ADR 073)."),
        }),
        response: { 200: envelope(orderResponse), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { businessId, staffId, role } = currentStaff(
        request,
        request.body.status === 'cancelled' ? 'cancelOrders' : undefined,
      );
      const { id, itemId } = request.params;
      const now = app.clock.now();
      const { order } = await changeItemStatus({
        db: app.db,
        orderId: id,
        itemId,
        businessId,
        status: request.body.status,
        staff: { staffId, role },
        approval: request.body.approval ?? null,
        now,
      });
      return ok(order, sayTo(request, 'answer.staff.itemStatusChanged'));
    },
  );
};
