import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billSchema } from '@masa/core/bill/bill.schemas';
import { z } from 'zod';
import {
  idempotencyHeaders,
  readIdempotencyKey,
} from '../../domain/idempotency/idempotency-key-header.ts';
import { sendIdempotent, withIdempotency } from '../../domain/idempotency/with-idempotency.ts';
import { orderResponse } from '../../domain/orders/order-response.ts';
import { paymentResponse, recordPaymentBody } from '../../domain/staff/payment-body.ts';
import { recordAudit } from '../../domain/audit/record-audit.ts';
import { announceIntent } from '../../domain/payments/announce-intent.ts';
import { cancelOvertakenIntents } from '../../domain/payments/cancel-overtaken.ts';
import { recordPayment } from '../../domain/staff/record-payment.ts';
import { sendFiscalRequest } from '../../domain/fiscal/send-fiscal-request.ts';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { orderIdSchema } from '../../lib/id-schemas.ts';
import { announceSettlement } from '../../domain/live-orders/announce-settlement.ts';
import { currentStaff } from './current-staff.ts';
import { said } from '../../i18n/say.ts';

const paymentResult = z.object({
  order: orderResponse,
  payment: paymentResponse,
  bill: billSchema.describe('The bill after this payment (ADR 027).'),
  fullyPaid: z.boolean().describe('This payment completed the order.'),
});

/** A refusal because another payment came first names it (issue 29, domain/staff/payment-race). */
const raceLost = errorBody
  .extend({
    paidBy: z
      .string()
      .nullable()
      .describe('Who recorded the last payment; null: the diner online.'),
    paidAt: z.string().describe('When, ISO 8601.'),
    paidAmount: z.number().int().describe('Its amount in kuruş, tip apart.'),
    left: z.number().int().describe('What the bill has left now, kuruş.'),
  })
  .partial({ paidBy: true, paidAt: true, paidAmount: true, left: true })
  .describe(
    'Conflict: the order is closed, nothing is left, the amount changed or the split is paid. When another payment came first, who recorded it, when, its amount and what is left.',
  );

/** POST /staff/orders/{id}/payments: staff record what a table paid. */
export const staffPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/payments',
    {
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary:
          'Record a payment: chosen units, shares and charges, an approved split, or the rest',
        description:
          "One payment with its method and tip. What it pays: `items`, `shares` and `charges` as chosen (a share: one share of a line shared among 2–10 diners, ADR 048; the first free share of a shared line, or share 1 of a line nobody has claimed, which becomes shared; 409 LINE_CLAIMED_WHOLE, LINE_SHARED, SHARE_COUNT_DIFFERS or SHARES_TAKEN otherwise); else the lines of the approved split `splitBillRequestId`; else the rest of the bill (every unit due and every unpaid service charge). Its amount is what the one bill model prices that at after the payments before it (ADR 027), so payments and what is left add up to the bill. The tip defaults to the one the named bill or split request offered. When every charged unit, every share and every charge is paid the order is paid: isPaid, paymentStatus 'paid', status 'paid', open bill requests completed, the table session closed when empty. Emits order:payment:changed, and payment:completed with order:status:changed when the order became paid. Owner, manager and waiter only. Idempotency-Key makes a repeat answer the first result.",
        headers: idempotencyHeaders,
        params: z.object({ id: orderIdSchema }),
        body: recordPaymentBody,
        response: {
          201: envelope(paymentResult),
          ...errorResponses(400, 401, 403, 404),
          409: raceLost,
        },
      },
    },
    async (request, reply) => {
      const { staffId, businessId } = currentStaff(request, 'takePayments');
      const now = app.clock.now();
      let result: Awaited<ReturnType<typeof recordPayment>> | undefined;
      const answer = await withIdempotency({
        db: app.db,
        key: readIdempotencyKey(request),
        scope: `staff:${staffId}`,
        request: {
          method: 'POST',
          path: `/staff/orders/${request.params.id}/payments`,
          body: request.body,
        },
        run: async (tx) => {
          result = await recordPayment({
            tx,
            orderId: request.params.id,
            businessId,
            staffId,
            body: request.body,
            now,
          });
          await recordAudit({
            db: tx,
            businessId,
            staffId,
            action: 'payment.recorded',
            subjectId: result.payment.id,
            details: {
              orderNumber: result.order.orderNumber,
              table: result.order.table.name,
              amount: result.payment.amount,
              tip: result.payment.tipAmount,
              method: result.payment.method,
            },
            now,
          });
          await announceSettlement(tx, result.order, result.settlement, now);
          const fullyPaid = result.settlement.completed;
          return {
            statusCode: 201,
            body: ok(
              {
                order: result.order,
                payment: result.payment,
                bill: result.settlement.state.bill,
                fullyPaid,
              },
              said(fullyPaid ? 'answer.staff.orderPaid' : 'answer.staff.paymentRecorded'),
            ),
          };
        },
      });
      if (result) {
        // The payment's fiscal request goes to the register only now, after the commit (ADR 093).
        await sendFiscalRequest({
          db: app.db,
          io: app.io,
          device: app.fiscalDevice,
          request: result.fiscal,
        }).catch((error: unknown) => request.log.error(error));
        // The diner's open online form over these units is cancelled at the provider (ADR 084).
        const overtaken = await cancelOvertakenIntents({
          db: app.db,
          provider: app.paymentProvider,
          orderId: result.order.id,
          bill: result.settlement.state.bill,
        });
        const twin = app.paymentProvider?.twin ?? false;
        for (const intent of overtaken)
          await announceIntent({ db: app.db, io: app.io, intent, twin });
      }
      return sendIdempotent(reply, answer);
    },
  );
};
