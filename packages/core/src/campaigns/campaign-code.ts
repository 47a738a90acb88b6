// A campaign's code typed by a diner at checkout (issue 20; docs/decisions/041-menu-codes-hours.md).
// The server checks it when typed and again when the order is placed, with these rules and
// messages; the cart shows the same figures through applyCampaign before it is placed.
// Its refusals are core's rule texts (`rules.campaign.*`, ADR 117), said in the reader's language.
import { z } from 'zod';
import { ruleText, type RuleId, type RuleText } from '../i18n/rule-text.ts';
import { formatTry } from '../money/format-try.ts';

const FORMAT: RuleId = 'rules.campaign.format';

/** What a diner types: spaces around it dropped, letters made capitals ('kahvaltı15' too). */
export const campaignCodeInput = z
  .string({ error: FORMAT })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,20}$/, FORMAT);

/** A campaign as the check needs it; money in kuruş, a percentage in whole percent. */
export type CodeCampaign = {
  title: string;
  campaignCode: string;
  discountType: 'percentage' | 'fixed';
  discountValue: number;
  minOrderAmount: number;
  active: boolean;
  startDate: Date | string | null;
  endDate: Date | string | null;
};

export type CampaignRefusal = {
  /** 409: the campaign is not running; 400: this cart does not meet it. */
  status: 400 | 409;
  code: 'CAMPAIGN_NOT_ACTIVE' | 'CAMPAIGN_MINIMUM_NOT_MET';
  message: RuleText;
};

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/**
 * Why the campaign cannot be used now, or null when it can: it must be switched on and running
 * (its start and end are instants, the settings screen stores Istanbul days), and with an
 * `itemsAmount` (what the cart's lines cost after their own discounts, service charges apart)
 * that amount must reach its minimum. Without `itemsAmount` the minimum is not checked.
 */
export function campaignRefusal({
  campaign,
  now,
  itemsAmount,
}: {
  campaign: CodeCampaign;
  now: Date;
  itemsAmount?: number;
}): CampaignRefusal | null {
  const code = campaign.campaignCode;
  const start = time(campaign.startDate);
  const end = time(campaign.endDate);
  const refuse = (id: 'inactive' | 'notStarted' | 'ended'): CampaignRefusal => ({
    status: 409,
    code: 'CAMPAIGN_NOT_ACTIVE',
    message: ruleText(`rules.campaign.${id}`, { code }),
  });
  if (!campaign.active) return refuse('inactive');
  if (start !== null && now.getTime() < start) return refuse('notStarted');
  if (end !== null && now.getTime() > end) return refuse('ended');
  if (itemsAmount !== undefined && itemsAmount < campaign.minOrderAmount) {
    return {
      status: 400,
      code: 'CAMPAIGN_MINIMUM_NOT_MET',
      // Money reads '₺1.234,50' in both languages (ADR 046): the amount goes in formatted.
      message: ruleText('rules.campaign.minimum', {
        code,
        minimum: formatTry(campaign.minOrderAmount),
      }),
    };
  }
  return null;
}
