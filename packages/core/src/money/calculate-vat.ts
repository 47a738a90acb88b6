// VAT of an amount in kuruş (001 §9). Prices include VAT unless the business's
// tax.includedInPrice is false; then VAT is added on top.
import { divideRoundHalfUp, rateToBasisPoints } from './round-half-up.ts';

/** The VAT inside a VAT-inclusive amount: amount × rate / (1 + rate), rounded to the kuruş. */
export function includedVat(amount: number, rate: number): number {
  const bp = rateToBasisPoints(rate);
  if (bp <= 0) return 0;
  return divideRoundHalfUp(amount * bp, 10_000 + bp);
}

/** The VAT to add to a net amount: amount × rate, rounded to the kuruş. */
export function addedVat(amount: number, rate: number): number {
  const bp = rateToBasisPoints(rate);
  if (bp <= 0) return 0;
  return divideRoundHalfUp(amount * bp, 10_000);
}
