import { sharedCartSchema } from '@masa/core/tables/shared-cart.schemas';
import {
  TABLE_SESSION_KEY_HEADER,
  tableSessionKeySchema,
} from '@masa/core/tables/table-session.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idempotencyHeaders,
  readIdempotencyKey,
} from '../../domain/idempotency/idempotency-key-header.ts';
import { sendIdempotent, withIdempotency } from '../../domain/idempotency/with-idempotency.ts';
import { orderResponse } from '../../domain/orders/order-response.ts';
import { addCartLineBody, changeCartLineBody } from '../../domain/shared-cart/cart-line-body.ts';
import { addCartLineOnce } from '../../domain/shared-cart/add-cart-line-once.ts';
import { changeCartLine } from '../../domain/shared-cart/change-cart-line.ts';
import { loadSharedCart } from '../../domain/shared-cart/load-shared-cart.ts';
import {
  orderSharedCart,
  orderSharedCartBody,
} from '../../domain/shared-cart/order-shared-cart.ts';
import { requestSessionKey } from '../../domain/table-sessions/session-key.ts';
import { findSittingDiner } from '../../domain/table-sessions/find-sitting-diner.ts';
import { refuse } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { entityId } from '../../lib/id-schemas.ts';
import { customerUserId, requireOrderingCustomer } from '../../lib/require-ordering-customer.ts';
import { said, schemaMessage } from '../../i18n/say.ts';

const tags = ['orders'];
const keyHeaders = z.looseObject({ [TABLE_SESSION_KEY_HEADER]: tableSessionKeySchema });
const lineParams = z.object({ lineId: entityId(schemaMessage('error.CART_LINE_NOT_FOUND')) });
const cartAnswer = { 200: envelope(sharedCartSchema), ...errorResponses(400, 403, 404, 409) };
const who =
  "The diners of the sitting of the key sent (X-Table-Session-Key, ADR 042): 403 TABLE_SESSION_REQUIRED without one, TABLE_SESSION_ENDED once the sitting is over. Each change answers the whole cart and tells the sitting's phones by `cart:updated` (ADR 043).";

/** The shared cart of a table's sitting (issue 21 §2, ADR 043). */
export const sharedCartRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The cart as the caller's diner sees it, after a change committed (its `cart:updated` was
   * written with it, ADR 096) or for a read.
   */
  const answerCart = async (key: string | null, change?: { version: number }) => {
    const found = await findSittingDiner({ db: app.db, key, now: app.clock.now() });
    if (!found) throw refuse(403, 'TABLE_SESSION_REQUIRED');
    if (!found.live) throw refuse(403, 'TABLE_SESSION_ENDED');
    const version = change?.version ?? found.session.cartVersion;
    return ok(
      await loadSharedCart({
        db: app.db,
        sessionId: found.session.id,
        version,
        meId: found.diner.id,
      }),
    );
  };

  /** One of the caller's own lines to `quantity` (null: taken out), answered as the cart now. */
  const changeOwnLine = async (key: string | null, lineId: string, quantity: number | null) => {
    const now = app.clock.now();
    return answerCart(key, await changeCartLine({ db: app.db, key, now, lineId, quantity }));
  };

  app.get(
    '/sessions/current/cart',
    {
      schema: {
        tags,
        summary: "The shared cart of the caller's table sitting",
        description: `Every line with the diner who added it, named and priced from the menu now; lines sold out since are marked \`available: false\`. ${who}`,
        headers: keyHeaders,
        response: cartAnswer,
      },
    },
    async (request) => answerCart(requestSessionKey(request)),
  );

  app.post(
    '/sessions/current/cart/lines',
    {
      schema: {
        tags,
        summary: 'Add a product to the shared cart',
        description: `Checked like an order line (a product of the table's business, on sale, with its own options and extras; 409 PRODUCT_UNAVAILABLE). The same product with the same choices and note that this diner added grows instead. Idempotency-Key (per diner of the sitting) makes a line sent again after a lost answer, as a phone that was offline does (issue 30), add nothing twice: the repeat answers the cart as it is now, with \`Idempotent-Replayed: true\`. ${who}`,
        headers: keyHeaders.extend(idempotencyHeaders.shape),
        body: addCartLineBody,
        response: { ...cartAnswer, 201: envelope(sharedCartSchema), ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const key = requestSessionKey(request);
      const { change, replayed } = await addCartLineOnce({
        db: app.db,
        key,
        idempotencyKey: readIdempotencyKey(request),
        now: app.clock.now(),
        body: request.body,
      });
      reply.code(201);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return answerCart(key, change ?? undefined);
    },
  );

  app.patch(
    '/sessions/current/cart/lines/:lineId',
    {
      schema: {
        tags,
        summary: 'Change the quantity of one of your own lines',
        description: `Only the diner who added the line (403 CART_LINE_NOT_YOURS). ${who}`,
        headers: keyHeaders,
        params: lineParams,
        body: changeCartLineBody,
        response: cartAnswer,
      },
    },
    async (request) =>
      changeOwnLine(requestSessionKey(request), request.params.lineId, request.body.quantity),
  );

  app.delete(
    '/sessions/current/cart/lines/:lineId',
    {
      schema: {
        tags,
        summary: 'Remove one of your own lines',
        description: `Only the diner who added the line (403 CART_LINE_NOT_YOURS). ${who}`,
        headers: keyHeaders,
        params: lineParams,
        response: cartAnswer,
      },
    },
    async (request) => changeOwnLine(requestSessionKey(request), request.params.lineId, null),
  );

  app.post(
    '/sessions/current/cart/order',
    {
      preHandler: app.rateLimits.orders,
      onRequest: requireOrderingCustomer(app),
      schema: {
        tags,
        summary: "Place the order of the sitting's shared cart",
        description: `Any diner of the sitting, signed in (a guest counts): the cart's lines become one order of the caller's, in the sitting, each line remembering the diner who added it; the cart is emptied. Two diners confirming at once place one order: the sitting's row is locked, and the second gets 409 CART_EMPTY, or 409 CART_CHANGED when the cart is not the version they confirmed (\`cartVersion\`). Priced and checked as POST /orders. Idempotency-Key makes a retry of one tap answer the same order. ${who}`,
        security: [{ bearer: [] }],
        headers: idempotencyHeaders.extend({ [TABLE_SESSION_KEY_HEADER]: tableSessionKeySchema }),
        body: orderSharedCartBody,
        response: { 201: envelope(orderResponse), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const userId = customerUserId(request);
      const customerType =
        request.principal?.kind === 'customer' && request.principal.isGuest ? 'guest' : 'customer';
      const answer = await withIdempotency({
        db: app.db,
        key: readIdempotencyKey(request),
        scope: `user:${userId}`,
        request: {
          method: 'POST',
          path: '/tables/sessions/current/cart/order',
          body: request.body,
        },
        run: async (tx) => {
          const { order } = await orderSharedCart({
            tx,
            key: requestSessionKey(request),
            userId,
            customerType,
            body: request.body,
            now: app.clock.now(),
            editWindowScale: app.config.editWindowScale,
            pendingOrdersCap: app.config.pendingOrdersPerTable,
          });
          return { statusCode: 201, body: ok(order, said('answer.sharedCart.ordered')) };
        },
      });
      return sendIdempotent(reply, answer);
    },
  );
};
