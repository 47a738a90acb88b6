import { computeBill, type BillChargeInput } from '@masa/core/bill/bill';
import { vatRateToPercent } from '@masa/core/money/normalize-vat-rate';
import { lineChoicesOf } from '@masa/core/orders/line-choices';
import type { EditedLine } from '../api/update-order-items.ts';
import type { Order } from '../../../lib/orders/order-types.ts';
import { itemNameOf } from './order-view.ts';

/** One line of the edit screen: an item of the order, or a product added on this screen. */
export type DraftLine = {
  key: string;
  /** The order item's id; absent for a product added here. */
  id?: string;
  productId: string;
  name: string;
  /** Kuruş per unit as charged. */
  unitPrice: number;
  freeQuantity: number;
  /** Fraction, 0.1 is 10 %. */
  vatRate: number;
  quantity: number;
  notes: string;
  /** The kitchen started it or part of it is paid: the server keeps it as it is. */
  locked: boolean;
  /** The diner's chosen options and extras, as the lines show them. */
  options: string[];
  extras: string[];
  /** A product added on this screen: what the diner chose, sent with it (issue 30). */
  chosen?: { options: Record<string, string[]>; extras: string[] };
};

export function draftFromOrder(order: Order): DraftLine[] {
  return order.items
    .filter((item) => !item.isServiceCharge && item.productId !== null)
    .map((item) => ({
      key: item.id,
      id: item.id,
      productId: item.productId ?? '',
      name: itemNameOf(item),
      unitPrice: item.price,
      freeQuantity: item.freeQuantity,
      vatRate: item.vatRate,
      quantity: item.quantity,
      notes: item.notes ?? '',
      locked: item.status !== 'pending' || item.paidQuantity > 0 || item.isPaid,
      ...lineChoicesOf(item),
    }));
}

/** Quantity never below 1 (001 §5). */
export const withQuantity = (lines: DraftLine[], key: string, quantity: number): DraftLine[] =>
  lines.map((line) => (line.key === key ? { ...line, quantity: Math.max(1, quantity) } : line));

export const withNotes = (lines: DraftLine[], key: string, notes: string): DraftLine[] =>
  lines.map((line) => (line.key === key ? { ...line, notes } : line));

export const withoutLine = (lines: DraftLine[], key: string): DraftLine[] =>
  lines.filter((line) => line.key !== key);

const sameChoices = (a: DraftLine['chosen'], b: DraftLine['chosen']) =>
  JSON.stringify(lineChoicesOf(toSelected(a))) === JSON.stringify(lineChoicesOf(toSelected(b)));

const toSelected = (chosen: DraftLine['chosen']) => ({
  selectedOptions: chosen?.options ?? {},
  selectedAdditions: (chosen?.extras ?? []).map((name) => ({ name })),
});

/**
 * A product added on this screen joins its earlier added line with the same choices, else
 * becomes a new line carrying what the diner chose (issue 30: no choice is made for them).
 */
export function withProduct(
  lines: DraftLine[],
  product: {
    id: string;
    name: string;
    unitPrice: number;
    vatRate: number;
    options?: Record<string, string[]>;
    extras?: string[];
  },
  key: string,
): DraftLine[] {
  const { id: productId, options = {}, extras = [], ...rest } = product;
  const chosen = { options, extras };
  const added = lines.find(
    (line) => !line.id && line.productId === productId && sameChoices(line.chosen, chosen),
  );
  if (added) return withQuantity(lines, added.key, added.quantity + 1);
  return [
    ...lines,
    {
      key,
      productId,
      ...rest,
      freeQuantity: 0,
      quantity: 1,
      notes: '',
      locked: false,
      ...lineChoicesOf(toSelected(chosen)),
      ...(Object.keys(options).length > 0 || extras.length > 0 ? { chosen } : {}),
    },
  ];
}

/** The body of PUT /orders/{id}/update-items: the full new list. */
export const draftPayload = (lines: DraftLine[]): EditedLine[] =>
  lines.map((line) => ({
    ...(line.id ? { id: line.id } : {}),
    productId: line.productId,
    quantity: line.quantity,
    ...(line.notes.trim() ? { notes: line.notes.trim() } : {}),
    ...(line.chosen
      ? { selectedOptions: line.chosen.options, selectedAdditions: line.chosen.extras }
      : {}),
  }));

/** The diner changed something the order does not have yet (a save would send it). */
export const hasUnsavedChanges = (lines: DraftLine[], order: Order): boolean =>
  JSON.stringify(draftPayload(lines)) !== JSON.stringify(draftPayload(draftFromOrder(order)));

/**
 * The edited order's total as its bill will have it (core computeBill, ADR 027): the lines,
 * free units never priced, and the order's service charges, each with its own VAT (added on
 * top when prices exclude VAT). A percentage charge keeps its current amount here; the server
 * reprices it on save.
 */
export function draftTotal(
  lines: DraftLine[],
  taxIncludedInPrice: boolean,
  charges: readonly BillChargeInput[],
): number {
  return computeBill({
    taxIncludedInPrice,
    lines: lines.map((line) => ({
      id: line.key,
      name: line.name,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      freeQuantity: line.freeQuantity,
      vatRate: vatRateToPercent(line.vatRate),
    })),
    charges,
    payments: [],
  }).total;
}
