import { loginSchema } from '@masa/core/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../domain/auth/auth-messages.ts';
import { buildAuthorizationUrl } from '../../domain/auth/build-authorization-url.ts';
import { languageOf } from '../../i18n/request-language.ts';
import { sayFieldMessage } from '../../i18n/say.ts';
import { isFromThisMachine } from '../../lib/from-this-machine.ts';
import { oauthBrowserCookie } from '../../lib/oauth-state.ts';
import type { SocialIdentity, SocialProvider } from '../../domain/auth/verify-provider-id-token.ts';
import { completeSocialSignIn } from './complete-social-sign-in.ts';
import { providerCallbackRoutes } from './provider-callback-routes.ts';
import { sendDevProviderPage, sendSocialResultPage } from './social-pages.ts';

const tags = ['social sign-in'];
const PROVIDERS: SocialProvider[] = ['google', 'apple'];

/**
 * The sign-in popups of 000 §4.1. With a client id: the provider's real sign-in (Google: code +
 * PKCE; Apple: form_post with an ID token). Without one: the development-mode page, only with
 * DEV_OUTBOX=true (never in production) and only for requests from this machine: it signs in as
 * any e-mail typed (docs/decisions/007-development-doors.md).
 */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  for (const provider of PROVIDERS) {
    app.get(
      `/${provider}`,
      {
        schema: {
          tags,
          summary: `${provider} sign-in popup: provider page, or the development page`,
          produces: ['text/html'],
        },
      },
      async (request, reply) => {
        const url = buildAuthorizationUrl(config, provider);
        if (url) {
          const state = new URL(url).searchParams.get('state') ?? '';
          const https = config.publicUrl.startsWith('https://');
          void reply.header(
            'set-cookie',
            oauthBrowserCookie(config.jwtSecret, provider, state, https),
          );
          return reply.redirect(url);
        }
        if (config.devTools && isFromThisMachine(request))
          return sendDevProviderPage(reply, provider);
        return sendSocialResultPage(reply, provider, {
          error: AUTH_MESSAGES.socialNotConfigured[provider],
        });
      },
    );

    app.get(
      `/${provider}/dev-callback`,
      {
        schema: {
          tags,
          summary: `Development ${provider} sign-in: signs in or creates the typed identity`,
          querystring: z.object({ email: z.string().optional(), name: z.string().optional() }),
          produces: ['text/html'],
        },
      },
      async (request, reply) => {
        if (
          !config.devTools ||
          !isFromThisMachine(request) ||
          buildAuthorizationUrl(config, provider)
        )
          return reply.callNotFound();
        const email = loginSchema.shape.email.safeParse(request.query.email ?? '');
        if (!email.success) {
          return sendSocialResultPage(reply, provider, {
            error: sayFieldMessage(languageOf(request), email.error.issues[0]?.message ?? ''),
          });
        }
        const address = email.data.toLowerCase();
        const identity = async (): Promise<SocialIdentity> => ({
          subject: `dev:${address}`,
          email: address,
          emailVerified: true,
          name: request.query.name?.trim().slice(0, 100) || undefined,
        });
        return sendSocialResultPage(
          reply,
          provider,
          await completeSocialSignIn(app, provider, identity, request.headers['user-agent']),
        );
      },
    );
  }

  await app.register(providerCallbackRoutes);
};
