// How a campaign's discount meets an order (docs/decisions/041-menu-codes-hours.md): it is
// carried by the charged units, as a product's own discount is, so the one bill model
// (ADR 027) prices, taxes, splits and pays a discounted order exactly as any other.
import { discountAmount } from '../money/discounted-price.ts';
import type { CodeCampaign } from './campaign-code.ts';

/** A line as priced before the campaign: one charged unit's price and how many are charged. */
export type CampaignLine = { unitPrice: number; chargedQuantity: number };

export type CampaignDiscount = {
  /** The campaign's discount on one charged unit of each line, in the lines' order. */
  unitDiscounts: number[];
  /** Σ charged units × their discount: what the order is given. */
  total: number;
};

const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/**
 * The campaign's discount per charged unit. A percentage takes that percent off each unit
 * (rounded half-up per unit, like a product discount). A fixed amount (at most what the lines
 * cost) is shared in proportion to each unit's price, rounded down, and the kuruş left over go
 * to the lines with the fewest units first, whole kuruş per unit; when every line has several
 * units a few kuruş may stay unshared, so the order is never given more than the amount.
 */
export function applyCampaign(
  lines: readonly CampaignLine[],
  campaign: Pick<CodeCampaign, 'discountType' | 'discountValue'>,
): CampaignDiscount {
  const priced = lines.map((line) => ({
    price: whole(line.unitPrice),
    units: whole(line.chargedQuantity),
  }));
  let unitDiscounts: number[];
  if (campaign.discountType === 'percentage') {
    unitDiscounts = priced.map((line) =>
      line.units === 0 ? 0 : discountAmount(line.price, campaign.discountValue),
    );
  } else {
    const amount = priced.reduce((sum, line) => sum + line.units * line.price, 0);
    const given = Math.min(whole(campaign.discountValue), amount);
    unitDiscounts = priced.map((line) =>
      line.units === 0 || amount === 0 ? 0 : Math.floor((given * line.price) / amount),
    );
    let left = given - priced.reduce((sum, line, i) => sum + line.units * unitDiscounts[i]!, 0);
    const byUnits = priced
      .map((line, index) => ({ ...line, index }))
      .filter((line) => line.units > 0)
      .sort((a, b) => a.units - b.units || a.index - b.index);
    for (const line of byUnits) {
      if (left === 0) break;
      const room = line.price - unitDiscounts[line.index]!;
      const extra = Math.min(Math.floor(left / line.units), room);
      unitDiscounts[line.index]! += extra;
      left -= extra * line.units;
    }
  }
  return {
    unitDiscounts,
    total: priced.reduce((sum, line, i) => sum + line.units * unitDiscounts[i]!, 0),
  };
}
