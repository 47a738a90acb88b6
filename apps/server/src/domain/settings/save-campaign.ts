import type { campaignBody } from '@masa/core/staff/business-settings.schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { campaigns } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { refuse } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import { campaignInstants, presentCampaign } from './present-settings.ts';
import { type SettingsWriter, writeAuditedSettings } from './write-audited-settings.ts';

/**
 * Adds a campaign or changes one of the business's (another business's id is 404). The diner's
 * menu lists the active ones running today (GET /campaigns/business/{id}/public). A code the
 * business already uses is 409.
 */
async function upsertCampaign({
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

/**
 * The settings screen's save of a campaign: written with its audit record, then
 * `menu:changed` so open diner menus refetch their campaigns (ADR 034). Answers the campaign as
 * the screen shows it.
 */
export function saveCampaign({
  campaign,
  campaignId,
  ...writer
}: SettingsWriter & { campaign: z.output<typeof campaignBody>; campaignId?: string | undefined }) {
  return writeAuditedSettings({
    ...writer,
    change: 'campaigns',
    write: async (tx) => {
      const row = presentCampaign(
        await upsertCampaign({ tx, businessId: writer.businessId, campaign, campaignId }),
      );
      const details = {
        section: 'campaign',
        name: row.title,
        code: row.campaignCode,
        active: row.active,
      };
      return { result: row, subjectId: row.id, details };
    },
  });
}
