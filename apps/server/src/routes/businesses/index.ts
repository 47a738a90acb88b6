import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import {
  businessParamsSchema,
  publicBusinessSchema,
} from '../../domain/businesses/business.schemas.ts';
import { findActiveBusiness } from '../../domain/businesses/find-active-business.ts';
import { presentBusiness } from '../../domain/businesses/present-business.ts';

/** 001 §7 lists GET /businesses/{id} beside GET /business/{id}: the same answer (ADR 020). */
export const businessesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      schema: {
        tags: ['business'],
        summary: 'One active business (alias of GET /business/{id})',
        params: businessParamsSchema,
        response: { 200: envelope(publicBusinessSchema), 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const row = await findActiveBusiness({ db: app.db, businessId: request.params.id });
      return ok(presentBusiness(row));
    },
  );
};
