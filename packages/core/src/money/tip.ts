// Tips (001 §9): a percentage of a base amount in kuruş.
import { divideRoundHalfUp, percentToBasisPoints } from './round-half-up.ts';

/**
 * One set of tip choices on every screen that offers a tip (bill dialog, split, payment
 * screen, staff payment): 001 §9 lists 0–20 for the split and for "the bill dialog of another
 * area"; showing 0–15 on one screen and 0–20 on the next confused diners (ADR 027).
 */
export const TIP_OPTIONS = [0, 5, 10, 15, 20] as const;
/** The same choices, for the split screen. */
export const SPLIT_TIP_OPTIONS = TIP_OPTIONS;
export const MAX_TIP_PERCENTAGE = 20;

/** base × percentage / 100, rounded half-up to the kuruş; a negative percentage tips nothing. */
export function calculateTip(base: number, percentage: number | null | undefined): number {
  const bp = Math.max(0, percentToBasisPoints(percentage ?? 0));
  return divideRoundHalfUp(Math.max(0, base) * bp, 10_000);
}
