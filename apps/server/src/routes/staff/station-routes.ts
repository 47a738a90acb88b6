import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listProductStations } from '../../domain/menu/list-product-stations.ts';
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
      return ok(await listProductStations({ db: app.db, businessId }));
    },
  );
};
