import type { FastifyInstance } from 'fastify';
import { registerWaiterCall } from '../orders/waiter-call-route.ts';

/** POST /waiters/call/{id}: the last fallback of the waiter call (001 §7), an alias. */
export async function waiterRoutes(app: FastifyInstance) {
  registerWaiterCall(app, '/call/:id', 'Alias of POST /orders/{id}/waiter/call');
}
