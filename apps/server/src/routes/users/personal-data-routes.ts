import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteUserAccount } from '../../domain/users/delete-user-account.ts';
import { exportUserData } from '../../domain/users/export-user-data.ts';
import { currentCustomerId } from '../../lib/current-customer.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sayTo } from '../../i18n/say.ts';

const tags = ['profile'];
const security = [{ bearer: [] }];

/** The diner's personal data (issue 35 §5, KVKK 6698 art. 11; docs/decisions/090-…). */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/export',
    {
      preHandler: [app.requireCustomer, ...app.rateLimits.dataExports],
      schema: {
        tags,
        security,
        summary:
          "Download everything kept about the signed-in diner, as a JSON file ('Verilerimi indir')",
        description:
          "Profile (no password hash), orders with their lines and payments, reviews, favourites, consents, the sessions' metadata (no tokens), table joins, scans, waiter calls and messages; amounts in kuruş. Only the asker's own rows. Sent as an attachment; 3 per account per 15 minutes (429 with Retry-After).",
        response: {
          200: {
            description: 'JSON document',
            content: { 'application/json': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const data = await exportUserData({ db: app.db, userId: currentCustomerId(request) });
      const day = data.exportedAt.slice(0, 10);
      return (
        reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="masa-verilerim-${day}.json"`)
          .header('cache-control', 'no-store')
          // The schema documents the body as a file; Fastify sends a Buffer as it is.
          .send(Buffer.from(JSON.stringify(data, null, 2)) as unknown as string)
      );
    },
  );

  app.delete(
    '/me',
    {
      preHandler: [app.requireCustomer, ...app.rateLimits.accountDeletions],
      schema: {
        tags,
        security,
        summary:
          "Delete the signed-in diner's account ('Hesabımı sil'); the orders stay anonymised",
        description:
          "The account row goes, with its reviews, favourites, avatar, e-mail links and codes; its orders and payments stay for the restaurant's books (VUK art. 253) without name, e-mail or phone, so reports and bills keep their money; every session ends at once (access tokens refused, sockets closed, refresh refused). An account with a password sends it (400 PASSWORD_REQUIRED / PASSWORD_WRONG); a Google or Apple account must have signed in within 15 minutes (400 FRESH_SIGN_IN_REQUIRED); a guest needs only its session. ADR 090.",
        body: z
          .object({ password: z.string().max(200).optional() })
          .nullish()
          .describe('The password, for an account that has one'),
        response: {
          200: envelope(z.object({ deleted: z.literal(true) })),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const { endedSessions } = await deleteUserAccount({
        db: app.db,
        config: app.config,
        userId: currentCustomerId(request),
        sessionId: request.principal?.sessionId,
        password: request.body?.password,
      });
      app.sessions.end(endedSessions);
      return ok({ deleted: true as const }, sayTo(request, 'answer.auth.accountDeleted'));
    },
  );
};
