import { reportQuerySchema } from '@masa/core/reports/report.schemas';
import { priceChangeSchema, priceChangesFileName } from '@masa/core/staff/price-changes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listPriceChangesBetween,
  listProductPriceChanges,
} from '../../domain/price-changes/list-price-changes.ts';
import { writePriceChangesCsv } from '../../domain/price-changes/write-price-changes-csv.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { productIdSchema } from '../../lib/id-schemas.ts';
import { DATA_POLICY } from '../../plugins/security-headers.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';

const WHAT =
  "Every change of a product's own price, an option choice's or an extra's, written in the same transaction as the menu editor's save (ADR 089): who, when, old → new in kuruş (old null: set for the first time; new null: removed).";

/** The price history (issue 35 §3, ADR 089): per product in the editor, and as a CSV. */
export const staffPriceChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/price-changes',
    {
      schema: {
        tags,
        security,
        summary: "A product's price history, newest first",
        description: `${WHAT} Owners and managers; another business's product: 404.`,
        params: z.object({ id: productIdSchema }),
        response: { 200: envelope(z.array(priceChangeSchema)), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'editMenu');
      return ok(
        await listProductPriceChanges({ db: app.db, businessId, productId: request.params.id }),
      );
    },
  );

  app.get(
    '/price-changes.csv',
    {
      schema: {
        tags,
        security,
        summary: "The business's price changes from `from` to `to` as a CSV for Turkish Excel",
        description: `${WHAT} Days of the business's time zone, both included, at most 366. UTF-8 with a byte-order mark, ';' between columns and a decimal comma (what Excel in Turkish opens by a double click), CRLF rows: Tarih;Saat;Ürün;Kalem;Eski fiyat (₺);Yeni fiyat (₺);Değiştiren. Owners and managers.`,
        querystring: reportQuerySchema,
        response: {
          200: {
            description: 'CSV file',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const { businessId } = currentStaff(request, 'editMenu');
      const { from, to } = request.query;
      const changes = await listPriceChangesBetween({ db: app.db, businessId, from, to });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${priceChangesFileName(from, to)}"`)
        .header('cache-control', 'no-store')
        .header('content-security-policy', DATA_POLICY)
        .send(writePriceChangesCsv(changes));
    },
  );
};
