import { refuse } from './app-error.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const ORDER_SIGN_IN_REQUIRED = 'Sipariş vermek için giriş yapmalısınız.';

/**
 * onRequest hook of the ordering writes: a signed-in customer (a guest account counts) is required.
 * Without a token the answer is 401 AUTH_REQUIRED with the menu's sign-in text (001 §2, §6);
 * an invalid or expired token and a staff token get the shared answers of `requireCustomer`, so
 * the app refreshes its token as for any other call.
 * NOTE: anonymous orders are refused on purpose; see docs/decisions/004-placing-orders.md.
 */
export function requireOrderingCustomer(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    if (!request.principal && !request.headers.authorization?.startsWith('Bearer ')) {
      throw refuse(401, 'AUTH_REQUIRED');
    }
    await app.requireCustomer(request);
  };
}

/** The signed-in customer's user id, after `requireOrderingCustomer` ran. */
export function customerUserId(request: FastifyRequest): string {
  if (request.principal?.kind !== 'customer') throw refuse(401, 'AUTH_REQUIRED');
  return request.principal.userId;
}
