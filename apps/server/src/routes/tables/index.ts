import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/app-error.ts';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { businessIdSchema } from '../../domain/businesses/business.schemas.ts';
import { findTable } from '../../domain/tables/find-table.ts';
import { listBusinessTables } from '../../domain/tables/list-business-tables.ts';
import { presentTable } from '../../domain/tables/present-table.ts';
import { publicTableSchema, tableIdSchema } from '../../domain/tables/table.schemas.ts';
import { tableCodeRoutes } from './codes.ts';
import { tableOrderAliases } from './order-aliases.ts';
import { tableSessionRoutes } from './sessions.ts';
import { sharedCartRoutes } from './shared-cart-routes.ts';
import { sittingRoutes } from './sitting-routes.ts';

const tags = ['tables'];
const failures = { 400: errorBody, 404: errorBody };

const businessQuery = z.object({
  business: businessIdSchema.optional(),
  businessId: businessIdSchema.optional(),
});
const tableHeaders = z.looseObject({
  'x-business-id': businessIdSchema.optional(),
  'x-table-id': tableIdSchema.optional(),
});

/** The business a caller names, by query (?business= or ?businessId=) or X-Business-Id. */
function namedBusiness(query: z.infer<typeof businessQuery>, header: string | undefined) {
  const named = [query.business, query.businessId, header].filter((id) => id !== undefined);
  if (new Set(named).size > 1) throw refuse(400, 'BUSINESS_MISMATCH');
  return named[0];
}

/** /tables: 001 §7 table calls (public: a table's id is printed on it), its sittings and cart. */
export const tableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          "A business's active tables; the business is required (?business= or X-Business-Id)",
        querystring: businessQuery,
        headers: tableHeaders,
        response: { 200: envelope(z.array(publicTableSchema)), ...failures },
      },
    },
    async (request) => {
      const businessId = namedBusiness(request.query, request.headers['x-business-id']);
      // Never every table of every business to an anonymous caller.
      if (!businessId) throw refuse(400, 'BUSINESS_REQUIRED');
      const rows = await listBusinessTables({ db: app.db, businessId });
      return ok(rows.map(presentTable));
    },
  );

  app.get(
    '/:tableId',
    {
      schema: {
        tags,
        summary: 'One active table; with a business named, only a table of that business',
        params: z.object({ tableId: tableIdSchema }),
        querystring: businessQuery,
        headers: tableHeaders,
        response: { 200: envelope(publicTableSchema), ...failures },
      },
    },
    async (request) => {
      const { tableId } = request.params;
      const headerTable = request.headers['x-table-id'];
      if (headerTable !== undefined && headerTable !== tableId) {
        throw refuse(400, 'TABLE_MISMATCH');
      }
      const businessId = namedBusiness(request.query, request.headers['x-business-id']);
      return ok(presentTable(await findTable({ db: app.db, tableId, businessId })));
    },
  );

  await app.register(tableCodeRoutes);
  await app.register(tableSessionRoutes);
  await app.register(sittingRoutes);
  await app.register(sharedCartRoutes);
  await app.register(tableOrderAliases);
};
