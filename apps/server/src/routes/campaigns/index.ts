import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businesses } from '../../db/schema/index.ts';
import { campaignResponse, listPublicCampaigns } from '../../domain/menu/list-public-campaigns.ts';
import { notFound } from '../../lib/app-error.ts';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { businessIdSchema } from '../../lib/id-schemas.ts';

export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/campaigns/business/:businessId/public',
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
      const [business] = await app.db
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      if (!business) throw notFound('İşletme bulunamadı', 'BUSINESS_NOT_FOUND');
      return ok(await listPublicCampaigns({ db: app.db, businessId, now: new Date() }));
    },
  );
};
