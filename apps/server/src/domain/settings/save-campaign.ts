import type { campaignBody } from '@masa/core/staff/business-settings.schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { campaigns } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { refuse } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import { campaignInstants } from './present-settings.ts';

/**
 * Adds a campaign or changes one of the business's (another business's id is 404). The diner's
 * menu lists the active ones running today (GET /campaigns/business/{id}/public). A code the
 * business already uses is 409.
 */
export async function saveCampaign({
  tx,
  businessId,
  campaignId,
  campaign,
}: {
  tx: Tx;
  businessId: string;
  campaignId?: string | undefined;
  campaign: z.output<typeof campaignBody>;
}) {
  const values = { ...campaign, ...campaignInstants(campaign.startDate, campaign.endDate) };
  try {
    if (campaignId === undefined) {
      const [created] = await tx
        .insert(campaigns)
        .values({ businessId, ...values })
        .returning();
      return created!;
    }
    const [updated] = await tx
      .update(campaigns)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.businessId, businessId)))
      .returning();
    if (!updated) throw refuse(404, 'CAMPAIGN_NOT_FOUND.campaignNotFound');
    return updated;
  } catch (error) {
    if (uniqueViolation(error) === 'campaigns_business_code_key') {
      throw refuse(409, 'CAMPAIGN_CODE_TAKEN', { code: campaign.campaignCode ?? '' });
    }
    throw error;
  }
}
