// The one entry that prices an order (issue 36 §2, ADR 101): its lines, the service charges that
// apply to it, VAT by rate and its totals, in one pass through the one bill model (core
// calculateOrderTotals, which computes them with computeBill). The server stores these figures
// when an order is placed or repriced, and the diner's cart shows the same function's result at
// checkout, so the cart, the stored order and the bill agree to the kuruş.
import {
  calculateOrderLine,
  calculateOrderTotals,
  type OrderTotals,
} from '../money/calculate-order-totals.ts';
import { vatOf } from '../money/vat-by-rate.ts';
import type { ServiceChargeInput } from '../money/service-charge.ts';

/** A line as the figures need it; money in kuruş. */
export type FigureLine = {
  /** One charged unit (after the product's discount, options and extras included). */
  unitPrice: number;
  /** The discount on one unit, for the discount total. */
  unitDiscount: number;
  quantity: number;
  freeQuantity: number;
  /** Whole percent. */
  vatRate: number;
};

export type LineFigures = { lineTotal: number; vatAmount: number; discountAmount: number };

export type OrderFigures<C extends ServiceChargeInput = ServiceChargeInput> = {
  /** The service charges priced, in the order `totals.serviceCharges` gives their amounts. */
  charges: C[];
  totals: OrderTotals;
  lines: LineFigures[];
  discountTotal: number;
};

const asTotalsLine = (line: FigureLine) => ({
  unitPrice: line.unitPrice,
  originalPrice: line.unitPrice,
  quantity: line.quantity,
  freeQuantity: line.freeQuantity,
  vatRate: line.vatRate,
});

/** What the lines come to before any service charge: the amount a charge's rules look at. */
export function linesSubtotal(lines: readonly FigureLine[]): number {
  return lines.reduce((total, line) => total + calculateOrderLine(asTotalsLine(line)).total, 0);
}

/**
 * An order's figures. The product's discount is already in unitPrice (001 §9 applies it to the
 * product price, not to extras), so core gets no discountPercentage; free units are charged at
 * the same unit price. `charges` are the charges to price, or how to choose them from what the
 * lines come to (a charge that applies above an order amount, ADR 054).
 */
export function priceOrder<C extends ServiceChargeInput>({
  lines,
  charges,
  personCount,
  taxIncludedInPrice,
}: {
  lines: readonly FigureLine[];
  charges: readonly C[] | ((linesSubtotal: number) => readonly C[]);
  personCount: number;
  taxIncludedInPrice: boolean;
}): OrderFigures<C> {
  const priced = [...(typeof charges === 'function' ? charges(linesSubtotal(lines)) : charges)];
  const totals = calculateOrderTotals({
    lines: lines.map(asTotalsLine),
    serviceCharges: priced,
    personCount,
    taxIncludedInPrice,
  });
  const figures = totals.lines.map((line, index) => ({
    lineTotal: line.total,
    // Informative per line: the bill's VAT is computed once per rate (ADR 027).
    vatAmount: vatOf(line.total, line.vatRate, taxIncludedInPrice),
    discountAmount: line.chargedQuantity * (lines[index]?.unitDiscount ?? 0),
  }));
  return {
    charges: priced,
    totals,
    lines: figures,
    discountTotal: figures.reduce((sum, line) => sum + line.discountAmount, 0),
  };
}
