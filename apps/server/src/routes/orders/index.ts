import type { FastifyInstance } from 'fastify';
import { activeOrderRoutes } from './active-routes.ts';
import { billRoutes } from './bill-routes.ts';
import { liveOrderEditRoutes } from './edit-routes.ts';
import { liveOrderReadRoutes } from './live-routes.ts';
import { liveOrderMessageRoutes } from './message-routes.ts';
import { paymentIntentRoutes } from './payment-intent-routes.ts';
import { placeOrderRoutes } from './place-order-routes.ts';
import { waiterCallRoutes } from './waiter-routes.ts';

/**
 * /orders: placing an order and adding to it, following it live (reads, active orders, the edit
 * window, messages, waiter calls), its bill and its payment intents. Aliases of these calls under
 * other prefixes (ADR 020) are registered by the folder of their URL.
 */
export async function orderRoutes(app: FastifyInstance) {
  await app.register(placeOrderRoutes);
  await app.register(liveOrderReadRoutes);
  await app.register(activeOrderRoutes);
  await app.register(liveOrderEditRoutes);
  await app.register(liveOrderMessageRoutes);
  await app.register(waiterCallRoutes);
  await app.register(billRoutes);
  await app.register(paymentIntentRoutes);
}
