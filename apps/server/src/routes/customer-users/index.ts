import { loginSchema, createRegistrationPayloadSchema } from '@masa/core/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSchema } from '../../domain/auth/issue-session.ts';
import { loginCustomer } from '../../domain/auth/login-customer.ts';
import { registerCustomer } from '../../domain/auth/register-customer.ts';
import { revokeSession } from '../../domain/auth/revoke-session.ts';
import { getTotalSpend } from '../../domain/users/get-total-spend.ts';
import { getUser } from '../../domain/users/get-user.ts';
import { publicUserSchema, toPublicUser } from '../../domain/users/public-user.ts';
import { currentCustomerId } from '../../lib/current-customer.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { passwordRoutes } from './password-routes.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { sayTo } from '../../i18n/say.ts';

const tags = ['accounts'];
const bearer = [{ bearer: [] }];

/** 000 §7.2 customer-users calls: register, login, logout, me, total spend, password reset. */
export const customerUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      preHandler: app.rateLimits.register,
      schema: {
        tags,
        summary: 'Register a customer (000 §3.3, rules of §5.2); optional inviteCode',
        body: createRegistrationPayloadSchema(),
        response: { 201: envelope(sessionSchema), ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const session = await registerCustomer({
        db: app.db,
        config: app.config,
        now: app.clock.now(),
        payload: request.body,
        userAgent: request.headers['user-agent'],
        language: requestLanguage(request.headers['accept-language']),
      });
      return reply.status(201).send(ok(session, sayTo(request, 'answer.auth.registerOk')));
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (rate-limited per account and per IP)',
        body: loginSchema,
        response: { 200: envelope(sessionSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      // A 429 gets its Retry-After from the error handler.
      const session = await loginCustomer({
        db: app.db,
        config: app.config,
        now: app.clock.now(),
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return ok(session, sayTo(request, 'answer.auth.loginOk'));
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary:
          'End the session of the refresh token (its whole family), or else of the access token; its access tokens and sockets stop at once. Works with an expired access token',
        body: z.object({ refreshToken: z.string().optional() }).nullish(),
        response: { 200: envelope(z.object({ revoked: z.boolean() })) },
      },
    },
    async (request) => {
      // A browser app's cookie goes too (ADR 016).
      request.clearRefreshCookie = true;
      const refreshToken = request.body?.refreshToken;
      const principal = request.principal?.kind === 'customer' ? request.principal : undefined;
      const sessionId = principal?.sessionId;
      const ended =
        refreshToken || sessionId
          ? await revokeSession({ db: app.db, refreshToken, sessionId, userId: principal?.userId })
          : { sessionId: undefined, revoked: false };
      // The access tokens and sockets of the session stop at once, not at their expiry.
      if (ended.sessionId) app.sessions.end([ended.sessionId]);
      return ok({ revoked: ended.revoked }, sayTo(request, 'answer.auth.logoutOk'));
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        summary: 'The signed-in customer',
        security: bearer,
        response: { 200: envelope(publicUserSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      return ok(toPublicUser(await getUser({ db: app.db, userId: currentCustomerId(request) })));
    },
  );

  app.get(
    '/me/total-spend',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        summary:
          "Total spend for the profile's 'Toplam Harcama' (000 §4.4): what the diner paid, tips included and counted apart, in kuruş",
        security: bearer,
        response: {
          200: envelope(
            z.object({
              total: z
                .number()
                .int()
                .describe(
                  "Kuruş: the diner's own payments (her requests; at the tablet only while she sat alone, ADR 058), tips included.",
                ),
              tips: z.number().int().describe('Kuruş: the tips inside total.'),
            }),
          ),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      return ok(await getTotalSpend({ db: app.db, userId: currentCustomerId(request) }));
    },
  );

  await app.register(passwordRoutes);
};
