import { campaignRefusal } from '@masa/core/campaigns/campaign-code';
import type { CampaignResponse } from '@masa/core/menu/menu.schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses, campaigns } from '../../db/schema/index.ts';
import { refuse, AppError } from '../../lib/app-error.ts';
import { presentPublicCampaign } from './list-public-campaigns.ts';

/**
 * The campaign a diner's typed code names (issue 20, docs/decisions/041-menu-codes-hours.md),
 * when it can be used now: this business's, switched on and running. Its minimum is the cart's
 * to meet (the cart shows it at once; placing the order checks it again). An unknown business
 * or code is 404, a campaign not running 409, each with the message the cart shows.
 */
export async function findCampaignByCode({
  db,
  businessId,
  code,
  now,
}: {
  db: Db;
  businessId: string;
  /** Normalised by core campaignCodeInput. */
  code: string;
  now: Date;
}): Promise<CampaignResponse> {
  const [row] = await db
    .select({ businessId: businesses.id, campaign: campaigns })
    .from(businesses)
    .leftJoin(
      campaigns,
      and(eq(campaigns.businessId, businesses.id), eq(campaigns.campaignCode, code)),
    )
    .where(eq(businesses.id, businessId));
  if (!row) throw refuse(404, 'BUSINESS_NOT_FOUND.businessInfo');
  const campaign = row.campaign;
  if (!campaign?.campaignCode) {
    throw refuse(404, 'CAMPAIGN_NOT_FOUND', { code });
  }
  const refusal = campaignRefusal({
    campaign: { ...campaign, campaignCode: campaign.campaignCode },
    now,
  });
  if (refusal) throw new AppError(refusal.status, refusal.code, refusal.message);
  return presentPublicCampaign(campaign);
}
