import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../domain/auth/auth-messages.ts';
import { rotateRefreshToken } from '../../domain/auth/rotate-refresh-token.ts';
import { verifyEmail } from '../../domain/auth/verify-email.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { socialRoutes } from './social-routes.ts';

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
        body: z.object({
          refreshToken: z
            .string({ error: AUTH_MESSAGES.sessionExpired })
            .min(1, AUTH_MESSAGES.sessionExpired),
        }),
        response: {
          200: envelope(z.object({ token: z.string(), refreshToken: z.string() })),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const pair = await rotateRefreshToken({
        db: app.db,
        config: app.config,
        refreshToken: request.body.refreshToken,
        endSessions: app.sessions.end,
      });
      return ok(pair, AUTH_MESSAGES.refreshOk);
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
        ? AUTH_MESSAGES.emailAlreadyVerified
        : AUTH_MESSAGES.emailVerified;
      return ok(
        { email: result.email, verified: true as const, alreadyVerified: result.alreadyVerified },
        message,
      );
    },
  );

  await app.register(socialRoutes);
};
