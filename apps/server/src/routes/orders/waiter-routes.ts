import type { FastifyInstance } from 'fastify';
import { registerWaiterCall } from './waiter-call-route.ts';

/** 'Garson Çağır' at its primary path and its /orders and /tables fallbacks (001 §7). */
export async function waiterCallRoutes(app: FastifyInstance) {
  registerWaiterCall(app, '/orders/:id/waiter/call', 'Call a waiter to the table (001 §7)');
  registerWaiterCall(app, '/orders/:id/call', 'Alias of POST /orders/{id}/waiter/call');
  registerWaiterCall(app, '/tables/call-waiter/:id', 'Alias of POST /orders/{id}/waiter/call');
}
