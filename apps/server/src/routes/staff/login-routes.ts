import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffLoginSchema } from '@masa/core/staff/staff.schemas';
import { z } from 'zod';
import { revokeSession } from '../../domain/auth/revoke-session.ts';
import { loginStaff } from '../../domain/staff/login-staff.ts';
import { staffSessionSchema } from '../../domain/staff/staff-session.ts';
import { STAFF_MESSAGES as M } from '../../domain/staff/staff-messages.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/** POST /staff/login and /staff/logout. */
export const staffLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff sign-in with e-mail and password (rate-limited like customers)',
        description:
          'Answers an access token (typ staff, carrying the business id; ACCESS_TOKEN_TTL_SECONDS) and a refresh token rotated by POST /api/auth/refresh-token: in the body for API clients, as an HttpOnly cookie for the staff app (X-App-Type: staff; a session cookie when `remember` is false, ADR 016). The token reaches only its own business: any id of another business answers 404.',
        body: staffLoginSchema,
        response: { 200: envelope(staffSessionSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      if (request.body.remember === false) request.refreshCookieSessionOnly = true;
      const session = await loginStaff({
        db: app.db,
        config: app.config,
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return ok(session, M.loginOk);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['staff'],
        summary: 'End the staff session of the refresh token, or else of the access token',
        description:
          'Its access tokens and sockets stop at once on every node (docs/decisions/010-sessions-end-at-once.md). Works with an expired access token.',
        body: z.object({ refreshToken: z.string().max(200).optional() }).nullish(),
        response: { 200: envelope(z.object({ revoked: z.boolean() })) },
      },
    },
    async (request) => {
      // The staff app's cookie goes too (ADR 016).
      request.clearRefreshCookie = true;
      const principal = request.principal?.kind === 'staff' ? request.principal : undefined;
      const refreshToken = request.body?.refreshToken;
      const ended =
        refreshToken || principal?.sessionId
          ? await revokeSession({
              db: app.db,
              refreshToken,
              sessionId: principal?.sessionId,
              userId: principal?.staffId,
            })
          : { sessionId: undefined, revoked: false };
      if (ended.sessionId) app.sessions.end([ended.sessionId]);
      return ok({ revoked: ended.revoked }, M.logoutOk);
    },
  );
};
