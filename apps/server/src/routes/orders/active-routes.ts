import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderResponse } from '../../domain/orders/order-response.ts';
import { envelope } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { businessIdSchema, tableId as tableIdSchema } from '../../lib/id-schemas.ts';
import { activeDescription, activeLookup, answerActive, tableHeaders } from './active-lookup.ts';
import { requireCustomerOrTableAccess } from './live-auth.ts';

const activeQuery = z.object({
  businessId: businessIdSchema.optional(),
  tableId: tableIdSchema().optional(),
});
const activeSchema = {
  tags: ['orders'],
  security: [{ bearer: [] }],
  headers: tableHeaders,
  description: activeDescription,
  response: { 200: envelope(z.array(orderResponse)), ...errorResponses(400, 401, 403, 404) },
};

/**
 * GET /orders/active (001 §7) and its fallback /orders/active/{tableId}. The other fallbacks,
 * /tables/{tableId}/orders/active and /business/{businessId}/orders?tableId&status=active, are
 * registered by the folders of their URLs with the functions below, as aliases (ADR 020).
 */
export async function activeOrderRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/active',
    {
      onRequest: requireCustomerOrTableAccess(app),
      schema: {
        ...activeSchema,
        summary: 'Active orders at a table (001 §7)',
        querystring: activeQuery,
      },
    },
    async (request) => answerActive(app.db, activeLookup(request, request.query), app.clock.now()),
  );
  registerActiveAtTable(app, '/active/:tableId');
}

/** An alias of GET /orders/active naming the table in its path. */
export function registerActiveAtTable(app: FastifyInstance, url: string) {
  app.withTypeProvider<ZodTypeProvider>().get(
    url,
    {
      onRequest: requireCustomerOrTableAccess(app),
      schema: {
        ...activeSchema,
        summary: 'Alias of GET /orders/active (001 §7 fallback)',
        params: z.object({ tableId: tableIdSchema() }),
        querystring: activeQuery.pick({ businessId: true }),
      },
    },
    async (request) =>
      answerActive(
        app.db,
        activeLookup(request, { ...request.query, tableId: request.params.tableId }),
        app.clock.now(),
      ),
  );
}

/** The alias of GET /orders/active under a business: ?tableId&status=active. */
export function registerActiveOfBusiness(app: FastifyInstance, url: string) {
  app.withTypeProvider<ZodTypeProvider>().get(
    url,
    {
      onRequest: requireCustomerOrTableAccess(app),
      schema: {
        ...activeSchema,
        summary: 'Alias of GET /orders/active (001 §7 fallback): ?tableId&status=active',
        params: z.object({ id: businessIdSchema }),
        querystring: z.object({
          tableId: tableIdSchema().optional(),
          status: z.enum(['active']).default('active'),
        }),
      },
    },
    async (request) =>
      answerActive(
        app.db,
        activeLookup(request, { businessId: request.params.id, tableId: request.query.tableId }),
        app.clock.now(),
      ),
  );
}
