// The figures of an order before anything is paid: the server stores them and the web app shows
// them at checkout, both through the one bill model (bill/bill.ts, ADR 004 and ADR 027), so the
// cart, the stored order and the bill can never disagree. All amounts are integer kuruş;
// inputs are clamped to non-negative integers. Tips are never part of an order's total: they
// belong to the payments and requests that offer them.
import { computeBill } from '../bill/bill.ts';
import { chargedQuantity } from './charged-quantity.ts';
import { discountAmount } from './discounted-price.ts';
import { calculateServiceChargeAmount, type ServiceChargeInput } from './service-charge.ts';

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
};

export type OrderTotalsInput = {
  lines: OrderLineInput[];
  serviceCharges?: ServiceChargeInput[];
  personCount?: number;
  /** The business's tax.includedInPrice (default true in the documents). */
  taxIncludedInPrice: boolean;
};

export type VatRateGroup = {
  /** Whole percent, e.g. 10 or 20. */
  vatRate: number;
  /** Lines and service charges taxed at this rate, as priced. */
  amount: number;
  /** Rounded once for the rate. */
  vat: number;
};

export type OrderTotals = {
  lines: OrderLineTotal[];
  /** Sum of line totals, after discounts; VAT-inclusive when prices include VAT. */
  subtotal: number;
  discountTotal: number;
  /** VAT of lines and service charges, by rate, each rounded once. */
  vatTotal: number;
  vatByRate: VatRateGroup[];
  /** Amount of each service charge, in input order, priced like a line. */
  serviceCharges: number[];
  serviceChargeTotal: number;
  /** subtotal + service charges (+ VAT when prices exclude it). */
  total: number;
};

/** 001 §9: the default VAT rate, for a charge that names none. */
export const DEFAULT_SERVICE_CHARGE_VAT_RATE = 10;

const kurus = (value: number | null | undefined): number =>
  Number.isFinite(value) ? Math.max(0, Math.round(value as number)) : 0;

export function calculateOrderLine(line: OrderLineInput): OrderLineTotal {
  const free = kurus(line.freeQuantity);
  const quantity = chargedQuantity(kurus(line.quantity), free);
  const basePrice = free > 0 ? kurus(line.originalPrice ?? line.unitPrice) : kurus(line.unitPrice);
  const unitDiscount = discountAmount(basePrice, line.discountPercentage);
  const chargedUnitPrice = basePrice - unitDiscount;
  return {
    chargedQuantity: quantity,
    chargedUnitPrice,
    grossAmount: quantity * basePrice,
    discountAmount: quantity * unitDiscount,
    total: quantity * chargedUnitPrice,
    vatRate: Math.max(0, Math.round(line.vatRate)) || 0,
  };
}

export function calculateOrderTotals(input: OrderTotalsInput): OrderTotals {
  const lines = input.lines.map(calculateOrderLine);
  const subtotal = lines.reduce((total, line) => total + line.total, 0);
  const context = { personCount: input.personCount ?? 1, orderAmount: subtotal };
  const charges = input.serviceCharges ?? [];
  const serviceCharges = charges.map((charge) => calculateServiceChargeAmount(charge, context));
  const bill = computeBill({
    taxIncludedInPrice: input.taxIncludedInPrice,
    lines: lines.map((line, index) => ({
      id: `line-${index}`,
      name: '',
      quantity: line.chargedQuantity,
      unitPrice: line.chargedUnitPrice,
      unitDiscount: line.chargedQuantity ? line.discountAmount / line.chargedQuantity : 0,
      vatRate: line.vatRate,
    })),
    charges: charges.map((charge, index) => ({
      id: `charge-${index}`,
      name: '',
      amount: serviceCharges[index] ?? 0,
      vatRate: charge.vatRate ?? DEFAULT_SERVICE_CHARGE_VAT_RATE,
    })),
    payments: [],
  });
  return {
    lines,
    subtotal: bill.subtotal,
    discountTotal: lines.reduce((total, line) => total + line.discountAmount, 0),
    vatTotal: bill.vatTotal,
    vatByRate: bill.vat.map(({ rate, base, vat }) => ({ vatRate: rate, amount: base, vat })),
    serviceCharges,
    serviceChargeTotal: bill.serviceChargeTotal,
    total: bill.total,
  };
}
