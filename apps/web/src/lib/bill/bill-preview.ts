import {
  inputOfBill,
  priceSelection,
  restOfBill,
  type Bill,
  type SelectionPrice,
} from '@masa/core/bill/bill';
import { normalizeSplitPeople, splitEqually } from '@masa/core/bill/equal-split';
import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { takeShares, withShareCounts } from '@masa/core/bill/share-selection';
import type { BillStatus } from './bill-types.ts';

export type BillPreview = {
  /** Items still due, as priced. */
  subtotal: number;
  /** Their share of the bill's VAT. */
  vatTotal: number;
  /** Service charges still unpaid. */
  serviceChargeTotal: number;
  tip: number;
  /** What the request will be for: items + unpaid charges (+ VAT added on top) + tip. */
  total: number;
  /** Equal split: whole-kuruş parts adding up to total; empty otherwise. */
  perPerson: number[];
};

/**
 * What 'Hesap İste' (the bill dialog, the payment screen) will ask for, before the server
 * answers: the rest of the bill (units due and unpaid service charges) priced by the one bill
 * model (core priceSelection, ADR 027) from the bill the server gave, with the tip on the
 * items, exactly as the server's requestFullBill. Paid units and approved splits are left out.
 */
export function previewBill(
  bill: BillResponse,
  { tipPercentage, people }: { tipPercentage: number; people: number | null },
): BillPreview {
  const price = priceSelection(inputOfBill(bill), restOfBill(bill), tipPercentage);
  return {
    subtotal: price.itemsAmount,
    vatTotal: price.vatTotal,
    serviceChargeTotal: price.chargesAmount,
    tip: price.tip,
    total: price.total,
    perPerson: people === null ? [] : splitEqually(price.total, normalizeSplitPeople(people)),
  };
}

/** Units chosen per item id, each clamped to 0..availableQuantity; zeros dropped. */
export function clampSelection(
  bill: BillStatus,
  selection: Readonly<Record<string, number>>,
): Record<string, number> {
  const result: Record<string, number> = {};
  for (const line of bill.bill.lines) {
    const wanted = Math.floor(selection[line.id] ?? 0);
    const units = Math.min(line.availableQuantity, Math.max(0, wanted));
    if (units > 0) result[line.id] = units;
  }
  return result;
}

/** The chosen service charges a new split may still take (not paid, nor in another split). */
export function availableCharges(bill: BillStatus, chosen: readonly string[]): string[] {
  return bill.bill.charges
    .filter((charge) => charge.available && chosen.includes(charge.id))
    .map((charge) => charge.id);
}

/**
 * What a split of `selection`, whole `charges` (the kuver, issue 20) and one share of each
 * line in `shares` (line id → diners, ADR 048) costs (001 §4), as the server will price it
 * (core takeShares, priceSelection): the tip is on the units and shares only.
 */
export function previewSplit(
  bill: BillStatus,
  selection: Readonly<Record<string, number>>,
  tipPercentage: number,
  charges: readonly string[] = [],
  shares: Readonly<Record<string, number>> = {},
): ReturnType<typeof priceSelection> {
  const taken = takeShares(bill.bill, shares);
  return priceSelection(
    withShareCounts(inputOfBill(bill.bill), taken.counts),
    {
      lines: clampSelection(bill, selection),
      charges: availableCharges(bill, charges),
      shares: taken.shares,
    },
    tipPercentage,
  );
}

export type { Bill, SelectionPrice };
