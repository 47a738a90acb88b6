import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../domain/auth/auth-messages.ts';
import { exchangeGoogleCode } from '../../domain/auth/exchange-google-code.ts';
import {
  verifyProviderIdToken,
  type SocialProvider,
} from '../../domain/auth/verify-provider-id-token.ts';
import { isStateFromThisBrowser, isValidOAuthState, oidcNonce } from '../../lib/oauth-state.ts';
import { completeSocialSignIn } from './complete-social-sign-in.ts';
import { sendSocialResultPage } from './social-pages.ts';

const tags = ['social sign-in'];

/**
 * Where Google and Apple send the popup back. The signed state is checked first (see
 * lib/oauth-state.ts); Google's code is traded with PKCE, Apple's ID token verified with its
 * nonce. Every outcome is the popup's result page (000 §4.1), never JSON.
 */
export const providerCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Apple posts its callback as an HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** A state this server signed, not expired, and started in this very browser. */
  const trusted = (request: FastifyRequest, provider: SocialProvider, state: string) =>
    isValidOAuthState(config.jwtSecret, provider, state) &&
    isStateFromThisBrowser(config.jwtSecret, provider, state, request.headers.cookie);

  app.get(
    '/google/callback',
    {
      schema: {
        tags,
        summary: 'Google redirects the popup here with an authorization code',
        querystring: z.object({
          code: z.string().optional(),
          state: z.string().optional(),
          error: z.string().optional(),
        }),
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const { code, state } = request.query;
      if (!code || !state || !trusted(request, 'google', state)) {
        return sendSocialResultPage(reply, 'google', { error: AUTH_MESSAGES.socialFailed.google });
      }
      const identity = () => exchangeGoogleCode({ config, code, state });
      return sendSocialResultPage(
        reply,
        'google',
        await completeSocialSignIn(app, 'google', identity, request.headers['user-agent']),
      );
    },
  );

  app.post(
    '/apple/callback',
    {
      schema: {
        tags,
        summary: 'Apple posts the popup here (form_post) with an ID token',
        consumes: ['application/x-www-form-urlencoded'],
        body: z.object({
          state: z.string().optional(),
          id_token: z.string().optional(),
          user: z.string().optional(),
        }),
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const { state, id_token: idToken } = request.body;
      if (!state || !idToken || !trusted(request, 'apple', state)) {
        return sendSocialResultPage(reply, 'apple', { error: AUTH_MESSAGES.socialFailed.apple });
      }
      const identity = async () => {
        const verified = await verifyProviderIdToken({
          config,
          provider: 'apple',
          idToken,
          nonce: oidcNonce(config.jwtSecret, state),
        });
        return { ...verified, name: verified.name ?? appleName(request.body.user) };
      };
      return sendSocialResultPage(
        reply,
        'apple',
        await completeSocialSignIn(app, 'apple', identity, request.headers['user-agent']),
      );
    },
  );
};

/** Apple sends the name once, on the first sign-in, as JSON in the `user` form field. */
function appleName(user: string | undefined): string | undefined {
  try {
    const parsed = JSON.parse(user ?? '') as { name?: { firstName?: string; lastName?: string } };
    const name = [parsed.name?.firstName, parsed.name?.lastName].filter(Boolean).join(' ');
    return name || undefined;
  } catch {
    return undefined;
  }
}
