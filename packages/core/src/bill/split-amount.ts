// The amount of a split-bill selection (001 §4, §9), in kuruş, exact to the kuruş: whatever
// sequence of selections a table makes, the selections plus what remains add up to the order.
//
// How: an item's units are priced one by one. Its charged units (quantity − freeQuantity) come
// first and its free units last, and units already taken (paid or split) are the first ones.
// So a selection of k units of an item with `taken` units gone costs
// charged(taken + k) − charged(taken), and these differences add up over any sequence.
// With VAT added on top, VAT is fixed per unit (as in calculateOrderTotals) for the same reason.
import { addedVat } from '../money/calculate-vat.ts';
import { chargedQuantity } from '../money/charged-quantity.ts';
import { groupVatByRate, type VatRateGroup } from '../money/group-vat-by-rate.ts';
import { MAX_TIP_PERCENTAGE, calculateTip } from '../money/tip.ts';

export type SplitItemInput = {
  /** The charged unit price after discount (OrderLineTotal.chargedUnitPrice). */
  unitPrice: number;
  quantity: number;
  freeQuantity?: number | null;
  /** Whole percent. */
  vatRate: number;
  /** From calculateRemainingQuantity. */
  remainingQuantity: number;
  /** Units chosen now; clamped to 0..remainingQuantity. */
  selectedQuantity: number;
};

export type SplitAmount = {
  /** Items chosen, as priced (VAT-inclusive when prices include VAT). */
  subtotal: number;
  vatTotal: number;
  vatByRate: VatRateGroup[];
  /** tipPercentage (0–20) of the subtotal. */
  tip: number;
  /** subtotal + added VAT + tip. */
  total: number;
};

const whole = (value: number | null | undefined) =>
  Number.isFinite(value) ? Math.max(0, Math.floor(value as number)) : 0;

export function calculateSplitAmount({
  items,
  taxIncludedInPrice,
  tipPercentage = 0,
}: {
  items: readonly SplitItemInput[];
  taxIncludedInPrice: boolean;
  tipPercentage?: number;
}): SplitAmount {
  const entries = items.map((item) => {
    const quantity = whole(item.quantity);
    const charged = chargedQuantity(quantity, whole(item.freeQuantity));
    const remaining = Math.min(quantity, whole(item.remainingQuantity));
    const taken = quantity - remaining;
    const selected = Math.min(remaining, whole(item.selectedQuantity));
    const units = Math.min(taken + selected, charged) - Math.min(taken, charged);
    const unitPrice = whole(item.unitPrice);
    const ratePercent = whole(item.vatRate);
    const unitVat = taxIncludedInPrice ? 0 : addedVat(unitPrice, ratePercent / 100);
    return { ratePercent, amount: units * unitPrice, addedVat: units * unitVat };
  });
  const subtotal = entries.reduce((sum, entry) => sum + entry.amount, 0);
  const vatByRate = groupVatByRate(entries, taxIncludedInPrice);
  const vatTotal = vatByRate.reduce((sum, group) => sum + group.vat, 0);
  const tipRate = Math.min(MAX_TIP_PERCENTAGE, Math.max(0, tipPercentage));
  const tip = calculateTip(subtotal, tipRate);
  return {
    subtotal,
    vatTotal,
    vatByRate,
    tip,
    total: subtotal + (taxIncludedInPrice ? 0 : vatTotal) + tip,
  };
}
