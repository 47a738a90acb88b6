import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idempotencyHeaders,
  readIdempotencyKey,
} from '../../domain/idempotency/idempotency-key-header.ts';
import { sendIdempotent } from '../../domain/idempotency/with-idempotency.ts';
import { refundPaymentBody, refundResult } from '../../domain/refunds/refund-body.ts';
import { listUnknownRefunds } from '../../domain/refunds/list-unknown-refunds.ts';
import { refundPayment } from '../../domain/refunds/refund-payment.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { entityId } from '../../lib/id-schemas.ts';
import { unknownRefundsSchema } from '@masa/core/payment/unknown-refund.schemas';
import { currentStaff } from './current-staff.ts';

/** POST /staff/payments/{paymentId}/refunds: an owner or manager gives a payment (partly) back. */
export const staffRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/refunds/unknown',
    {
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary: 'Refunds whose outcome is unknown, to check on the provider',
        description:
          "Issue 34. A refund left pending by a process that died before it kept the provider's answer is marked unknown by the server's sweep after 5 minutes: it is not in the bill and no longer blocks another refund of its payment. Listed here, newest first (up to 50), with iyzico's paymentId, for the manager to check the iyzico panel. Owner and manager only.",
        response: { 200: envelope(unknownRefundsSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'refundPayments');
      return ok({ refunds: await listUnknownRefunds({ db: app.db, businessId }) });
    },
  );

  app.post(
    '/payments/:paymentId/refunds',
    {
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary: 'Refund units, shares, charges and the tip of one payment',
        description:
          "Issue 34, ADR 084. Gives back what one payment paid: `items` (units of its lines, its last ones), `shares`, `charges` and, with `tip`, its tip, with a `reason` (1–200 characters). The amount is what that payment priced them at (the one bill model), so the bill's `left` grows by exactly it and those units are due again. An online payment is refunded through the provider first (503 PAYMENT_PROVIDER_UNAVAILABLE, 502 PAYMENT_PROVIDER_ERROR with its message: nothing recorded); a payment the staff recorded is refunded as a record. 409 REFUND_TOO_MUCH when the payment did not pay it or it was refunded already, REFUND_IN_PROGRESS while another refund of it is at the provider; 400 NOTHING_TO_REFUND. A paid order reopens. Idempotency-Key (per staff member): a repeat answers the first answer and refunds nothing more; while the first is still at the provider, 409 REFUND_IN_PROGRESS. Audit: payment.refunded. Emits order:payment:changed (and order:status:changed when a paid order reopened). Owner and manager only; another business's payment is 404.",
        headers: idempotencyHeaders,
        params: z.object({ paymentId: entityId('Geçersiz ödeme kimliği') }),
        body: refundPaymentBody,
        response: {
          201: envelope(refundResult),
          ...errorResponses(400, 401, 403, 404, 409, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const { staffId, businessId } = currentStaff(request, 'refundPayments');
      const now = app.clock.now();
      const result = await refundPayment({
        db: app.db,
        provider: app.paymentProvider,
        paymentId: request.params.paymentId,
        businessId,
        staffId,
        body: request.body,
        ip: request.ip,
        idempotencyKey: readIdempotencyKey(request),
        now,
      });
      if ('replay' in result) return sendIdempotent(reply, result.replay);
      return sendIdempotent(reply, { statusCode: 201, body: result.answer, replayed: false });
    },
  );
};
