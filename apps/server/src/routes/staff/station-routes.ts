import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categories, products } from '../../db/schema/index.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';

/** Where each dish is made, for the kitchen display's station filter (issue 16 §4). */
export const staffStationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stations',
    {
      schema: {
        tags,
        security,
        summary: "The business's kitchen-display stations and the station of each product",
        description: "A product's station is its category's (default 'Mutfak'). Every staff role.",
        response: {
          200: envelope(
            z.object({
              stations: z.array(z.string()),
              productStations: z.record(z.string(), z.string()),
            }),
          ),
          ...failures,
        },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request);
      const rows = await app.db
        .select({ productId: products.id, station: categories.station })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(categories.businessId, businessId))
        .orderBy(asc(categories.sortOrder));
      const stations = [...new Set(rows.map((row) => row.station))];
      return ok({
        stations,
        productStations: Object.fromEntries(rows.map((row) => [row.productId, row.station])),
      });
    },
  );
};
