import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmOrder } from '../../domain/live-orders/confirm-order.ts';
import { updateOrderItemsBody } from '../../domain/live-orders/edit-order-body.ts';
import { editStatusResponse, readEditStatus } from '../../domain/live-orders/read-edit-status.ts';
import { updateOrderItems } from '../../domain/live-orders/update-order-items.ts';
import { orderResponse } from '../../domain/orders/order-response.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { customerUserId } from '../../lib/require-ordering-customer.ts';
import { requireOrderCustomer } from './live-auth.ts';
import { sayTo } from '../../i18n/say.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];
const params = z.object({
  orderId: z
    .string()
    .min(1)
    .max(64)
    .describe("An order id, or a table id for the caller's active order there (001 §5)."),
});
const windowNote =
  'Editable (001 §4): not confirmed, editableUntil ahead, neither paid nor cancelled; otherwise 409 EDIT_WINDOW_EXPIRED "Düzenleme süresi dolmuş". Windows are 1 minute with pending items, otherwise 5, both multiplied by EDIT_WINDOW_SCALE.';

/** 001 §4 edit window: confirm, update-items, edit-status. */
export const liveOrderEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireOrderCustomer(app);

  app.put(
    '/:orderId/confirm',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Confirm the order: ends its edit window and passes it to the business',
        description:
          "Sets confirmedAt, editableUntil null. Repeating it answers the order with 'Sipariş onaylanmış ve işletmeye iletilmiştir'.",
        params,
        response: { 200: envelope(orderResponse), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = customerUserId(request);
      const { order, changed } = await confirmOrder({
        db: app.db,
        id: request.params.orderId,
        userId,
        now: app.clock.now(),
      });
      return ok(
        order,
        sayTo(
          request,
          changed ? 'answer.liveOrder.confirmed' : 'answer.liveOrder.alreadyConfirmed',
        ),
      );
    },
  );

  app.put(
    '/:orderId/update-items',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Replace the order's items while it is editable (001 §5 Edit order)",
        description: `${windowNote} The body is the full new list: a line with an item id (id or _id) keeps that item; a line without one keeps the first unmatched item of its product, else is a new line priced from the database like a cart line; items left out are removed. Lines the kitchen has started or that are partly paid cannot change (409). A successful save renews the window and answers 'Düzenleme süreniz yenilendi.'.`,
        params,
        body: updateOrderItemsBody,
        response: { 200: envelope(orderResponse), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = customerUserId(request);
      const order = await updateOrderItems({
        db: app.db,
        id: request.params.orderId,
        userId,
        body: request.body,
        now: app.clock.now(),
        editWindowScale: app.config.editWindowScale,
      });
      return ok(order, sayTo(request, 'answer.liveOrder.editRenewed'));
    },
  );

  app.get(
    '/:orderId/edit-status',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Whether the order can still be edited, and for how long',
        description: windowNote,
        params,
        response: { 200: envelope(editStatusResponse), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = customerUserId(request);
      return ok(
        await readEditStatus({
          db: app.db,
          id: request.params.orderId,
          userId,
          now: app.clock.now(),
        }),
      );
    },
  );
};
