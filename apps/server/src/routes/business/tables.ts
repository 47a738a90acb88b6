import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { businessParamsSchema } from '../../domain/businesses/business.schemas.ts';
import { listBusinessTables } from '../../domain/tables/list-business-tables.ts';
import { presentTable } from '../../domain/tables/present-table.ts';
import { publicTableSchema } from '../../domain/tables/table.schemas.ts';

const tags = ['business'];
const failures = { 400: errorBody, 404: errorBody };

/** A business's tables (their printable QR sheet is the staff's: GET /api/staff/tables/qr-sheet). */
export const businessTablesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/tables',
    {
      schema: {
        tags,
        summary: "The business's active tables, by number",
        params: businessParamsSchema,
        response: { 200: envelope(z.array(publicTableSchema)), ...failures },
      },
    },
    async (request) => {
      const rows = await listBusinessTables({ db: app.db, businessId: request.params.id });
      return ok(rows.map(presentTable));
    },
  );
};
