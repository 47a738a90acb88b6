import { type OrderTotals, calculateOrderTotals } from '@masa/core/money/calculate-order-totals';
import type { ServiceCharge } from '../api/get-applicable-service-charges.ts';
import type { CartItem } from './cart-item.ts';
import type { FreePick } from './free-picks.ts';

/** 0.2 → 20: the menu's fraction as the whole percent the server charges. */
export const vatPercent = (vatRate: number) => Math.round(vatRate * 100);

/**
 * The figures of the order the cart will place, computed by core calculateOrderTotals with
 * the inputs the server gives it (core money/compute-order-figures.ts): each line's charged unit price
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
}: {
  items: readonly CartItem[];
  picks?: readonly FreePick[];
  charges?: readonly Pick<ServiceCharge, 'calculation' | 'value' | 'vatRate'>[];
  personCount: number;
  taxIncludedInPrice: boolean;
}): OrderTotals {
  const totals = calculateOrderTotals({
    lines: [
      ...items.map((item) => ({
        unitPrice: item.price,
        originalPrice: item.price,
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
    (sum, item) => sum + (item.originalPrice - item.price) * item.quantity,
    0,
  );
  return { ...totals, discountTotal };
}
