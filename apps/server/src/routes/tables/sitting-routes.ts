import {
  joinedSittingSchema,
  sittingSchema,
  TABLE_SESSION_KEY_HEADER,
  tableSessionKeySchema,
} from '@masa/core/tables/table-session.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emitSessionUpdated } from '../../domain/live-orders/emit-session-updated.ts';
import { findSittingDiner } from '../../domain/table-sessions/find-sitting-diner.ts';
import { joinTableSession } from '../../domain/table-sessions/join-table-session.ts';
import { presentSitting } from '../../domain/table-sessions/present-sitting.ts';
import { isParty } from '../../domain/table-sessions/sitting-party.ts';
import { requestSessionKey } from '../../domain/table-sessions/session-key.ts';
import {
  requestTableToken,
  TABLE_TOKEN_HEADER,
  tableTokenHeaderSchema,
} from '../../domain/tables/table-presence.ts';
import { refuse } from '../../lib/app-error.ts';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { businessIdSchema, tableId } from '../../lib/id-schemas.ts';
import { sayTo } from '../../i18n/say.ts';

const tags = ['orders'];
const keyHeaders = z.looseObject({
  [TABLE_TOKEN_HEADER]: tableTokenHeaderSchema,
  [TABLE_SESSION_KEY_HEADER]: tableSessionKeySchema,
});

/** The way into a table's sitting and the sitting a phone's key belongs to (ADR 042). */
export const sittingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sessions/join',
    {
      preHandler: app.rateLimits.tableJoins,
      schema: {
        tags,
        summary: "Join the table's current sitting by its printed code (ADR 042)",
        description:
          "X-Table-Token must hold the table's access token from its printed QR code (403 TABLE_TOKEN_REQUIRED). Joins the table's sitting, or starts one when there is none or the last one is over (cleared by the staff, or nothing owed and idle). Answers the sitting (with `party`: the table's cart is the shared one, ADR 043) and a key for this phone, shown once: send it as X-Table-Session-Key to see the sitting's orders, bill and shared cart. A phone that sends the key of a diner of the same sitting stays that diner. Signed in (a guest counts), the diner is named after the account's first name, else 'Misafir {n}'. Two phones joining at once join one sitting.",
        headers: keyHeaders,
        body: z.object({ tableId: tableId(), businessId: businessIdSchema }),
        response: {
          201: envelope(joinedSittingSchema),
          400: errorBody,
          403: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const principal = request.principal;
      const now = app.clock.now();
      const joined = await joinTableSession({
        db: app.db,
        ...request.body,
        tableToken: requestTableToken(request),
        key: requestSessionKey(request),
        userId: principal?.kind === 'customer' ? principal.userId : null,
        now,
      });
      for (const session of joined.ended) emitSessionUpdated(app.io, session);
      // Started or joined: the sitting's phones learn that a diner came (a shared cart, ADR 043).
      emitSessionUpdated(app.io, joined.session);
      const sitting = await presentSitting({
        db: app.db,
        session: joined.session,
        me: joined.diner,
        live: true,
        party: await isParty({ io: app.io, session: joined.session, meId: joined.diner.id }),
      });
      reply.code(201);
      return ok({ ...sitting, key: joined.key }, sayTo(request, 'answer.tableSession.joined'));
    },
  );

  app.get(
    '/sessions/current',
    {
      schema: {
        tags,
        summary: 'The sitting this phone joined, by its X-Table-Session-Key (ADR 042)',
        description:
          "Its diners by name, whether the table's cart is the shared one (`party`, ADR 043) and whether it still lasts: status 'closed' once the staff cleared the table or it was paid and idle; the key then shows nothing of the table any more. An unknown key answers 404.",
        headers: keyHeaders,
        response: { 200: envelope(sittingSchema), 404: errorBody },
      },
    },
    async (request) => {
      const found = await findSittingDiner({
        db: app.db,
        key: requestSessionKey(request),
        now: app.clock.now(),
      });
      if (!found) throw refuse(404, 'TABLE_SESSION_NOT_FOUND');
      const party = await isParty({ io: app.io, session: found.session, meId: found.diner.id });
      return ok(await presentSitting({ db: app.db, ...found, me: found.diner, party }));
    },
  );
};
