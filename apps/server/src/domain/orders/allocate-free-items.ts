import { freeItemPickerTotal } from '@masa/core/money/charged-quantity';
import type { ServiceChargeIncludedItems } from '../../db/schema/json-types.ts';
import { refuse } from '../../lib/app-error.ts';

export type FreeItemCharge = { id: string; includedItems: ServiceChargeIncludedItems | null };
export type FreeItemLine = {
  productId: string;
  categoryId: string;
  name: string;
  requestedFreeQuantity: number;
};

const includes = (charge: FreeItemCharge, line: FreeItemLine) =>
  charge.includedItems?.options.some((option) =>
    option.type === 'product'
      ? option.productId === line.productId
      : option.categoryId === line.categoryId,
  ) ?? false;

/**
 * Free units are only those a service charge includes (001 §3 includedItems), at most the
 * picker total of each charge: max(includedItems.totalQuantity, personCount) (001 §9), less what
 * the order already took (`alreadyUsed`, by charge id, for items added later). Returns the
 * charge each line's free units come from (null for a line without free units).
 */
export function allocateFreeItems({
  lines,
  charges,
  personCount,
  alreadyUsed = new Map(),
}: {
  lines: FreeItemLine[];
  charges: FreeItemCharge[];
  personCount: number;
  alreadyUsed?: Map<string, number>;
}): (string | null)[] {
  const used = new Map(alreadyUsed);
  const limit = (charge: FreeItemCharge) =>
    freeItemPickerTotal({
      includedTotalQuantity: charge.includedItems?.totalQuantity ?? 0,
      personCount,
    });
  return lines.map((line) => {
    if (line.requestedFreeQuantity === 0) return null;
    const candidates = charges.filter((charge) => includes(charge, line));
    if (candidates.length === 0)
      throw refuse(400, 'INVALID_FREE_QUANTITY.notIncludedFree', { name: line.name });
    const charge = candidates.find(
      (c) => (used.get(c.id) ?? 0) + line.requestedFreeQuantity <= limit(c),
    );
    if (!charge) {
      const first = candidates[0]!;
      throw refuse(400, 'INVALID_FREE_QUANTITY.freeTotalExceeded', { max: limit(first) });
    }
    used.set(charge.id, (used.get(charge.id) ?? 0) + line.requestedFreeQuantity);
    return charge.id;
  });
}
