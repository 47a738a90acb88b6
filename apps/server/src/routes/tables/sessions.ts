import {
  TABLE_SESSION_KEY_HEADER,
  tableSessionKeySchema,
} from '@masa/core/tables/table-session.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listLiveSessions } from '../../domain/table-sessions/list-live-sessions.ts';
import { linkTableSession } from '../../domain/orders/link-table-session.ts';
import { findCallerSitting } from '../../domain/table-sessions/caller-sitting.ts';
import { requestSessionKey } from '../../domain/table-sessions/session-key.ts';
import { emitSessionUpdated } from '../../domain/live-orders/emit-session-updated.ts';
import {
  serializeTableSession,
  tableSessionResponse,
  type TableSessionRow,
} from '../../domain/orders/table-session-response.ts';
import { DEFAULT_GUEST_NAME } from '../../domain/auth/create-guest.ts';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { businessIdSchema, orderIdSchema, tableId } from '../../lib/id-schemas.ts';
import { customerUserId, requireOrderingCustomer } from '../../lib/require-ordering-customer.ts';
import { sayTo } from '../../i18n/say.ts';

const sessionBody = z.looseObject({
  tableId: tableId(),
  businessId: businessIdSchema,
  orderId: orderIdSchema.nullish(),
  customerName: z.string().max(100).nullish().describe("Default 'Misafir'."),
  isResponsible: z.boolean().nullish(),
  userId: z.unknown().optional().describe('Ignored: the session belongs to the signed-in user.'),
});

/** The table-session routes (001 §7); the rest of /tables/* is the tables routes'. */
export const tableSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sessions',
    {
      onRequest: requireOrderingCustomer(app),
      schema: {
        tags: ['orders'],
        summary: 'Link an order to the table session (after POST /orders)',
        description:
          "With `orderId` (the caller's own order at that table): answers the sitting the order was placed in while it lasts, else 403 TABLE_SESSION_ENDED (ADR 049); an order from before every order had a sitting joins the table's current sitting, or starts one, only while it is open and not older than that sitting; repeating it answers the same session. Without `orderId` the caller must be a diner of the table's current sitting (X-Table-Session-Key from POST /tables/sessions/join; else 403 TABLE_SESSION_REQUIRED, or TABLE_SESSION_ENDED when that sitting is over), and the answer is that sitting. A key sent ties its diner to the caller's account (ADR 042).",
        security: [{ bearer: [] }],
        headers: z.looseObject({ [TABLE_SESSION_KEY_HEADER]: tableSessionKeySchema }),
        body: sessionBody,
        response: {
          201: envelope(tableSessionResponse),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const userId = customerUserId(request);
      const { session, ended } = await linkTableSession({
        db: app.db,
        userId,
        input: request.body,
        now: app.clock.now(),
        key: requestSessionKey(request),
      });
      for (const over of ended) emitSessionUpdated(app.io, over);
      emitSessionUpdated(app.io, session);
      reply.code(201);
      return ok(serializeTableSession(session), sayTo(request, 'answer.order.sessionStarted'));
    },
  );

  app.get(
    '/:tableId/sessions/active',
    {
      schema: {
        tags: ['orders'],
        summary: "A table's active sessions",
        description:
          "The table's current sitting, shown only to its diners (its key in X-Table-Session-Key, or an order of one's own in it; ADR 042); the printed code alone shows nothing. An unknown table, one without a sitting, or a sitting that is over answers an empty list (001 §7: 404 reads as empty). A session shows who started it (userId, customerName, orderId) only to that diner; its other diners see customerName 'Misafir' and null ids (ADR 005).",
        params: z.object({ tableId: tableId() }),
        headers: z.looseObject({ [TABLE_SESSION_KEY_HEADER]: tableSessionKeySchema }),
        response: { 200: envelope(z.array(tableSessionResponse)), 400: errorBody },
      },
    },
    async (request) => {
      const now = app.clock.now();
      const rows = await listLiveSessions({ db: app.db, tableId: request.params.tableId, now });
      const caller = request.principal?.kind === 'customer' ? request.principal.userId : undefined;
      const sitting = await findCallerSitting({
        db: app.db,
        key: requestSessionKey(request),
        userId: caller ?? null,
        tableId: request.params.tableId,
        now,
      });
      const own = (row: TableSessionRow) => row.userId !== null && row.userId === caller;
      return ok(
        rows
          .filter((row) => own(row) || row.id === sitting?.id)
          .map((row) => serializeTableSession(own(row) ? row : anonymous(row))),
      );
    },
  );
};

/** A session as a stranger at the table sees it: no name, user or order. */
function anonymous(row: TableSessionRow): TableSessionRow {
  return { ...row, userId: null, orderId: null, customerName: DEFAULT_GUEST_NAME };
}
