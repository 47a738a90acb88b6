// Exact rounding for money: every amount is an integer number of kuruş, and rates are turned
// into integer basis points, so no binary fraction ever decides a rounding.

/**
 * numerator / denominator rounded half away from zero ("half-up" for the positive amounts
 * money deals in), computed in integers. Both must be integers and the denominator positive.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  return sign * Math.floor((2 * magnitude + denominator) / (2 * denominator)) || 0;
}

/** A rate as integer basis points: 0.18 → 1800, 12.5 (percent) → use percentToBasisPoints. */
export function rateToBasisPoints(rate: number): number {
  return Number.isFinite(rate) ? Math.round(rate * 10_000) : 0;
}

/** A percentage as integer basis points: 10 → 1000, 12.5 → 1250. */
export function percentToBasisPoints(percent: number): number {
  return Number.isFinite(percent) ? Math.round(percent * 100) : 0;
}
