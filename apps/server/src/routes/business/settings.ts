import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import {
  businessParamsSchema,
  publicBusinessSettingsSchema,
  publicPaymentOfferSchema,
} from '../../domain/businesses/business.schemas.ts';
import { onlinePaymentOffer } from '../../domain/businesses/online-payment-offer.ts';
import { findActiveBusiness } from '../../domain/businesses/find-active-business.ts';
import { presentBusinessSettings } from '../../domain/businesses/present-business-settings.ts';

const tags = ['business'];
const failures = { 400: errorBody, 404: errorBody };

/** The public parts of a business's settings (001 §3): payment flags and VAT inclusion. */
export const businessSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/settings',
    {
      schema: {
        tags,
        summary: 'Public settings: accepted payment methods, whether prices include VAT',
        params: businessParamsSchema,
        response: { 200: envelope(publicBusinessSettingsSchema), ...failures },
      },
    },
    async (request) => {
      const row = await findActiveBusiness({ db: app.db, businessId: request.params.id });
      return ok(presentBusinessSettings(row.settings));
    },
  );

  app.get(
    '/:id/settings/payment/public',
    {
      schema: {
        tags,
        summary: 'Accepted payment methods (001 §9 keys), and whether the phone pays online',
        params: businessParamsSchema,
        response: { 200: envelope(publicPaymentOfferSchema), ...failures },
      },
    },
    async (request) => {
      const row = await findActiveBusiness({ db: app.db, businessId: request.params.id });
      const online = onlinePaymentOffer({ settings: row.settings, provider: app.paymentProvider });
      return ok({ ...presentBusinessSettings(row.settings).payment, online });
    },
  );
};
