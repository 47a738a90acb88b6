import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_STATUSES } from '@masa/core/orders/order-status';
import { PAYMENT_STATUSES } from '@masa/core/payment/payment-status';
import { listUserOrders, USER_ORDERS_CURSOR } from '../../domain/live-orders/list-user-orders.ts';
import { resolveCustomerOrder } from '../../domain/live-orders/resolve-customer-order.ts';
import { loadOrderResponse } from '../../domain/orders/load-order-response.ts';
import { orderResponse } from '../../domain/orders/order-response.ts';
import { fieldMessage } from '../../i18n/say.ts';
import { refuse } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { businessIdSchema } from '../../lib/id-schemas.ts';
import { customerUserId } from '../../lib/require-ordering-customer.ts';
import { requireOrderCustomer } from './live-auth.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];
const csv = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)));
const orderRefParam = z
  .string()
  .min(1)
  .max(64)
  .describe(
    "An order id (24 characters), or a table id (shorter): then the caller's active order at that table (001 §5).",
  );
/** 001 §7 order reads: the customer's orders and one order. */
export const liveOrderReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireOrderCustomer(app);

  app.get(
    '/user',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The signed-in customer's orders, newest first",
        description:
          'Filters: status and paymentStatus (one value or a comma list), isPaid, businessId. `userId`, when sent, must be the caller (else 403). Pages of `limit` (at most 100) orders; `before` asks for the next one.',
        querystring: z.object({
          userId: z.string().max(64).optional(),
          status: csv(ORDER_STATUSES).optional(),
          paymentStatus: csv(PAYMENT_STATUSES).optional(),
          isPaid: z
            .enum(['true', 'false'])
            .transform((v) => v === 'true')
            .optional(),
          businessId: businessIdSchema.optional(),
          limit: z.coerce.number().int().min(1).max(100).default(100),
          before: z
            .string()
            .regex(USER_ORDERS_CURSOR, fieldMessage('pageCursor'))
            .transform((cursor, ctx) => {
              const [, createdAt, id] = USER_ORDERS_CURSOR.exec(cursor)!;
              const at = new Date(createdAt!);
              // The pattern lets month 99 through; a date naming no day is a bad cursor too.
              if (Number.isNaN(at.getTime())) {
                ctx.addIssue({ code: 'custom', message: fieldMessage('pageCursor') });
                return z.NEVER;
              }
              return { createdAt: at, id: id! };
            })
            .optional()
            .describe(
              'Next page: `<createdAt>_<id>` of the last order of the previous page (a page shorter than `limit` is the last)',
            ),
        }),
        response: { 200: envelope(z.array(orderResponse)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const userId = customerUserId(request);
      const { userId: named, ...filters } = request.query;
      if (named && named !== userId) throw refuse(403, 'NOT_YOUR_ORDERS');
      return ok(await listUserOrders({ db: app.db, userId, filters }));
    },
  );

  app.get(
    '/:orderId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "One of the caller's orders (001 §7)",
        description:
          "`businessId` is required (400 BUSINESS_ID_NOT_FOUND) and must be the order's business. Another customer's order, an unknown id and a table without the caller's active order all answer 404.",
        params: z.object({ orderId: orderRefParam }),
        querystring: z.object({ businessId: businessIdSchema.optional() }),
        response: { 200: envelope(orderResponse), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = customerUserId(request);
      const { businessId } = request.query;
      if (!businessId) throw refuse(400, 'BUSINESS_ID_NOT_FOUND');
      const row = await resolveCustomerOrder({
        db: app.db,
        id: request.params.orderId,
        userId,
        businessId,
      });
      const order = await loadOrderResponse({ db: app.db, orderId: row.id });
      if (!order) throw refuse(404, 'ORDER_NOT_FOUND.orderNotFound');
      return ok(order);
    },
  );
};
