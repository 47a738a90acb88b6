import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuse } from '../../lib/app-error.ts';

/**
 * onRequest of the customer's order routes (001 §5): no token at all answers 401 AUTH_ERROR;
 * an invalid or expired token, or a staff token, gets the shared answers of requireCustomer
 * (401 TOKEN_INVALID so the app refreshes, 403 for staff).
 */
export function requireOrderCustomer(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw refuse(401, 'AUTH_ERROR');
    await app.requireCustomer(request);
  };
}

/**
 * onRequest of the table's active-order lookups: a customer with a token, or an anonymous
 * diner who sends `X-Customer-Access` (001 §6). Neither answers 401 AUTH_ERROR.
 */
export function requireCustomerOrTableAccess(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    if (request.headers.authorization) return app.requireCustomer(request);
    if (!request.headers['x-customer-access']) throw refuse(401, 'AUTH_ERROR');
  };
}
