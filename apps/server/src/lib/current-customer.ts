import { refuse } from './app-error.ts';
import type { FastifyRequest } from 'fastify';

/** The signed-in customer's id, on a route behind `app.requireCustomer`. */
export function currentCustomerId(request: FastifyRequest): string {
  const principal = request.principal;
  if (principal?.kind !== 'customer') {
    throw refuse(401, 'UNAUTHORIZED.sessionExpired');
  }
  return principal.userId;
}
