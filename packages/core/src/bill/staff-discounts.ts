// Staff discounts in the one bill model (issue 32 item 2, ADR 074). A discount is a percentage
// or an amount on one line or on the whole order; the model turns each into kuruş taken off
// the charged units it covers, so every unit keeps a price of its own and a payment of units,
// a share or the rest of the bill pays exactly what those units cost after the discounts.
//
// - Discounts apply in the order they were given, each to what its units cost after the ones
//   before it (10 % and then 10 % is 19 %), and after the campaign (already inside unitPrice).
// - A discount is spread over its units in proportion to their prices by largest remainder
//   (ties to the earlier unit), so the units' discounts add up to it exactly; an order discount
//   is spread over every charged unit of every line the same way, which spreads it over the
//   lines and VAT rates in proportion to what they cost. Service charges are never discounted.
// - The server refuses a discount (or its removal) when a unit it covers is paid, so what was
//   paid never moves (ADR 027).

export type StaffDiscountKind = 'percent' | 'amount';

export type BillDiscountInput = {
  id: string;
  /** The line it is on; null: the whole order. */
  lineId: string | null;
  kind: StaffDiscountKind;
  /** Whole percent (1 … 100) or kuruş. */
  value: number;
  /** The reason as stored: the label and the free text. */
  reason: string;
};

export type BillDiscount = BillDiscountInput & {
  /** What it took off, kuruş. */
  amount: number;
};

const whole = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/**
 * Splits `total` kuruş over `weights` in proportion, exactly: each part is rounded down and the
 * kuruş left go one each to the largest remainders (the earlier part first on a tie). No part
 * exceeds its weight when total ≤ the sum of the weights.
 */
export function spreadByWeight(total: number, weights: readonly number[]): number[] {
  const sumOfWeights = weights.reduce((a, b) => a + b, 0);
  if (sumOfWeights <= 0 || total <= 0) return weights.map(() => 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sumOfWeights));
  const remainders = weights.map((weight, index) => ({
    index,
    rest: (total * weight) % sumOfWeights,
  }));
  let left = total - parts.reduce((a, b) => a + b, 0);
  for (const { index } of remainders.sort((a, b) => b.rest - a.rest || a.index - b.index)) {
    if (left === 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/** What a discount takes off units costing `base` kuruş in all. */
export function discountAmount(discount: Pick<BillDiscountInput, 'kind' | 'value'>, base: number) {
  const value = whole(discount.value);
  const amount =
    discount.kind === 'percent' ? Math.round((base * Math.min(100, value)) / 100) : value;
  return Math.min(Math.max(0, base), amount);
}

/**
 * Applies the discounts in order to the charged units' prices (line id → one price per charged
 * unit, changed in place) and returns each discount with what it took off.
 */
export function applyStaffDiscounts(
  units: Map<string, number[]>,
  discounts: readonly BillDiscountInput[],
): BillDiscount[] {
  return discounts.map((discount) => {
    const targets = [...units.entries()].filter(
      ([lineId]) => discount.lineId === null || discount.lineId === lineId,
    );
    const prices = targets.flatMap(([, unitPrices]) => unitPrices);
    const amount = discountAmount(
      discount,
      prices.reduce((a, b) => a + b, 0),
    );
    const parts = spreadByWeight(amount, prices);
    let next = 0;
    for (const [, unitPrices] of targets) {
      for (let unit = 0; unit < unitPrices.length; unit += 1) unitPrices[unit]! -= parts[next++]!;
    }
    return { ...discount, value: whole(discount.value), amount };
  });
}
