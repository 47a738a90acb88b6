import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffLoginSchema } from '@masa/core/staff/staff.schemas';
import { z } from 'zod';
import { revokeSession } from '../../domain/auth/revoke-session.ts';
import { loginStaff, staffSignInKey } from '../../domain/staff/login-staff.ts';
import { staffSessionSchema } from '../../domain/staff/staff-session.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { knownDevice, knownDeviceCookie } from '../../lib/known-device.ts';
import { sayTo } from '../../i18n/say.ts';

/** POST /staff/login and /staff/logout. */
export const staffLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff sign-in with e-mail and password (rate-limited like customers)',
        description:
          "Answers an access token (typ staff, carrying the business id; ACCESS_TOKEN_TTL_SECONDS) and a refresh token rotated by POST /api/auth/refresh-token: in the body for API clients, as an HttpOnly cookie for the staff app (X-App-Type: staff; a session cookie when `remember` is false, ADR 016). The token reaches only its own business: any id of another business answers 404. A successful sign-in also sets the known-device cookie (masa_staff_device, sent only to this path): from that device the account's attempts count apart from the address, so failures of others on the same Wi-Fi do not pause it (ADR 050). A 429 carries Retry-After.",
        body: staffLoginSchema,
        response: { 200: envelope(staffSessionSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      if (request.body.remember === false) request.refreshCookieSessionOnly = true;
      const device = {
        request,
        secret: app.config.jwtSecret,
        account: staffSignInKey(request.body.email),
      };
      const session = await loginStaff({
        db: app.db,
        config: app.config,
        now: app.clock.now(),
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        device: knownDevice(device),
        userAgent: request.headers['user-agent'],
      });
      void reply.header('set-cookie', knownDeviceCookie(device));
      return ok(session, sayTo(request, 'answer.auth.loginOk'));
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
      return ok({ revoked: ended.revoked }, sayTo(request, 'answer.auth.logoutOk'));
    },
  );
};
