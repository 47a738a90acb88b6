// 001 §9: discount price = price − price × discountPercentage / 100, in kuruş.
import { divideRoundHalfUp, percentToBasisPoints } from './round-half-up.ts';

/**
 * The discount on a price, rounded half-up to the kuruş (so the discount shown is exactly
 * what is taken off). Percentages outside 0–100 are clamped.
 */
export function discountAmount(
  price: number,
  discountPercentage: number | null | undefined,
): number {
  const bp = Math.min(10_000, Math.max(0, percentToBasisPoints(discountPercentage ?? 0)));
  return divideRoundHalfUp(price * bp, 10_000);
}

/** The price after its percentage discount: price − discountAmount(price, percentage). */
export function discountedPrice(
  price: number,
  discountPercentage: number | null | undefined,
): number {
  return price - discountAmount(price, discountPercentage);
}
