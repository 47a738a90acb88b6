import { normalizeSplitPeople, splitEqually } from '@masa/core/bill/equal-split';
import { calculateSplitAmount, type SplitAmount } from '@masa/core/bill/split-amount';
import type { BillStatus } from '../api/bill-types.ts';

export type BillPreview = {
  /** Items still to pay, as priced. */
  subtotal: number;
  vatTotal: number;
  serviceChargeTotal: number;
  tip: number;
  /** What the request will be for: items + added VAT + service charges + tip. */
  total: number;
  /** Equal split: whole-kuruş parts adding up to total; empty otherwise. */
  perPerson: number[];
};

/**
 * What 'Hesap İste' will ask for, before the server answers: the units still to pay
 * (remainingQuantity) priced by core calculateSplitAmount with the tip on their subtotal, plus
 * the service charges, exactly as the server's requestFullBill prices the request.
 */
export function previewBill(
  bill: BillStatus,
  { tipPercentage, people }: { tipPercentage: number; people: number | null },
): BillPreview {
  const price = calculateSplitAmount({
    items: bill.items.map((item) => ({
      ...item,
      selectedQuantity: item.remainingQuantity,
    })),
    taxIncludedInPrice: bill.taxIncludedInPrice,
    tipPercentage,
  });
  const total = price.total + bill.serviceChargeTotal;
  return {
    subtotal: price.subtotal,
    vatTotal: price.vatTotal,
    serviceChargeTotal: bill.serviceChargeTotal,
    tip: price.tip,
    total,
    perPerson: people === null ? [] : splitEqually(total, normalizeSplitPeople(people)),
  };
}

/** Units chosen per item id, each clamped to 0..availableQuantity; zeros dropped. */
export function clampSelection(
  bill: BillStatus,
  selection: Readonly<Record<string, number>>,
): Record<string, number> {
  const result: Record<string, number> = {};
  for (const item of bill.items) {
    const wanted = Math.floor(selection[item.id] ?? 0);
    const units = Math.min(item.availableQuantity, Math.max(0, wanted));
    if (units > 0) result[item.id] = units;
  }
  return result;
}

/**
 * What a split of `selection` costs (001 §4): priced after every unit already paid, approved
 * or held by a pending request (availableQuantity), as the server prices a new split.
 */
export function previewSplit(
  bill: BillStatus,
  selection: Readonly<Record<string, number>>,
  tipPercentage: number,
): SplitAmount {
  const chosen = clampSelection(bill, selection);
  return calculateSplitAmount({
    items: bill.items.map((item) => ({
      ...item,
      remainingQuantity: item.availableQuantity,
      selectedQuantity: chosen[item.id] ?? 0,
    })),
    taxIncludedInPrice: bill.taxIncludedInPrice,
    tipPercentage,
  });
}
