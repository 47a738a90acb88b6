import { calculateOrderTotals, type OrderTotals } from './calculate-order-totals.ts';
import { vatOf } from './vat-by-rate.ts';
import type { ServiceChargeInput } from './service-charge.ts';

/** A line as the figures need it; money in kuruş. */
export type FigureLine = {
  /** One charged unit (after the product's discount, options and extras included). */
  unitPrice: number;
  /** The discount on one unit, for the discount total. */
  unitDiscount: number;
  quantity: number;
  freeQuantity: number;
  vatPercent: number;
};

export type LineFigures = { lineTotal: number; vatAmount: number; discountAmount: number };

export type OrderFigures = {
  totals: OrderTotals;
  lines: LineFigures[];
  discountTotal: number;
};

/**
 * An order's figures, computed by core calculateOrderTotals so that the app, which shows the
 * same function's result at checkout, and the stored order agree to the kuruş. The product's
 * discount is already in unitPrice (001 §9 applies it to the product price, not to extras),
 * so core gets no discountPercentage; free units are charged at the same unit price.
 */
export function computeOrderFigures({
  lines,
  charges,
  personCount,
  taxIncludedInPrice,
}: {
  lines: FigureLine[];
  charges: ServiceChargeInput[];
  personCount: number;
  taxIncludedInPrice: boolean;
}): OrderFigures {
  const totals = calculateOrderTotals({
    lines: lines.map((line) => ({
      unitPrice: line.unitPrice,
      originalPrice: line.unitPrice,
      quantity: line.quantity,
      freeQuantity: line.freeQuantity,
      vatRate: line.vatPercent,
    })),
    serviceCharges: charges,
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
    totals,
    lines: figures,
    discountTotal: figures.reduce((sum, line) => sum + line.discountAmount, 0),
  };
}
