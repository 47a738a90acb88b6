// VAT grouped by whole-percent rate (001 §9), shared by order totals and split amounts.
import { includedVat } from './calculate-vat.ts';

export type VatRateGroup = {
  /** Whole percent, e.g. 10 or 20. */
  ratePercent: number;
  /** The amounts taxed at this rate, in kuruş, as priced (VAT-inclusive or net). */
  amount: number;
  /** The VAT of this group in kuruş. */
  vat: number;
};

export type VatEntry = { ratePercent: number; amount: number; addedVat: number };

/**
 * With VAT included in prices, a group's VAT is computed once on the group's amount (one
 * rounding per rate, so it is within half a kuruş of amount × rate / (1 + rate)). With VAT
 * added, the VAT was fixed per unit by the caller (see calculateOrderTotals) and is summed.
 * Groups come out sorted by rate; rates that tax nothing are left out.
 */
export function groupVatByRate(entries: VatEntry[], includedInPrice: boolean): VatRateGroup[] {
  const groups = new Map<number, { amount: number; addedVat: number }>();
  for (const { ratePercent, amount, addedVat } of entries) {
    const key = Math.max(0, Math.round(ratePercent));
    const group = groups.get(key) ?? { amount: 0, addedVat: 0 };
    group.amount += amount;
    group.addedVat += addedVat;
    groups.set(key, group);
  }
  return [...groups.entries()]
    .filter(([, group]) => group.amount > 0)
    .sort(([a], [b]) => a - b)
    .map(([ratePercent, group]) => ({
      ratePercent,
      amount: group.amount,
      vat: includedInPrice ? includedVat(group.amount, ratePercent / 100) : group.addedVat,
    }));
}
