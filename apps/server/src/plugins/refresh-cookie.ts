import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  browserApp,
  clearRefreshCookie,
  refreshCookie,
  type RefreshCookieKind,
} from '../lib/refresh-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set for a browser app's request (X-App-Type customer or staff), or for a refresh whose
     * token came from the cookie: a refresh token in the answer goes into the cookie instead.
     */
    refreshCookieKind: RefreshCookieKind | null;
    /** Set by a logout: the answer clears the cookie. */
    clearRefreshCookie: boolean;
    /** Set by a sign-in that is not remembered on the device: a session cookie. */
    refreshCookieSessionOnly: boolean;
  }
}

/**
 * Moves every refresh token an answer carries (sign-in, registration, guest, staff sign-in,
 * refresh) into its HttpOnly cookie for the browser apps, so no script ever sees one
 * (docs/decisions/016-refresh-token-cookie.md). API clients without X-App-Type (the simulator,
 * the bench, tests) keep receiving it in the body.
 */
export const refreshCookies = fp(async (app: FastifyInstance) => {
  app.decorateRequest('refreshCookieKind', null);
  app.decorateRequest('clearRefreshCookie', false);
  app.decorateRequest('refreshCookieSessionOnly', false);
  // Callbacks, not async functions: every answer passes here, most with nothing to do.
  app.addHook('onRequest', (request, _reply, done) => {
    request.refreshCookieKind = browserApp(request);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, moveRefreshToken(request, reply, payload));
  });

  function moveRefreshToken(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const kind = request.refreshCookieKind;
    if (!kind) return payload;
    const https = request.protocol === 'https';
    if (request.clearRefreshCookie) reply.header('set-cookie', clearRefreshCookie(kind, https));
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (!json || typeof payload !== 'string' || !payload.includes('"refreshToken"')) {
      return payload;
    }
    const body = JSON.parse(payload) as { data?: { refreshToken?: unknown } };
    const token = body.data?.refreshToken;
    if (typeof token !== 'string') return payload;
    delete body.data!.refreshToken;
    reply.header(
      'set-cookie',
      refreshCookie({
        kind,
        token,
        maxAgeSeconds: request.refreshCookieSessionOnly ? null : app.config.refreshTokenTtlSeconds,
        https,
      }),
    );
    return JSON.stringify(body);
  }
});
