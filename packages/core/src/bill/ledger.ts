// Payments replayed over the priced bill (docs/decisions/027-one-bill-model.md): the ledger of
// what is paid so far, and one step that prices the next payment and, when it is made, books it.
// A payment's VAT is its share of the per-rate VAT, taken so that the shares of all payments add
// up to the bill's VAT exactly (each share is f(paid before + this) − f(paid before), with f the
// once-rounded VAT of an amount).
import { vatOf } from '../money/vat-by-rate.ts';
import type { BillSelection, LineShare } from './bill-input.ts';
import type { BillPayment, SelectionPrice } from './bill-figures.ts';
import { count, sum, type Priced, type PricedLine } from './priced-lines.ts';
import { shareAmount } from './shares.ts';

/** What one payment holds of the bill, less what was refunded from it. */
export type Holding = {
  /** Unit positions (0-based) by line id. */
  units: Map<string, number[]>;
  charges: Set<string>;
  shares: Map<string, Set<number>>;
  /** Its tip, less tips refunded. */
  tip: number;
};

/** What has been paid so far, as the VAT shares need it. */
export type Ledger = {
  /** Unit positions (0-based) paid, by line id: a refunded unit's position is free again. */
  paidUnits: Map<string, Set<number>>;
  paidCharges: Set<string>;
  /** Shares paid, by line id. */
  paidShares: Map<string, Set<number>>;
  /** Base paid so far, by rate. */
  paidBase: Map<number, number>;
  /** What each payment holds, by payment id: a refund returns from here. */
  holdings: Map<string, Holding>;
};

/** A ledger with nothing paid. */
export function emptyLedger(): Ledger {
  return {
    paidUnits: new Map(),
    paidCharges: new Set(),
    paidShares: new Map(),
    paidBase: new Map(),
    holdings: new Map(),
  };
}

/** The first `units` positions of a line not paid: a refunded unit is paid again first. */
const freePositions = (line: PricedLine, paid: Set<number> | undefined, units: number) => {
  const free: number[] = [];
  for (let at = 0; at < line.charged && free.length < units; at += 1) {
    if (!paid?.has(at)) free.push(at);
  }
  return free;
};

/**
 * Prices a selection as the next payment would be priced, and (with `commit`) books it in the
 * ledger. Units beyond what is left and charges already paid are left out, never priced twice.
 */
export function priceStep(
  priced: Priced,
  ledger: Ledger,
  selection: BillSelection,
  commit: boolean,
): {
  price: Omit<SelectionPrice, 'tip' | 'total'>;
  /** What the items cost with their VAT: the base of a tip. */
  tipBase: number;
  lines: BillPayment['lines'];
  charges: string[];
  shares: LineShare[];
  /** What it holds of the bill (positions of units, charges, shares). */
  holding: Holding;
} {
  const holding: Holding = { units: new Map(), charges: new Set(), shares: new Map(), tip: 0 };
  const base = new Map<number, number>();
  const itemsBase = new Map<number, number>();
  const add = (rate: number, amount: number) => base.set(rate, (base.get(rate) ?? 0) + amount);
  const lines: BillPayment['lines'] = [];
  let itemsAmount = 0;
  for (const [lineId, wanted] of Object.entries(selection.lines ?? {})) {
    const line = priced.lines.get(lineId);
    // A shared line is paid in shares, never by units (ADR 048).
    if (!line || line.shareCount > 0) continue;
    const positions = freePositions(line, ledger.paidUnits.get(lineId), count(wanted));
    if (positions.length === 0) continue;
    const amount = sum(positions.map((at) => line.units[at]!));
    holding.units.set(lineId, positions);
    lines.push({ lineId, quantity: positions.length });
    itemsAmount += amount;
    add(line.rate, amount);
    itemsBase.set(line.rate, (itemsBase.get(line.rate) ?? 0) + amount);
  }
  const shares: LineShare[] = [];
  for (const [lineId, indices] of Object.entries(selection.shares ?? {})) {
    const line = priced.lines.get(lineId);
    if (!line || line.shareCount === 0) continue;
    const paid = ledger.paidShares.get(lineId);
    for (const index of [...new Set(indices)].sort((a, b) => a - b)) {
      const amount = shareAmount(line.net, line.shareCount, index);
      if (index < 1 || index > line.shareCount || paid?.has(index)) continue;
      shares.push({ lineId, index });
      itemsAmount += amount;
      add(line.rate, amount);
      itemsBase.set(line.rate, (itemsBase.get(line.rate) ?? 0) + amount);
    }
  }
  const charges: string[] = [];
  let chargesAmount = 0;
  for (const id of new Set(selection.charges ?? [])) {
    const charge = priced.charges.get(id);
    if (!charge || ledger.paidCharges.has(id)) continue;
    charges.push(id);
    chargesAmount += charge.amount;
    add(charge.rate, charge.amount);
  }
  const vat = [...base.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => {
      const before = ledger.paidBase.get(rate) ?? 0;
      const share =
        vatOf(before + amount, rate, priced.included) - vatOf(before, rate, priced.included);
      return { rate, base: amount, vat: share };
    })
    .filter((entry) => entry.base > 0);
  const vatTotal = sum(vat.map((entry) => entry.vat));
  if (commit) {
    for (const [lineId, positions] of holding.units) {
      const paid = ledger.paidUnits.get(lineId) ?? new Set<number>();
      for (const at of positions) paid.add(at);
      ledger.paidUnits.set(lineId, paid);
    }
    for (const id of charges) ledger.paidCharges.add(id);
    for (const id of charges) holding.charges.add(id);
    for (const { lineId, index } of shares) {
      const paid = ledger.paidShares.get(lineId) ?? new Set<number>();
      ledger.paidShares.set(lineId, paid.add(index));
      holding.shares.set(lineId, (holding.shares.get(lineId) ?? new Set<number>()).add(index));
    }
    for (const [rate, amount] of base) {
      ledger.paidBase.set(rate, (ledger.paidBase.get(rate) ?? 0) + amount);
    }
  }
  return {
    price: {
      itemsAmount,
      chargesAmount,
      vat,
      vatTotal,
      amount: itemsAmount + chargesAmount + (priced.included ? 0 : vatTotal),
    },
    tipBase: priced.included
      ? itemsAmount
      : itemsAmount + sum([...itemsBase].map(([rate, amount]) => vatOf(amount, rate, false))),
    lines,
    charges,
    shares,
    holding,
  };
}
