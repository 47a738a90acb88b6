import { loginSchema, registrationPayloadSchema } from '@masa/core/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../domain/auth/auth-messages.ts';
import { requestPasswordReset } from '../../domain/auth/request-password-reset.ts';
import { resetPassword } from '../../domain/auth/reset-password.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { sayTo } from '../../i18n/say.ts';

const tags = ['accounts'];

/** Forgot and reset password (000 §7.2; links land on the app's /reset-password screen). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgotpassword',
    {
      preHandler: app.rateLimits.passwordReset,
      schema: {
        tags,
        summary: 'Send a reset link (valid 1 hour, single use); answers alike for unknown e-mails',
        body: loginSchema.pick({ email: true }),
        response: { 200: envelope(z.object({ sent: z.literal(true) })), ...errorResponses(400) },
      },
    },
    async (request) => {
      await requestPasswordReset({
        db: app.db,
        config: app.config,
        email: request.body.email,
        language: requestLanguage(request.headers['accept-language']),
      });
      return ok({ sent: true as const }, sayTo(request, 'answer.auth.resetSent'));
    },
  );

  app.post(
    '/resetpassword',
    {
      preHandler: app.rateLimits.passwordLinks,
      schema: {
        tags,
        summary: 'Set a new password from a reset link; ends every session of the user',
        body: registrationPayloadSchema.pick({ password: true }).extend({
          token: z
            .string({ error: AUTH_MESSAGES.resetLinkInvalid })
            .min(1, AUTH_MESSAGES.resetLinkInvalid),
        }),
        response: {
          200: envelope(z.object({ reset: z.literal(true) })),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => {
      const { endedSessions } = await resetPassword({
        db: app.db,
        token: request.body.token,
        password: request.body.password,
      });
      app.sessions.end(endedSessions);
      return ok({ reset: true as const }, sayTo(request, 'answer.auth.passwordReset'));
    },
  );
};
