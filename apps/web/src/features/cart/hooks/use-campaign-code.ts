import { campaignRefusal } from '@masa/core/campaigns/campaign-code';
import type { CampaignResponse } from '@masa/core/menu/menu.schemas';
import { useState } from 'react';
import type { CartItem } from '../../../lib/cart/cart-item.ts';
import { computeCheckoutTotals } from '../../../lib/cart/checkout-totals.ts';
import { sayRule } from '../../../i18n/rule-texts.ts';

/**
 * The campaign whose code the diner applied at checkout (issue 20, ADR 041), and whether it
 * applies to this cart now: the cart's dishes must reach its minimum, checked with core as the
 * server checks it when the order is placed. `applied` is what the totals take off.
 */
export function useCampaignCode({
  items,
  taxIncludedInPrice,
  now,
}: {
  items: readonly CartItem[];
  taxIncludedInPrice: boolean;
  now: Date;
}) {
  const [campaign, setCampaign] = useState<CampaignResponse | null>(null);
  const refusal = campaign
    ? (campaignRefusal({
        campaign: {
          title: campaign.title,
          campaignCode: campaign.campaignCode ?? '',
          discountType: campaign.discount.type,
          discountValue: campaign.discount.value,
          minOrderAmount: campaign.discount.minOrderAmount,
          active: true,
          startDate: campaign.startDate,
          endDate: campaign.endDate,
        },
        now,
        itemsAmount: computeCheckoutTotals({ items, personCount: 1, taxIncludedInPrice }).subtotal,
      })?.message ?? null)
    : null;
  const applied =
    campaign && refusal === null
      ? { discountType: campaign.discount.type, discountValue: campaign.discount.value }
      : null;
  return {
    campaign,
    setCampaign,
    refusal: refusal && sayRule(refusal),
    applied,
  };
}
