/**
 * Shares `total` kuruş among weights by the largest-remainder method (Hamilton): each gets the
 * whole kuruş of its exact share, and the kuruş left over go one each to the largest fractions,
 * ties to the earlier weight. The shares add up to `total` exactly, none is negative, and equal
 * weights get shares at most 1 kuruş apart. Integer arithmetic (BigInt), so no share drifts.
 * A total over zero weight is not shared: every share is 0 (the caller keeps it apart).
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (total <= 0 || sum === 0n) return weights.map(() => 0);
  const whole = BigInt(total);
  const exact = weights.map((w) => ({
    floor: (whole * BigInt(w)) / sum,
    rest: (whole * BigInt(w)) % sum,
  }));
  let left = whole - exact.reduce((a, e) => a + e.floor, 0n);
  const order = exact
    .map((e, i) => ({ i, rest: e.rest }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  const shares = exact.map((e) => e.floor);
  for (const { i } of order) {
    if (left === 0n) break;
    shares[i]! += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}
