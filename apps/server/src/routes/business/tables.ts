import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { businessParamsSchema } from '../../domain/businesses/business.schemas.ts';
import { buildQrSheet } from '../../domain/qr/build-qr-sheet.ts';
import { QR_SHEET_CSP } from '../../domain/qr/render-qr-sheet.ts';
import { listBusinessTables } from '../../domain/tables/list-business-tables.ts';
import { presentTable } from '../../domain/tables/present-table.ts';
import { publicTableSchema } from '../../domain/tables/table.schemas.ts';

const tags = ['business'];
const failures = { 400: errorBody, 404: errorBody };

/** A business's tables, and their printable QR sheet. */
export const businessTablesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business/:id/tables',
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

  app.get(
    '/business/:id/qr-sheet',
    {
      schema: {
        tags,
        summary: 'Printable A4 page of every active table QR code (HTML)',
        params: businessParamsSchema,
        response: {
          200: { description: 'HTML page', content: { 'text/html': { schema: z.string() } } },
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const html = await buildQrSheet({
        db: app.db,
        businessId: request.params.id,
        publicUrl: app.config.publicUrl,
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', QR_SHEET_CSP)
        .send(html);
    },
  );
};
