// Tips (001 §9): a percentage of a base amount in kuruş.
import { divideRoundHalfUp, percentToBasisPoints } from './round-half-up.ts';

/** Payment screen and bill-request dialog. */
export const TIP_OPTIONS = [0, 5, 10, 15] as const;
/** Split bill (and the bill dialog of another area). */
export const SPLIT_TIP_OPTIONS = [0, 5, 10, 15, 20] as const;
export const MAX_TIP_PERCENTAGE = 20;

/** base × percentage / 100, rounded half-up to the kuruş; a negative percentage tips nothing. */
export function calculateTip(base: number, percentage: number | null | undefined): number {
  const bp = Math.max(0, percentToBasisPoints(percentage ?? 0));
  return divideRoundHalfUp(Math.max(0, base) * bp, 10_000);
}
