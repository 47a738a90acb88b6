import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idempotencyHeaders,
  readIdempotencyKey,
} from '../../domain/idempotency/idempotency-key-header.ts';
import { sendIdempotent, withIdempotency } from '../../domain/idempotency/with-idempotency.ts';
import { callWaiter } from '../../domain/live-orders/call-waiter.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';
import { emitStaffNotice } from '../../domain/live-orders/emit-staff-notice.ts';
import {
  serializeWaiterCall,
  waiterCallResponse,
} from '../../domain/live-orders/waiter-call-response.ts';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { businessIdSchema } from '../../lib/id-schemas.ts';
import { customerUserId } from '../../lib/require-ordering-customer.ts';
import { requireOrderCustomer } from './live-auth.ts';
import { said } from '../../i18n/say.ts';

const body = z
  .looseObject({
    businessId: businessIdSchema.optional(),
    reason: z.string().trim().min(1).max(100).default('general_assistance'),
    timestamp: z.unknown().optional().describe("Ignored: the server's clock decides the cooldown."),
  })
  .default({ reason: 'general_assistance' });

/**
 * Registers one path of the waiter call (001 §7: POST /orders/{id}/waiter/call and its
 * fallbacks /orders/{id}/call, /tables/call-waiter/{id}, /waiters/call/{id}, answered as
 * aliases per ADR 020). Every path shares the handler and the Idempotency-Key
 * space, so a fallback retried with the key of a call that did land answers that call.
 */
export function registerWaiterCall(app: FastifyInstance, path: string, summary: string) {
  app.withTypeProvider<ZodTypeProvider>().post(
    path,
    {
      onRequest: requireOrderCustomer(app),
      preHandler: app.rateLimits.waiterCalls,
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary,
        description:
          "`id` is the caller's active order id, or a table id (shorter than 24 characters) standing for the caller's active order at that table; anything else answers 404 'Garson çağrılacak sipariş bulunamadı.'. A call within 30 s of the previous one for the same order (order id) or table (table id) answers 429 'Garson zaten çağrıldı, lütfen bekleyin.' with `retryAfterSeconds` and a Retry-After header.",
        headers: idempotencyHeaders,
        params: z.object({ id: z.string().min(1).max(64) }),
        body,
        response: {
          201: envelope(waiterCallResponse),
          ...errorResponses(400, 401, 403, 404, 409),
          429: errorBody.extend({ retryAfterSeconds: z.number().int() }),
        },
      },
    },
    async (request, reply) => {
      const userId = customerUserId(request);
      const { id } = request.params;
      const now = app.clock.now();
      const answer = await withIdempotency({
        db: app.db,
        key: readIdempotencyKey(request),
        scope: `user:${userId}`,
        // The timestamp is ignored, so a retry that stamped a new one is still the same call.
        request: {
          method: 'POST',
          path: `/orders/${id}/waiter/call`,
          body: { businessId: request.body.businessId, reason: request.body.reason },
        },
        run: async (tx) => {
          const { call, order } = await callWaiter({
            tx,
            id,
            userId,
            businessId: request.body.businessId,
            reason: request.body.reason,
            now,
          });
          await emitOrderChange(tx, order, { kind: 'updated', change: 'waiter_call' });
          await emitStaffNotice(tx, {
            kind: 'waiter_call',
            id: call.id,
            orderId: call.orderId,
            tableId: call.tableId,
            businessId: call.businessId,
            createdAt: call.createdAt,
          });
          return {
            statusCode: 201,
            body: ok(serializeWaiterCall(call), said('answer.liveOrder.waiterCalled')),
          };
        },
      }); // a cooldown's 429 gets its Retry-After from the error handler
      return sendIdempotent(reply, answer);
    },
  );
}
