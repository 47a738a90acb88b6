import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idempotencyHeaders,
  readIdempotencyKey,
} from '../../domain/idempotency/idempotency-key-header.ts';
import { sendIdempotent, withIdempotency } from '../../domain/idempotency/with-idempotency.ts';
import { addOrderItems } from '../../domain/orders/add-order-items.ts';
import { createOrder } from '../../domain/orders/create-order.ts';
import { addOrderItemsBody, createOrderBody } from '../../domain/orders/order-request.ts';
import { orderResponse } from '../../domain/orders/order-response.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';
import { emitSessionUpdated } from '../../domain/live-orders/emit-session-updated.ts';
import {
  TABLE_SESSION_KEY_HEADER,
  tableSessionKeySchema,
} from '@masa/core/tables/table-session.schemas';
import { requestSessionKey } from '../../domain/table-sessions/session-key.ts';
import {
  requestTableToken,
  TABLE_TOKEN_HEADER,
  tableTokenHeaderSchema,
} from '../../domain/tables/table-presence.ts';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { orderIdSchema } from '../../lib/id-schemas.ts';
import { customerUserId, requireOrderingCustomer } from '../../lib/require-ordering-customer.ts';
import { said } from '../../i18n/say.ts';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
};
const pricingNote =
  'Every line is priced from the database (product price after its discount, option choices and extras, free units of included items, service charges, VAT per tax.includedInPrice, kuruş rounding); prices and totals sent by the client are ignored. All money in the answer is integer kuruş.';

/** POST /orders and PUT /orders/{id}/items/add; the other /orders routes live elsewhere. */
export const placeOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: sign-in is checked before the body, so a signed-out diner hears about sign-in first.
  const onRequest = requireOrderingCustomer(app);

  app.post(
    '/',
    {
      preHandler: app.rateLimits.orders,
      onRequest,
      schema: {
        tags: ['orders'],
        summary: 'Place an order (001 §3 Order-create payload)',
        description: `${pricingNote} Needs a signed-in customer (a guest account counts): without a token 401 AUTH_REQUIRED. Being at the table is proven by the key of a diner of its current sitting (X-Table-Session-Key, from POST /tables/sessions/join; the order joins that sitting, ADR 042) or by the table's access token from its printed QR code (X-Table-Token, ADR 015; the order joins the table's current sitting, or starts one when there is none, issue 28); without either 403 TABLE_TOKEN_REQUIRED, with the key of a sitting that is over 403 TABLE_SESSION_ENDED. Idempotency-Key makes a repeat answer the first order.`,
        security: [{ bearer: [] }],
        headers: idempotencyHeaders.extend({
          [TABLE_TOKEN_HEADER]: tableTokenHeaderSchema,
          [TABLE_SESSION_KEY_HEADER]: tableSessionKeySchema,
        }),
        body: createOrderBody,
        response: { 201: envelope(orderResponse), ...errors },
      },
    },
    async (request, reply) => {
      const userId = customerUserId(request);
      const customerType =
        request.principal?.kind === 'customer' && request.principal.isGuest ? 'guest' : 'customer';
      const { answer, sittings = [] } = await createOrder({
        db: app.db,
        userId,
        customerType,
        body: request.body,
        idempotencyKey: readIdempotencyKey(request),
        now: app.clock.now(),
        editWindowScale: app.config.editWindowScale,
        pendingOrdersCap: app.config.pendingOrdersPerTable,
        tableToken: requestTableToken(request),
        sessionKey: requestSessionKey(request),
      });
      // A sitting the order started, or found over (issue 28), is news before the order is; the
      // order's own news was written with it and leaves through the outbox (ADR 096).
      for (const session of sittings) emitSessionUpdated(app.io, session);
      return sendIdempotent(reply, answer);
    },
  );

  app.put(
    '/:orderId/items/add',
    {
      preHandler: app.rateLimits.orders,
      onRequest,
      schema: {
        tags: ['orders'],
        summary: "Add the cart to the diner's active order",
        description: `${pricingNote} Only the order's owner, only while it is neither paid nor cancelled. Idempotency-Key as for POST /orders.`,
        security: [{ bearer: [] }],
        headers: idempotencyHeaders,
        params: z.object({ orderId: orderIdSchema }),
        body: addOrderItemsBody,
        response: { 200: envelope(orderResponse), ...errors },
      },
    },
    async (request, reply) => {
      const userId = customerUserId(request);
      const { orderId } = request.params;
      const answer = await withIdempotency({
        db: app.db,
        key: readIdempotencyKey(request),
        scope: `user:${userId}`,
        request: { method: 'PUT', path: `/orders/${orderId}/items/add`, body: request.body },
        run: async (tx) => {
          const order = await addOrderItems({
            tx,
            orderId,
            userId,
            body: request.body,
            now: app.clock.now(),
            editWindowScale: app.config.editWindowScale,
          });
          await emitOrderChange(tx, order, { kind: 'updated', change: 'items' });
          return { statusCode: 200, body: ok(order, said('answer.order.itemsAdded')) };
        },
      });
      return sendIdempotent(reply, answer);
    },
  );
};
