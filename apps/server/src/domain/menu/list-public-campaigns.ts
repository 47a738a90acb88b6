import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { BusinessScope } from '../../lib/db-tx.ts';
import { campaigns } from '../../db/schema/index.ts';

import { campaignResponse, type CampaignResponse } from '@masa/core/menu/menu.schemas';

export { campaignResponse, type CampaignResponse };

/** A business's active campaigns running now, soonest ending first. */
export async function listPublicCampaigns({
  db,
  businessId,
  now,
}: BusinessScope & { now: Date }): Promise<CampaignResponse[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.businessId, businessId),
        eq(campaigns.active, true),
        or(isNull(campaigns.startDate), lte(campaigns.startDate, now)),
        or(isNull(campaigns.endDate), gte(campaigns.endDate, now)),
      ),
    )
    .orderBy(asc(campaigns.endDate), asc(campaigns.title));
  return rows.map(presentPublicCampaign);
}

/** A campaign row as the diner's app reads it (001 §3 Campaign). */
export function presentPublicCampaign(row: typeof campaigns.$inferSelect): CampaignResponse {
  return {
    id: row.id,
    _id: row.id,
    title: row.title,
    description: row.description,
    // Both languages (ADR 060): the app picks the English when the page is English.
    name: row.title,
    nameEn: row.titleEn,
    descriptionEn: row.descriptionEn,
    type: row.type,
    discount: {
      type: row.discountType,
      value: row.discountValue,
      minOrderAmount: row.minOrderAmount,
    },
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    campaignCode: row.campaignCode,
    media: { thumbnail: row.thumbnail },
  };
}
