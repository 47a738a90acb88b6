import type { FastifyInstance } from 'fastify';
import { registerWaiterCall } from './waiter-call-route.ts';

/**
 * 'Garson Çağır' at its primary path and its /orders fallback (001 §7); the /tables and
 * /waiters fallbacks are registered by their folders.
 */
export async function waiterCallRoutes(app: FastifyInstance) {
  registerWaiterCall(app, '/:id/waiter/call', 'Call a waiter to the table (001 §7)');
  registerWaiterCall(app, '/:id/call', 'Alias of POST /orders/{id}/waiter/call');
}
