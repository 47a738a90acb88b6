import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessExists } from '../../domain/businesses/business-exists.ts';
import { campaignCodeInput } from '@masa/core/campaigns/campaign-code';
import { findCampaignByCode } from '../../domain/menu/find-campaign-by-code.ts';
import { campaignResponse, listPublicCampaigns } from '../../domain/menu/list-public-campaigns.ts';
import { refuse } from '../../lib/app-error.ts';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { businessIdSchema } from '../../lib/id-schemas.ts';

export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business/:businessId/public',
    {
      schema: {
        tags: ['menu'],
        summary: "A business's campaigns running now (001 §3 Campaign)",
        description:
          '001 §7 reads the list as `data.data`; the answer is `{ success, data: [...] }` and the app unwraps once. Amounts in kuruş.',
        params: z.object({ businessId: businessIdSchema }),
        response: { 200: envelope(z.array(campaignResponse)), 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      if (!(await businessExists({ db: app.db, businessId })))
        throw refuse(404, 'BUSINESS_NOT_FOUND');
      return ok(await listPublicCampaigns({ db: app.db, businessId, now: app.clock.now() }));
    },
  );

  app.get(
    '/business/:businessId/code/:code',
    {
      schema: {
        tags: ['menu'],
        summary: 'The campaign a typed code names, when it can be used now (issue 20)',
        description:
          "The cart's promo-code field checks a code with it (ADR 041): 404 unknown code or business, 409 a campaign switched off, not started or ended, each with the message to show. The cart applies the campaign's discount with core applyCampaign; placing the order with `campaignCode` checks it again, its minimum too, and prices the order.",
        params: z.object({ businessId: businessIdSchema, code: campaignCodeInput }),
        response: {
          200: envelope(campaignResponse),
          400: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) =>
      ok(
        await findCampaignByCode({
          db: app.db,
          businessId: request.params.businessId,
          code: request.params.code,
          now: app.clock.now(),
        }),
      ),
  );
};
