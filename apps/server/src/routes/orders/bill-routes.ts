import {
  TABLE_SESSION_KEY_HEADER,
  tableSessionKeySchema,
} from '@masa/core/tables/table-session.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billRequestBody,
  idempotentView,
  isSplitRequest,
} from '../../domain/bill/bill-request-body.ts';
import { billRequestResponse, splitRequestResponse } from '../../domain/bill/bill-response.ts';
import { billStatusResponse, presentBillStatus } from '../../domain/bill/bill-status-response.ts';
import { findPayableOrder } from '../../domain/bill/find-payable-order.ts';
import { loadBillDiners } from '../../domain/bill/load-bill-diners.ts';
import { loadBillState } from '../../domain/bill/load-bill-state.ts';
import { requestFullBill } from '../../domain/live-orders/request-full-bill.ts';
import { requestSplitBill } from '../../domain/bill/request-split-bill.ts';
import {
  idempotencyHeaders,
  readIdempotencyKey,
} from '../../domain/idempotency/idempotency-key-header.ts';
import { sendIdempotent, withIdempotency } from '../../domain/idempotency/with-idempotency.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';
import { emitStaffNotice } from '../../domain/live-orders/emit-staff-notice.ts';
import { requestSessionKey } from '../../domain/table-sessions/session-key.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { orderIdSchema } from '../../lib/id-schemas.ts';
import { customerUserId } from '../../lib/require-ordering-customer.ts';
import { requireOrderCustomer } from './live-auth.ts';
import { said } from '../../i18n/say.ts';

const params = z.object({ orderId: orderIdSchema });
const who =
  "The order's customer, or a signed-in customer who is a diner of the sitting the order was placed in while it lasts (its key in X-Table-Session-Key, or an order of their own in it; ADR 042); anyone else gets 404 like an unknown id.";
const description = `${who} Pay all (mode full, default) or split equally (mode equal, peopleCount at least 2): 201 'Hesap isteğiniz alındı!' with what is due and, for an equal split, whole-kuruş parts adding up to the total; the order is marked billRequested and gets the tip. Split variant (isSplitBill true or mode split, selectedItems item id → units): 201 'Split Bill hesap isteği başarıyla gönderildi! İşletme tarafından onaylanacak.', a pending request for the business to approve. Asking for more units than remain (pending requests hold theirs) answers 409 'Seçilen miktar kalan miktarı aşıyor: {name} (kalan {n})'; nothing left to pay 409 'Tüm ürünler ödendi'; a payment method the business does not accept, or online on a split, 400. Idempotency-Key: every alias shares one key space.`;

/**
 * Registers one path of the bill request (001 §7: POST /orders/{orderId}/request-bill and its
 * fallbacks PUT same path, POST and PUT /orders/{id}/bill, answered as aliases per ADR
 * 020). The staff hear of each request by a `staff:notice` and everyone following the
 * order by `order:updated`, after commit; a replayed answer announces nothing again.
 */
function registerBillRequest(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  path: string,
  summary: string,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method,
    url: path,
    onRequest: requireOrderCustomer(app),
    preHandler: app.rateLimits.billRequests,
    schema: {
      tags: ['bill'],
      security: [{ bearer: [] }],
      summary,
      description,
      headers: idempotencyHeaders.extend({ [TABLE_SESSION_KEY_HEADER]: tableSessionKeySchema }),
      params,
      body: billRequestBody,
      response: {
        201: envelope(z.union([billRequestResponse, splitRequestResponse])),
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    },
    handler: async (request, reply) => {
      const userId = customerUserId(request);
      const { orderId } = request.params;
      const body = request.body;
      const split = isSplitRequest(body);
      const answer = await withIdempotency({
        db: app.db,
        key: readIdempotencyKey(request),
        scope: `user:${userId}`,
        request: {
          method: 'POST',
          path: `/orders/${orderId}/request-bill`,
          body: idempotentView(body),
        },
        run: async (tx) => {
          const sessionKey = requestSessionKey(request);
          const now = app.clock.now();
          const input = { tx, orderId, userId, sessionKey, body, now };
          const done = split ? await requestSplitBill(input) : await requestFullBill(input);
          // The news is written with the request and published after its commit (ADR 096).
          const { order, response } = done;
          await emitOrderChange(tx, order, {
            kind: 'updated',
            change: split ? 'split_request' : 'bill',
          });
          const status = 'statusChanged' in done ? done.statusChanged : null;
          if (status) await emitOrderChange(tx, order, { kind: 'status', status, updatedAt: now });
          await emitStaffNotice(tx, {
            kind: split ? 'split_request' : 'bill_request',
            id: response.id,
            orderId: order.id,
            tableId: order.tableId,
            businessId: order.businessId,
            createdAt: new Date(response.createdAt),
          });
          return {
            statusCode: 201,
            body: ok(
              done.response,
              said(split ? 'answer.bill.splitRequested' : 'answer.bill.billRequested'),
            ),
          };
        },
      });
      return sendIdempotent(reply, answer);
    },
  });
}

/** The bill of an order: request it, split it, and read what is left to pay. */
export async function billRoutes(app: FastifyInstance) {
  registerBillRequest(app, 'POST', '/:orderId/request-bill', 'Ask for the bill (001 §7)');
  registerBillRequest(app, 'PUT', '/:orderId/request-bill', 'Alias of POST request-bill');
  registerBillRequest(app, 'POST', '/:orderId/bill', 'Alias of POST request-bill');
  registerBillRequest(app, 'PUT', '/:orderId/bill', 'Alias of POST request-bill');

  app.withTypeProvider<ZodTypeProvider>().get(
    '/:orderId/bill',
    {
      onRequest: requireOrderCustomer(app),
      schema: {
        tags: ['bill'],
        security: [{ bearer: [] }],
        summary: 'What is left to pay of an order, per item (the split screen reads it)',
        description: `${who} Per item: paid, approved, pending, remaining (001 §4) and available units, the unit price charged and the VAT rate; the business's accepted payment methods and tax setting; the split requests. The bill is the one bill model (ADR 027); the web prices a selection with core priceSelection over it, exactly as the server does.`,
        headers: z.looseObject({ [TABLE_SESSION_KEY_HEADER]: tableSessionKeySchema }),
        params,
        response: { 200: envelope(billStatusResponse), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = customerUserId(request);
      const order = await findPayableOrder({
        db: app.db,
        orderId: request.params.orderId,
        userId,
        sessionKey: requestSessionKey(request),
      });
      const state = await loadBillState({ db: app.db, order });
      const diners = await loadBillDiners({
        db: app.db,
        items: state.items,
        key: requestSessionKey(request),
      });
      return ok(presentBillStatus(state, userId, diners));
    },
  );
}
