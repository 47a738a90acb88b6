import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tableSessions } from '../../db/schema/index.ts';
import { linkTableSession } from '../../domain/orders/link-table-session.ts';
import {
  holdsTableToken,
  requestTableToken,
  TABLE_TOKEN_HEADER,
  tableTokenHeaderSchema,
} from '../../domain/tables/table-presence.ts';
import { emitSessionUpdated } from '../../domain/live-orders/emit-session-updated.ts';
import { ORDER_REQUEST_MESSAGES as M } from '../../domain/orders/order-messages.ts';
import {
  serializeTableSession,
  tableSessionResponse,
  type TableSessionRow,
} from '../../domain/orders/table-session-response.ts';
import { DEFAULT_GUEST_NAME } from '../../domain/auth/create-guest.ts';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { businessIdSchema, orderIdSchema, tableId } from '../../lib/id-schemas.ts';
import { customerUserId, requireOrderingCustomer } from '../../lib/require-ordering-customer.ts';

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
    '/tables/sessions',
    {
      onRequest: requireOrderingCustomer(app),
      schema: {
        tags: ['orders'],
        summary: 'Link an order to the table session (after POST /orders)',
        description:
          "Joins the table's active session while it has an open order, else starts one; repeating it for a linked order answers the same session. Without `orderId` naming the caller's own order at that table, X-Table-Token must hold the table's access token (403 TABLE_TOKEN_REQUIRED, ADR 015).",
        security: [{ bearer: [] }],
        headers: z.looseObject({ [TABLE_TOKEN_HEADER]: tableTokenHeaderSchema }),
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
      const session = await app.db.transaction((tx) =>
        linkTableSession({
          tx,
          userId,
          input: request.body,
          now: new Date(),
          tableToken: requestTableToken(request),
        }),
      );
      emitSessionUpdated(app.io, session);
      reply.code(201);
      return ok(serializeTableSession(session), M.sessionStarted);
    },
  );

  app.get(
    '/tables/:tableId/sessions/active',
    {
      schema: {
        tags: ['orders'],
        summary: "A table's active sessions",
        description:
          "An unknown table or one without a session answers an empty list (001 §7: 404 reads as empty). Only a diner holding the table's access token (X-Table-Token, ADR 015) sees the table's sessions; anyone else sees only the sessions they started. A session shows who started it (userId, customerName, orderId) only to that diner; anyone else sees customerName 'Misafir' and null ids (ADR 005).",
        params: z.object({ tableId: tableId() }),
        headers: z.looseObject({ [TABLE_TOKEN_HEADER]: tableTokenHeaderSchema }),
        response: { 200: envelope(z.array(tableSessionResponse)), 400: errorBody },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(tableSessions)
        .where(
          and(
            eq(tableSessions.tableId, request.params.tableId),
            eq(tableSessions.status, 'active'),
          ),
        )
        .orderBy(asc(tableSessions.startedAt));
      const caller = request.principal?.kind === 'customer' ? request.principal.userId : undefined;
      const atTable = await holdsTableToken(
        app.db,
        request.params.tableId,
        requestTableToken(request),
      );
      const own = (row: TableSessionRow) => row.userId !== null && row.userId === caller;
      return ok(
        rows
          .filter((row) => atTable || own(row))
          .map((row) => serializeTableSession(own(row) ? row : anonymous(row))),
      );
    },
  );
};

/** A session as a stranger at the table sees it: no name, user or order. */
function anonymous(row: TableSessionRow): TableSessionRow {
  return { ...row, userId: null, orderId: null, customerName: DEFAULT_GUEST_NAME };
}
