import {
  keepAccountPayloadSchema,
  phoneField,
  registrationPayloadSchema,
} from '@masa/core/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../domain/auth/auth-messages.ts';
import { createGuest } from '../../domain/auth/create-guest.ts';
import { keepGuestAccount } from '../../domain/auth/keep-guest-account.ts';
import { sessionSchema } from '../../domain/auth/issue-session.ts';
import { registerByPhone } from '../../domain/auth/register-by-phone.ts';
import { requestPhoneCode } from '../../domain/auth/request-phone-code.ts';
import { signInSocial } from '../../domain/auth/sign-in-social.ts';
import { verifyProviderIdToken } from '../../domain/auth/verify-provider-id-token.ts';
import { currentCustomerId } from '../../lib/current-customer.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { sayTo } from '../../i18n/say.ts';

const tags = ['accounts'];

/** /users/customer: guest accounts, phone registration, social sign-in with an ID token. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.post(
    '/customer/guest',
    {
      preHandler: app.rateLimits.guest,
      schema: {
        tags,
        summary: "Create a guest account (isGuest) and sign it in; name defaults to 'Misafir'",
        body: z.object({ name: z.string().trim().max(100).optional() }).nullish(),
        response: { 201: envelope(sessionSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const session = await createGuest({
        db,
        config,
        now: app.clock.now(),
        name: request.body?.name,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send(ok(session, sayTo(request, 'answer.auth.guestOk')));
    },
  );

  app.post(
    '/customer/guest/convert',
    {
      preHandler: [app.requireCustomer, ...app.rateLimits.register],
      schema: {
        tags,
        summary:
          'The signed-in guest keeps its account: name, e-mail and password make it a customer with the same id, its orders kept (ADR 036)',
        description:
          'Bearer of a guest account. The guest sessions end and a new session is answered; the address-verification link is sent as on registration. 409 NOT_A_GUEST for an account that is not a guest, 409 EMAIL_TAKEN for a taken e-mail.',
        security: [{ bearer: [] }],
        body: keepAccountPayloadSchema,
        response: { 200: envelope(sessionSchema), ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const { session, endedSessions } = await keepGuestAccount({
        db,
        config,
        now: app.clock.now(),
        userId: currentCustomerId(request),
        input: request.body,
        userAgent: request.headers['user-agent'],
        language: requestLanguage(request.headers['accept-language']),
      });
      app.sessions.end(endedSessions);
      return ok(session, sayTo(request, 'answer.auth.guestKept'));
    },
  );

  app.post(
    '/customer/request-verification',
    {
      preHandler: app.rateLimits.phoneCode,
      schema: {
        tags,
        summary: 'Send a 6-digit code by SMS (valid 10 minutes; one a minute per phone)',
        body: z.object({ phone: phoneField }),
        response: {
          200: envelope(z.object({ sent: z.literal(true) })),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => {
      await requestPhoneCode({ db, config, phone: request.body.phone });
      return ok({ sent: true as const }, sayTo(request, 'answer.auth.phoneCodeSent'));
    },
  );

  app.post(
    '/customer/phone-register',
    {
      preHandler: app.rateLimits.phoneRegister,
      schema: {
        tags,
        summary: 'Create an account from a phone number and the code sent to it (5 tries per code)',
        body: registrationPayloadSchema
          .pick({ name: true, password: true, inviteCode: true })
          .extend({
            phone: phoneField,
            code: z
              .string({ error: AUTH_MESSAGES.phoneCodeFormat })
              .trim()
              .regex(/^\d{6}$/, AUTH_MESSAGES.phoneCodeFormat),
          }),
        response: { 201: envelope(sessionSchema), ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const session = await registerByPhone({
        db,
        config,
        now: app.clock.now(),
        input: request.body,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send(ok(session, sayTo(request, 'answer.auth.phoneRegisterOk')));
    },
  );

  app.post(
    '/customer/sociallogin',
    {
      schema: {
        tags,
        summary:
          'Sign in with a Google or Apple OpenID Connect ID token (verified against the provider keys)',
        body: z.object({
          provider: z.enum(['google', 'apple'], { error: AUTH_MESSAGES.socialProvider }),
          idToken: z
            .string({ error: AUTH_MESSAGES.socialIdTokenRequired })
            .min(1, AUTH_MESSAGES.socialIdTokenRequired),
          name: z.string().trim().max(100).optional(),
        }),
        response: { 200: envelope(sessionSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { provider, idToken, name } = request.body;
      const identity = await verifyProviderIdToken({ config, provider, idToken });
      const session = await signInSocial({
        db,
        config,
        now: app.clock.now(),
        provider,
        identity: { ...identity, name: identity.name ?? name },
        userAgent: request.headers['user-agent'],
        endSessions: app.sessions.end,
      });
      return ok(session, sayTo(request, 'answer.auth.loginOk'));
    },
  );
};
