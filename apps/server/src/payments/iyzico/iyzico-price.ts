/**
 * Kuruş ↔ iyzico's decimal prices. iyzico takes prices as decimal strings in lira and the SDK
 * normalises them with `parseFloat(price).toString()`, adding ".0" to a whole number
 * (lib/utils.js formatPrice): 12350 kuruş → "123.5", 12300 → "123.0", 5 → "0.05". We write
 * exactly that form ourselves, from integers, so no float ever rounds a kuruş.
 */
export function toIyzicoPrice(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) {
    throw new RangeError(`price must be a whole number of kuruş ≥ 0, got ${kurus}`);
  }
  const lira = Math.floor(kurus / 100);
  const cents = kurus % 100;
  if (cents === 0) return `${lira}.0`;
  return `${lira}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * iyzico's answer (a JSON number such as 123.5 or a string such as "123.50") → kuruş, read
 * from its decimal digits, never multiplied as a float. Null when it is not a price.
 */
export function fromIyzicoPrice(price: unknown): number | null {
  const text = typeof price === 'number' ? String(price) : price;
  if (typeof text !== 'string') return null;
  const match = /^(\d+)(?:\.(\d{1,2})0*)?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
