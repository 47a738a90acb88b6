import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderResponse } from '../../domain/orders/order-response.ts';
import { envelope } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { businessIdSchema, tableId as tableIdSchema } from '../../lib/id-schemas.ts';
import { activeDescription, activeLookup, answerActive, tableHeaders } from './active-lookup.ts';
import { requireCustomerOrTableAccess } from './live-auth.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];
const activeList = envelope(z.array(orderResponse));

/**
 * GET /orders/active (001 §7) and its fallbacks, answered as aliases (ADR 020):
 * /orders/active/{tableId}, /tables/{tableId}/orders/active and
 * /business/{businessId}/orders?tableId&status=active.
 */
export const activeOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tableAccess = requireCustomerOrTableAccess(app);

  const activeQuery = z.object({
    businessId: businessIdSchema.optional(),
    tableId: tableIdSchema().optional(),
  });
  const activeSchema = {
    tags,
    security,
    headers: tableHeaders,
    description: activeDescription,
    response: { 200: activeList, ...errorResponses(400, 401, 403, 404) },
  };

  app.get(
    '/orders/active',
    {
      onRequest: tableAccess,
      schema: {
        ...activeSchema,
        summary: 'Active orders at a table (001 §7)',
        querystring: activeQuery,
      },
    },
    async (request) => answerActive(app.db, activeLookup(request, request.query), app.clock.now()),
  );
  for (const url of ['/orders/active/:tableId', '/tables/:tableId/orders/active']) {
    app.get(
      url,
      {
        onRequest: tableAccess,
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
  app.get(
    '/business/:id/orders',
    {
      onRequest: tableAccess,
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
};
