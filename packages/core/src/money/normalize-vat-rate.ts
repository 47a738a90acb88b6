// VAT rate normalisation (001 §9). Rates travel as fractions (0.1 = 10 %); some sources send
// percentages (10) or percentages times 100 (1000), which this brings back to a fraction.

export const DEFAULT_VAT_RATE = 0.1;

/**
 * undefined gives 0.1; above 1 is a percentage (above 100 first divided by 100, then by 100);
 * negative or below 0.01 gives 0.1; otherwise rounded to 2 decimals.
 * Note: by that rule a rate of 0 also becomes the default 0.1.
 */
export function normalizeVatRate(rate: number | null | undefined): number {
  if (rate === undefined || rate === null || !Number.isFinite(rate)) return DEFAULT_VAT_RATE;
  let fraction = rate;
  if (fraction > 1) {
    if (fraction > 100) fraction /= 100;
    fraction /= 100;
  }
  if (fraction < 0.01) return DEFAULT_VAT_RATE;
  // toPrecision first: 0.185 * 100 is 18.499999999999996 in binary, 18.5 to 12 digits.
  return Math.round(Number((fraction * 100).toPrecision(12))) / 100;
}

/** A rate in any accepted form as a whole percent, the key VAT is grouped by: 0.18 → 18. */
export function vatRateToPercent(rate: number | null | undefined): number {
  return Math.round(normalizeVatRate(rate) * 100);
}
