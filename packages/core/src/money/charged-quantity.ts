// Free quantities (001 §9): a line with free units is charged only for quantity minus
// freeQuantity, at originalPrice (the price the free units would have had).

/** max(0, quantity − freeQuantity). */
export function chargedQuantity(quantity: number, freeQuantity?: number | null): number {
  return Math.max(0, quantity - Math.max(0, freeQuantity ?? 0));
}

/** 001 §9: the free-item picker total = max(included totalQuantity, person count). */
export function freeItemPickerTotal({
  includedTotalQuantity,
  personCount,
}: {
  includedTotalQuantity?: number | null;
  personCount?: number | null;
}): number {
  return Math.max(includedTotalQuantity ?? 0, personCount ?? 1);
}
