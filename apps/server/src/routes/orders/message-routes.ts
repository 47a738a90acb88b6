import { orderMessageSchema } from '@masa/core/orders/order.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idempotencyHeaders,
  readIdempotencyKey,
} from '../../domain/idempotency/idempotency-key-header.ts';
import { sendIdempotent, withIdempotency } from '../../domain/idempotency/with-idempotency.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';
import { emitStaffNotice } from '../../domain/live-orders/emit-staff-notice.ts';
import { listOrderMessages } from '../../domain/live-orders/list-order-messages.ts';
import {
  orderMessageResponse,
  serializeOrderMessage,
} from '../../domain/live-orders/message-response.ts';
import { resolveCustomerOrder } from '../../domain/live-orders/resolve-customer-order.ts';
import { sendCustomerMessage } from '../../domain/live-orders/send-customer-message.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { customerUserId } from '../../lib/require-ordering-customer.ts';
import { requireOrderCustomer } from './live-auth.ts';
import { said } from '../../i18n/say.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];
const params = z.object({ orderId: z.string().min(1).max(64) });
const body = orderMessageSchema.extend({
  sentBy: z
    .looseObject({ userId: z.unknown().optional(), name: z.string().max(100).optional() })
    .optional()
    .describe('userId is ignored (the sender is the signed-in user); name is shown to staff.'),
});

/** 001 §2 Message-to-business dialog: the diner writes, the thread shows the answers. */
export const liveOrderMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireOrderCustomer(app);

  app.post(
    '/:orderId/messages',
    {
      onRequest,
      preHandler: app.rateLimits.messages,
      schema: {
        tags,
        security,
        summary: 'Send a message to the business about the order',
        description:
          "message: trimmed, 1–200 characters ('Lütfen bir mesaj yazın', 'Mesaj 200 karakterden uzun olamaz'); messageType: status_request, special_request, complaint, compliment or other (default). With Idempotency-Key a repeat is not sent twice.",
        headers: idempotencyHeaders,
        params,
        body,
        response: {
          201: envelope(orderMessageResponse),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const userId = customerUserId(request);
      const { orderId } = request.params;
      const answer = await withIdempotency({
        db: app.db,
        key: readIdempotencyKey(request),
        scope: `user:${userId}`,
        request: { method: 'POST', path: `/orders/${orderId}/messages`, body: request.body },
        run: async (tx) => {
          const { row, order } = await sendCustomerMessage({
            tx,
            id: orderId,
            userId,
            message: request.body.message,
            messageType: request.body.messageType,
            senderName: request.body.sentBy?.name,
            now: app.clock.now(),
          });
          await emitOrderChange(tx, order, {
            kind: 'message',
            messageId: row.id,
            senderType: 'customer',
            createdAt: row.createdAt,
          });
          await emitStaffNotice(tx, {
            kind: 'message',
            id: row.id,
            orderId: order.id,
            tableId: order.tableId,
            businessId: order.businessId,
            createdAt: row.createdAt,
          });
          return {
            statusCode: 201,
            body: ok(serializeOrderMessage(row), said('answer.liveOrder.messageSent')),
          };
        },
      });
      return sendIdempotent(reply, answer);
    },
  );

  app.get(
    '/:orderId/messages',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The order's messages, oldest first, with the business's answers",
        params,
        response: {
          200: envelope(z.array(orderMessageResponse)),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const userId = customerUserId(request);
      const order = await resolveCustomerOrder({ db: app.db, id: request.params.orderId, userId });
      return ok(await listOrderMessages({ db: app.db, orderId: order.id }));
    },
  );
};
