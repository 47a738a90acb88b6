import { calculateSplitAmount, type SplitAmount } from '@masa/core/bill/split-amount';
import type { BillState } from './load-bill-state.ts';

/**
 * What some units of an order cost, by core calculateSplitAmount (the function the web shows
 * its figures with): each item's units are priced after the units already taken, so a table's
 * successive splits and what remains add up to the order, to the kuruş.
 * - basis 'remaining': units taken are those paid or in approved splits (001 §4); used for
 *   what is left of the bill.
 * - basis 'available': pending split requests hold their units too; used to price a new split.
 * `quantities` maps item ids to units; items left out take none.
 */
export function priceBillSelection({
  state,
  quantities,
  basis,
  tipPercentage = 0,
}: {
  state: BillState;
  quantities: ReadonlyMap<string, number>;
  basis: 'remaining' | 'available';
  tipPercentage?: number;
}): SplitAmount {
  return calculateSplitAmount({
    items: state.items.map(({ item, remainingQuantity, availableQuantity }) => ({
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      freeQuantity: item.freeQuantity,
      vatRate: item.vatRate,
      remainingQuantity: basis === 'remaining' ? remainingQuantity : availableQuantity,
      selectedQuantity: quantities.get(item.id) ?? 0,
    })),
    taxIncludedInPrice: state.settings.tax.includedInPrice,
    tipPercentage,
  });
}

/** Every unit still to pay (basis 'remaining'), item id → units. */
export function remainingUnits(state: BillState): Map<string, number> {
  return new Map(state.items.map((entry) => [entry.item.id, entry.remainingQuantity]));
}
