import { applyCampaign } from '@masa/core/campaigns/apply-campaign';
import type { CodeCampaign } from '@masa/core/campaigns/campaign-code';
import { type OrderTotals, calculateOrderTotals } from '@masa/core/money/calculate-order-totals';
import type { ServiceCharge } from './get-applicable-service-charges.ts';
import type { CartItem } from './cart-item.ts';
import type { FreePick } from './free-picks.ts';

/** 0.2 → 20: the menu's fraction as the whole percent the server charges. */
export const vatPercent = (vatRate: number) => Math.round(vatRate * 100);

/**
 * The figures of the order the cart will place, computed by core calculateOrderTotals with
 * the inputs the server gives it (core bill/price-order.ts): each line's charged unit price
 * (discount, options and extras already in it), free units of picked items, the applicable
 * service charges with their VAT rates, the person count, and the business's
 * tax.includedInPrice.
 */
export function computeCheckoutTotals({
  items,
  picks = [],
  charges = [],
  personCount,
  taxIncludedInPrice,
  campaign = null,
}: {
  items: readonly CartItem[];
  picks?: readonly FreePick[];
  charges?: readonly Pick<ServiceCharge, 'calculation' | 'value' | 'vatRate'>[];
  personCount: number;
  taxIncludedInPrice: boolean;
  /** A campaign whose code applies: each unit carries its share, as the server prices it. */
  campaign?: Pick<CodeCampaign, 'discountType' | 'discountValue'> | null;
}): OrderTotals & { campaignDiscount: number } {
  const shares = campaign
    ? applyCampaign(
        items.map((item) => ({ unitPrice: item.price, chargedQuantity: item.quantity })),
        campaign,
      )
    : { unitDiscounts: [], total: 0 };
  const share = (index: number) => shares.unitDiscounts[index] ?? 0;
  const totals = calculateOrderTotals({
    lines: [
      ...items.map((item, index) => ({
        unitPrice: item.price - share(index),
        originalPrice: item.price - share(index),
        quantity: item.quantity,
        freeQuantity: 0,
        vatRate: vatPercent(item.vatRate),
      })),
      ...picks.map((pick) => ({
        unitPrice: pick.unitPrice,
        originalPrice: pick.unitPrice,
        quantity: pick.quantity,
        freeQuantity: pick.quantity,
        vatRate: vatPercent(pick.vatRate),
      })),
    ],
    serviceCharges: charges.map(({ calculation, value, vatRate }) => ({
      calculation,
      value,
      vatRate: vatPercent(vatRate),
    })),
    personCount,
    taxIncludedInPrice,
  });
  // The discount is already in each unit price; the server stores it as charged units × the
  // discount on one unit (free units carry none), and so does the summary.
  const discountTotal = items.reduce(
    (sum, item, index) => sum + (item.originalPrice - item.price + share(index)) * item.quantity,
    0,
  );
  return { ...totals, discountTotal, campaignDiscount: shares.total };
}
