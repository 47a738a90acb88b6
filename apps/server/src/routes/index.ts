import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/index.ts';

/** Every API area, mounted under /api by app.ts. A route's folder is its URL prefix. */
export async function apiRoutes(api: FastifyInstance) {
  await api.register(healthRoutes);
}
