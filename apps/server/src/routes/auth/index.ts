import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../domain/auth/auth-messages.ts';
import { revokeSession } from '../../domain/auth/revoke-session.ts';
import { rotateRefreshToken } from '../../domain/auth/rotate-refresh-token.ts';
import { verifyEmail } from '../../domain/auth/verify-email.ts';
import { refuse } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { readRefreshCookie } from '../../lib/refresh-cookie.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { socialRoutes } from './social-routes.ts';
import { sayTo } from '../../i18n/say.ts';

const tags = ['accounts'];

/** /auth: token refresh (000 §4.2), the e-mail verification link, social sign-in popups. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/refresh-token',
    {
      schema: {
        tags,
        summary:
          'Rotate a refresh token: a new access token and refresh token. A used token presented again revokes its family (401), except within 10 s, which returns the same pair',
        description:
          'The browser apps send no token: theirs is in an HttpOnly cookie on this path (masa_refresh, or masa_staff_refresh with X-App-Type: staff), and the new one comes back the same way, absent from the body (ADR 016); a token they still kept in storage may be sent once in the body and moves into the cookie. API clients (no X-App-Type) send `refreshToken` in the body and get the new one in the body.',
        body: z
          .object({
            refreshToken: z.string().max(200).optional(),
            remember: z
              .boolean()
              .optional()
              .describe('false: the new cookie is a session cookie (a sign-in not remembered).'),
          })
          .nullish()
          .describe('refreshToken: for API clients; browsers use the cookie.'),
        response: {
          200: envelope(z.object({ token: z.string(), refreshToken: z.string().optional() })),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      if (request.body?.remember === false) request.refreshCookieSessionOnly = true;
      let refreshToken = request.body?.refreshToken;
      if (!refreshToken) {
        // From the cookie: its successor goes back into the cookie, whatever the headers say.
        const kinds = request.refreshCookieKind
          ? [request.refreshCookieKind]
          : (['customer', 'staff'] as const);
        for (const kind of kinds) {
          refreshToken = readRefreshCookie(request, kind);
          if (refreshToken) {
            request.refreshCookieKind = kind;
            break;
          }
        }
      }
      if (!refreshToken) throw refuse(401, 'REFRESH_TOKEN_MISSING');
      const pair = await rotateRefreshToken({
        db: app.db,
        config: app.config,
        now: app.clock.now(),
        refreshToken,
        client: `${request.ip}\n${request.headers['user-agent'] ?? ''}`,
        endSessions: app.sessions.end,
      });
      return ok(pair, sayTo(request, 'answer.auth.refreshOk'));
    },
  );

  app.post(
    '/refresh-token/end',
    {
      schema: {
        tags,
        summary: 'Sign-out of a browser app: ends the session of its refresh-token cookie',
        description:
          'The cookie is sent only under /api/auth/refresh-token (ADR 016), so the apps sign out here: the family is revoked, its access tokens and sockets stop at once (ADR 010) and the cookie is cleared. X-App-Type says which app (customer or staff).',
        response: { 200: envelope(z.object({ revoked: z.boolean() })) },
      },
    },
    async (request) => {
      const kind = request.refreshCookieKind ?? 'customer';
      request.refreshCookieKind = kind;
      request.clearRefreshCookie = true;
      const refreshToken = readRefreshCookie(request, kind);
      const ended = refreshToken
        ? await revokeSession({ db: app.db, refreshToken })
        : { sessionId: undefined, revoked: false };
      if (ended.sessionId) app.sessions.end([ended.sessionId]);
      return ok({ revoked: ended.revoked }, sayTo(request, 'answer.auth.logoutOk'));
    },
  );

  app.get(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'Verify the e-mail address from the link sent at registration or e-mail change',
        querystring: z.object({
          token: z
            .string({ error: AUTH_MESSAGES.verifyLinkInvalid })
            .min(1, AUTH_MESSAGES.verifyLinkInvalid),
        }),
        response: {
          200: envelope(
            z.object({
              email: z.string(),
              verified: z.literal(true),
              alreadyVerified: z.boolean(),
            }),
          ),
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const result = await verifyEmail({ db: app.db, token: request.query.token });
      const message = result.alreadyVerified
        ? sayTo(request, 'answer.auth.emailAlreadyVerified')
        : sayTo(request, 'answer.auth.emailVerified');
      return ok(
        { email: result.email, verified: true as const, alreadyVerified: result.alreadyVerified },
        message,
      );
    },
  );

  await app.register(socialRoutes);
};
