// VAT by whole-percent rate (001 §9: "VAT is grouped by whole-percent rate in lists"), rounded
// once per rate: the VAT of a rate is computed on the sum of everything taxed at that rate,
// never summed from rounded per-line figures.
import { addedVat, includedVat } from './calculate-vat.ts';

/** The VAT of an amount at a whole-percent rate: inside it, or to add on top of it. */
export function vatOf(amount: number, vatRate: number, includedInPrice: boolean): number {
  const rate = Math.max(0, Math.round(vatRate)) / 100;
  return includedInPrice ? includedVat(amount, rate) : addedVat(amount, rate);
}
