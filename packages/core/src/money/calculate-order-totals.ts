// The one calculation of an order's figures: the server charges with it and the web app
// shows it, so the two can never disagree (ADR 004: the server prices every line).
// All amounts are integer kuruş; inputs are clamped to non-negative integers.
import { addedVat } from './calculate-vat.ts';
import { chargedQuantity } from './charged-quantity.ts';
import { discountAmount } from './discounted-price.ts';
import { groupVatByRate, type VatRateGroup } from './group-vat-by-rate.ts';
import { calculateServiceChargeAmount, type ServiceChargeInput } from './service-charge.ts';
import { calculateTip } from './tip.ts';

export type OrderLineInput = {
  /** One unit with its options and extras, before the discount. */
  unitPrice: number;
  /** What each charged unit costs when the line has free units (defaults to unitPrice). */
  originalPrice?: number | null;
  quantity: number;
  /** Units given free (service-charge picker); the rest are charged at originalPrice. */
  freeQuantity?: number | null;
  discountPercentage?: number | null;
  /** Whole percent, e.g. 10 (see vatRateToPercent). */
  vatRate: number;
};

export type OrderLineTotal = {
  chargedQuantity: number;
  /** The unit price actually charged, after the discount. */
  chargedUnitPrice: number;
  /** chargedQuantity × the undiscounted unit price. */
  grossAmount: number;
  discountAmount: number;
  /** chargedQuantity × chargedUnitPrice: what the line adds to the subtotal. */
  total: number;
  vatRate: number;
  /** VAT added on top of `total` (0 when prices include VAT). */
  addedVat: number;
};

export type OrderTotalsInput = {
  lines: OrderLineInput[];
  serviceCharges?: ServiceChargeInput[];
  personCount?: number;
  tipPercentage?: number;
  /** The business's tax.includedInPrice (default true in the documents). */
  taxIncludedInPrice: boolean;
};

export type OrderTotals = {
  lines: OrderLineTotal[];
  /** Sum of line totals, after discounts; VAT-inclusive when prices include VAT. */
  subtotal: number;
  discountTotal: number;
  vatTotal: number;
  vatByRate: VatRateGroup[];
  /** Amount of each service charge, in input order. */
  serviceCharges: number[];
  serviceChargeTotal: number;
  tip: number;
  /** subtotal + added VAT (when not included) + service charges + tip. */
  total: number;
};

const kurus = (value: number | null | undefined): number =>
  Number.isFinite(value) ? Math.max(0, Math.round(value as number)) : 0;

/**
 * With VAT added on top, VAT is fixed per unit (chargedUnitPrice × rate, rounded) so that
 * any split of an order's units adds up exactly to the order (see bill/split-amount.ts).
 */
export function calculateOrderLine(line: OrderLineInput): OrderLineTotal {
  const free = kurus(line.freeQuantity);
  const quantity = chargedQuantity(kurus(line.quantity), free);
  const basePrice = free > 0 ? kurus(line.originalPrice ?? line.unitPrice) : kurus(line.unitPrice);
  const unitDiscount = discountAmount(basePrice, line.discountPercentage);
  const chargedUnitPrice = basePrice - unitDiscount;
  const vatRate = Math.max(0, Math.round(line.vatRate)) || 0;
  return {
    chargedQuantity: quantity,
    chargedUnitPrice,
    grossAmount: quantity * basePrice,
    discountAmount: quantity * unitDiscount,
    total: quantity * chargedUnitPrice,
    vatRate,
    addedVat: quantity * addedVat(chargedUnitPrice, vatRate / 100),
  };
}

export function calculateOrderTotals(input: OrderTotalsInput): OrderTotals {
  const included = input.taxIncludedInPrice;
  const lines = input.lines.map((line) => {
    const total = calculateOrderLine(line);
    return included ? { ...total, addedVat: 0 } : total;
  });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const subtotal = sum(lines.map((line) => line.total));
  const vatByRate = groupVatByRate(
    lines.map((line) => ({
      ratePercent: line.vatRate,
      amount: line.total,
      addedVat: line.addedVat,
    })),
    included,
  );
  const vatTotal = sum(vatByRate.map((group) => group.vat));
  const context = { personCount: input.personCount ?? 1, orderAmount: subtotal };
  const serviceCharges = (input.serviceCharges ?? []).map((charge) =>
    calculateServiceChargeAmount(charge, context),
  );
  const serviceChargeTotal = sum(serviceCharges);
  // NOTE: the tip is a percentage of the subtotal (001 §9, payment screen reading).
  const tip = calculateTip(subtotal, input.tipPercentage);
  return {
    lines,
    subtotal,
    discountTotal: sum(lines.map((line) => line.discountAmount)),
    vatTotal,
    vatByRate,
    serviceCharges,
    serviceChargeTotal,
    tip,
    total: subtotal + (included ? 0 : vatTotal) + serviceChargeTotal + tip,
  };
}
