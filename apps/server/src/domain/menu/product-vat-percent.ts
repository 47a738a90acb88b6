import { guessVatRateFromName } from '@masa/core/money/guess-vat-rate-from-name';

// The name guess runs for every line of every order; product names repeat, so it is remembered.
const known = new Map<string, number>();
const MAX_KNOWN = 10_000;

/**
 * The VAT rate a product is sold at, in whole percent: the stored rate, corrected to 20 % for
 * drink names when only the default 10 % applies (001 §9). The menu shows it and the order
 * charges it, so the app and the server never disagree. Applying the guess again is a no-op.
 */
export function productVatPercent(name: string, storedPercent: number): number {
  const key = `${storedPercent}:${name}`;
  let percent = known.get(key);
  if (percent === undefined) {
    percent = Math.round(guessVatRateFromName(name, storedPercent / 100) * 100);
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(key, percent);
  }
  return percent;
}
