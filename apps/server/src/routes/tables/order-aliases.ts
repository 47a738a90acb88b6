import type { FastifyInstance } from 'fastify';
import { registerActiveAtTable } from '../orders/active-routes.ts';
import { registerWaiterCall } from '../orders/waiter-call-route.ts';

/** Fallbacks of order calls under /tables (001 §7), answered as aliases (ADR 020). */
export async function tableOrderAliases(app: FastifyInstance) {
  registerActiveAtTable(app, '/:tableId/orders/active');
  registerWaiterCall(app, '/call-waiter/:id', 'Alias of POST /orders/{id}/waiter/call');
}
