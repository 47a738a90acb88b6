import type { FastifyInstance } from 'fastify';
import { activeOrderRoutes } from './active-routes.ts';
import { liveOrderEditRoutes } from './edit-routes.ts';
import { liveOrderReadRoutes } from './live-routes.ts';
import { liveOrderMessageRoutes } from './message-routes.ts';
import { waiterCallRoutes } from './waiter-routes.ts';

/**
 * Issue 6's order routes (tracking, edit window, waiter call, messages); POST /orders and
 * items/add are in index.ts. Aliases under /tables and /business are registered here, beside
 * the handler they share, not in those areas' files.
 */
export async function liveOrderRoutes(app: FastifyInstance) {
  await app.register(liveOrderReadRoutes);
  await app.register(activeOrderRoutes);
  await app.register(liveOrderEditRoutes);
  await app.register(liveOrderMessageRoutes);
  await app.register(waiterCallRoutes);
}
