import type { FastifyInstance } from 'fastify';
import { registerActiveOfBusiness } from '../orders/active-routes.ts';

/** The fallback of GET /orders/active under a business (001 §7), an alias (ADR 020). */
export async function businessOrderAliases(app: FastifyInstance) {
  registerActiveOfBusiness(app, '/:id/orders');
}
