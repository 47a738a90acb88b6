import {
  createPaymentIntentBody,
  paymentIntentSchema,
} from '@masa/core/payment/payment-intent.schemas';
import {
  TABLE_SESSION_KEY_HEADER,
  tableSessionKeySchema,
} from '@masa/core/tables/table-session.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { releaseIdempotencyKey } from '../../domain/idempotency/settle-idempotency-key.ts';
import { readIntent } from '../../domain/payments/read-intent.ts';
import {
  idempotencyHeaders,
  readIdempotencyKey,
} from '../../domain/idempotency/idempotency-key-header.ts';
import { withIdempotency } from '../../domain/idempotency/with-idempotency.ts';
import { announceIntent } from '../../domain/payments/announce-intent.ts';
import { openCheckout } from '../../domain/payments/open-checkout.ts';
import { presentIntent } from '../../domain/payments/present-intent.ts';
import { reserveIntent, type IntentRow } from '../../domain/payments/reserve-intent.ts';
import { requestSessionKey } from '../../domain/table-sessions/session-key.ts';
import { refuse } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { orderIdSchema } from '../../lib/id-schemas.ts';
import { customerUserId } from '../../lib/require-ordering-customer.ts';
import { requireOrderCustomer } from './live-auth.ts';
import { sayTo } from '../../i18n/say.ts';

/** POST /orders/{orderId}/payment-intents: a diner opens the provider's hosted form. */
export const paymentIntentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:orderId/payment-intents',
    {
      onRequest: requireOrderCustomer(app),
      preHandler: app.rateLimits.billRequests,
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        summary:
          "Pay online: open the provider's hosted form for the rest, chosen units or a split",
        description:
          "Who may: as the bill request (the order's customer, or a diner of its sitting). `pay` is the rest of the bill, chosen units/charges/shares, or an approved split; it is priced by the one bill model as a staff payment is (ADR 027), with the tip percentage picked. Its units are held for 15 minutes: another intent over any of them gets 409 PAYMENT_IN_PROGRESS. Then the hosted form is opened at the provider (outside the order's lock) and the intent answers `requires_action` with `checkoutUrl`. 403 ONLINE_PAYMENT_OFF: the business takes no online payment; 409 NOTHING_TO_PAY; 503 PAYMENT_PROVIDER_UNAVAILABLE: the provider did not answer, the intent ended failed and nothing is paid. Idempotency-Key: a repeat answers the same intent as it is now (ADR 084).",
        headers: idempotencyHeaders.extend({ [TABLE_SESSION_KEY_HEADER]: tableSessionKeySchema }),
        params: z.object({ orderId: orderIdSchema }),
        body: createPaymentIntentBody,
        response: {
          201: envelope(z.object({ intent: paymentIntentSchema })),
          ...errorResponses(400, 401, 403, 404, 409, 429, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const provider = app.paymentProvider;
      if (!provider) throw refuse(403, 'ONLINE_PAYMENT_OFF');
      const userId = customerUserId(request);
      const { orderId } = request.params;
      const key = readIdempotencyKey(request);
      const scope = `user:${userId}`;
      let reserved: Awaited<ReturnType<typeof reserveIntent>> | undefined;
      const answer = await withIdempotency({
        db: app.db,
        key,
        scope,
        request: { method: 'POST', path: `/orders/${orderId}/payment-intents`, body: request.body },
        run: async (tx) => {
          reserved = await reserveIntent({
            tx,
            orderId,
            userId,
            sessionKey: requestSessionKey(request),
            body: request.body,
            now: app.clock.now(),
          });
          return { statusCode: 201, body: ok({ intentId: reserved.intent.id }) };
        },
      });
      let intent: IntentRow;
      if (reserved) {
        try {
          intent = await openCheckout({
            db: app.db,
            provider,
            intent: reserved.intent,
            lines: reserved.lines,
            ip: request.ip,
            callbackUrl: `${app.config.publicUrl}/api/payments/iyzico/callback`,
          });
        } catch (error) {
          // Nothing was charged: a retry with the same key tries again from the start.
          if (key !== undefined) {
            await releaseIdempotencyKey({ db: app.db, scope, key });
          }
          throw error;
        }
        await announceIntent({ db: app.db, io: app.io, intent, twin: provider.twin });
      } else {
        const { intentId } = (JSON.parse(answer.body) as { data: { intentId: string } }).data;
        intent = (await readIntent({ db: app.db, intentId }))!;
        reply.header('idempotent-replayed', 'true');
      }
      return reply
        .code(201)
        .send(
          ok(
            { intent: presentIntent(intent, provider.twin) },
            sayTo(request, 'answer.payment.intentCreated'),
          ),
        );
    },
  );
};
