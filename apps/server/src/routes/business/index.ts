import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import {
  businessParamsSchema,
  businessStatusSchema,
  publicBusinessSchema,
  publicBusinessSettingsSchema,
} from '../../domain/businesses/business.schemas.ts';
import { findActiveBusiness } from '../../domain/businesses/find-active-business.ts';
import { listActiveBusinesses } from '../../domain/businesses/list-active-businesses.ts';
import { presentBusiness } from '../../domain/businesses/present-business.ts';
import { presentBusinessSettings } from '../../domain/businesses/present-business-settings.ts';
import { readBusinessStatus } from '../../domain/businesses/read-business-status.ts';
import { listBusinessTables } from '../../domain/tables/list-business-tables.ts';
import { presentTable } from '../../domain/tables/present-table.ts';
import { publicTableSchema } from '../../domain/tables/table.schemas.ts';
import { businessMenuRoutes } from './menu-routes.ts';
import { businessOrderAliases } from './order-aliases.ts';
import { businessSettingsRoutes } from './settings.ts';
import { businessTablesRoutes } from './tables.ts';

const tags = ['business'];
const failures = { 400: errorBody, 404: errorBody };
const businessList = envelope(z.array(publicBusinessSchema));

/** /business: 001 §7 business calls (the list, one business, its data, status, menu). Public. */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  const listActive = async () => {
    const rows = await listActiveBusinesses({ db: app.db });
    return ok(rows.map(presentBusiness));
  };
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Active businesses (business list screen)',
        response: { 200: businessList },
      },
    },
    listActive,
  );
  app.get(
    '/active',
    { schema: { tags, summary: 'Active businesses', response: { 200: businessList } } },
    listActive,
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One active business',
        params: businessParamsSchema,
        response: { 200: envelope(publicBusinessSchema), ...failures },
      },
    },
    async (request) => {
      const row = await findActiveBusiness({ db: app.db, businessId: request.params.id });
      return ok(presentBusiness(row));
    },
  );

  app.get(
    '/:id/data',
    {
      schema: {
        tags,
        summary: 'A business with its public settings and active tables',
        params: businessParamsSchema,
        response: {
          200: envelope(
            z.object({
              business: publicBusinessSchema,
              settings: publicBusinessSettingsSchema,
              tables: z.array(publicTableSchema),
            }),
          ),
          ...failures,
        },
      },
    },
    async (request) => {
      const row = await findActiveBusiness({ db: app.db, businessId: request.params.id });
      const tables = await listBusinessTables({ db: app.db, businessId: row.id });
      return ok({
        business: presentBusiness(row),
        settings: presentBusinessSettings(row.settings),
        tables: tables.map(presentTable),
      });
    },
  );

  app.get(
    '/:id/status',
    {
      schema: {
        tags,
        summary: 'Whether the business takes orders (isActive), and its opening hours',
        params: businessParamsSchema,
        response: { 200: envelope(businessStatusSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await readBusinessStatus({
          db: app.db,
          businessId: request.params.id,
          now: app.clock.now(),
        }),
      ),
  );

  await app.register(businessSettingsRoutes);
  await app.register(businessTablesRoutes);
  await app.register(businessMenuRoutes);
  await app.register(businessOrderAliases);
};
