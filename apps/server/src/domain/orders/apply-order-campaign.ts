import { applyCampaign } from '@masa/core/campaigns/apply-campaign';
import { campaignRefusal, type CodeCampaign } from '@masa/core/campaigns/campaign-code';
import { refuse, AppError } from '../../lib/app-error.ts';
import type { PricedLine } from './price-cart-items.ts';

/** The campaign a typed code names, as the order's context reads it. */
export type OrderCampaign = CodeCampaign & { id: string; titleEn: string };

/**
 * A new order's lines with the campaign of the code the diner typed (issue 20,
 * docs/decisions/041-menu-codes-hours.md): the campaign must be this business's, switched on
 * and running, and the lines (after their own discounts, free units apart) must reach its
 * minimum; then each charged unit carries its share (core applyCampaign) in its unit price and
 * discount, so the one bill model prices the order as it prices any other. Without a code the
 * lines are returned as they are.
 */
export function applyOrderCampaign({
  lines,
  code,
  campaign,
  now,
}: {
  lines: PricedLine[];
  code: string | undefined;
  campaign: OrderCampaign | null;
  now: Date;
}): PricedLine[] {
  if (code === undefined) return lines;
  if (campaign === null) {
    throw refuse(404, 'CAMPAIGN_NOT_FOUND', { code });
  }
  const charged = lines.map((line) => ({
    unitPrice: line.unitPrice,
    chargedQuantity: line.quantity - line.requestedFreeQuantity,
  }));
  const itemsAmount = charged.reduce((sum, l) => sum + l.unitPrice * l.chargedQuantity, 0);
  const refusal = campaignRefusal({ campaign, now, itemsAmount });
  if (refusal) throw new AppError(refusal.status, refusal.code, refusal.message);
  const { unitDiscounts } = applyCampaign(charged, campaign);
  return lines.map((line, index) => {
    const share = unitDiscounts[index] ?? 0;
    return {
      ...line,
      unitPrice: line.unitPrice - share,
      unitDiscount: line.unitDiscount + share,
      campaignDiscount: share,
    };
  });
}
