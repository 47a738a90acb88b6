import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refuse } from '../lib/app-error.ts';
import { verifyAccessToken, type Principal } from '../lib/access-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who sent the request, from a valid bearer token; undefined for anonymous requests. */
    principal: Principal | undefined;
  }
  interface FastifyInstance {
    /** preHandler: a signed-in customer is required. */
    requireCustomer: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a staff member is required. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Reads `Authorization: Bearer …` once per request. An invalid or expired token on a route that
 * needs sign-in answers 401 so the client refreshes (000 §4.2); on public routes it is ignored.
 */
export const auth = fp(async (app: FastifyInstance) => {
  app.decorateRequest('principal', undefined);
  const invalidToken = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      const result = verifyAccessToken(
        header.slice(7).trim(),
        app.config.jwtSecret,
        app.clock.now(),
      );
      if (result.ok && !app.sessions.isEnded(result.principal.sessionId))
        request.principal = result.principal;
      else invalidToken.add(request);
    }
    done();
  });

  app.decorate('requireCustomer', async (request: FastifyRequest) => {
    if (request.principal?.kind === 'customer') return;
    if (request.principal?.kind === 'staff') throw refuse(403, 'FORBIDDEN.customersOnly');
    throw refuse(401, invalidToken.has(request) ? 'TOKEN_INVALID' : 'AUTH_REQUIRED.sessionExpired');
  });

  app.decorate('requireStaff', async (request: FastifyRequest) => {
    if (request.principal?.kind === 'staff') return;
    if (request.principal?.kind === 'customer') throw refuse(403, 'FORBIDDEN.staffOnly');
    throw refuse(401, invalidToken.has(request) ? 'TOKEN_INVALID' : 'AUTH_REQUIRED.sessionExpired');
  });
});
