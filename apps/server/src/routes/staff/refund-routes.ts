import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emitOrderChange } from '../../domain/live-orders/emit-order-change.ts';
import {
  refundPaymentBody,
  refundResult,
  type RefundResponse,
} from '../../domain/refunds/refund-body.ts';
import { REFUND_MESSAGES as M } from '../../domain/refunds/refund-messages.ts';
import { listUnknownRefunds } from '../../domain/refunds/list-unknown-refunds.ts';
import { refundPayment } from '../../domain/refunds/refund-payment.ts';
import type { RefundRow } from '../../domain/refunds/reserve-refund.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { entityId } from '../../lib/id-schemas.ts';
import { STAFF_PERMISSIONS } from '@masa/core/staff/staff-permissions';
import { unknownRefundsSchema } from '@masa/core/payment/unknown-refund.schemas';
import { currentStaff } from './current-staff.ts';

const present = (row: RefundRow): RefundResponse => ({
  id: row.id,
  paymentId: row.paymentId,
  amount: row.amount,
  tipAmount: row.tipAmount,
  lines: row.parts.lines,
  charges: row.parts.charges,
  shares: row.parts.shares,
  providerRefundId: row.providerRefundId,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

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
      const { businessId } = currentStaff(request, STAFF_PERMISSIONS.refundPayments);
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
          "Issue 34, ADR 084. Gives back what one payment paid: `items` (units of its lines, its last ones), `shares`, `charges` and, with `tip`, its tip, with a `reason` (1–200 characters). The amount is what that payment priced them at (the one bill model), so the bill's `left` grows by exactly it and those units are due again. An online payment is refunded through the provider first (503 PAYMENT_PROVIDER_UNAVAILABLE, 502 PAYMENT_PROVIDER_ERROR with its message: nothing recorded); a payment the staff recorded is refunded as a record. 409 REFUND_TOO_MUCH when the payment did not pay it or it was refunded already, REFUND_IN_PROGRESS while another refund of it is at the provider; 400 NOTHING_TO_REFUND. A paid order reopens. Audit: payment.refunded. Emits order:payment:changed (and order:status:changed when a paid order reopened). Owner and manager only; another business's payment is 404.",
        params: z.object({ paymentId: entityId('Geçersiz ödeme kimliği') }),
        body: refundPaymentBody,
        response: {
          201: envelope(refundResult),
          ...errorResponses(400, 401, 403, 404, 409, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const { staffId, businessId } = currentStaff(request, STAFF_PERMISSIONS.refundPayments);
      const now = new Date();
      const result = await refundPayment({
        db: app.db,
        provider: app.paymentProvider,
        paymentId: request.params.paymentId,
        businessId,
        staffId,
        body: request.body,
        ip: request.ip,
        now,
      });
      const { order, settlement } = result;
      emitOrderChange(app.io, order, {
        kind: 'payment',
        status: settlement.status,
        isPaid: settlement.isPaid,
        paymentStatus: settlement.paymentStatus,
      });
      if (result.reopened) {
        emitOrderChange(app.io, order, { kind: 'status', status: order.status, updatedAt: now });
      }
      const body = { refund: present(result.refund), order, bill: settlement.state.bill };
      return reply.status(201).send(ok(body, M.refunded));
    },
  );
};
