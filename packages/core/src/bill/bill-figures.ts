// What the one bill model answers (docs/decisions/027-one-bill-model.md): every figure a screen
// of either app shows of a bill, never added up again by the screen.
import type { BillChargeInput, LineShare } from './bill-input.ts';
import type { BillShare } from './shares.ts';
import type { BillDiscount } from './staff-discounts.ts';

export type BillLine = {
  id: string;
  name: string;
  nameEn: string;
  quantity: number;
  freeQuantity: number;
  /** quantity − freeQuantity, 0 when cancelled. */
  chargedQuantity: number;
  unitPrice: number;
  /** chargedQuantity × unitPrice: what the line adds to the subtotal. */
  amount: number;
  /** What staff discounts took off this line (its own and its part of the order's), ADR 074. */
  staffDiscount: number;
  discount: number;
  /** The campaign's part of discount: amount + this is the line at the menu's prices. */
  campaignDiscount: number;
  vatRate: number;
  cancelled: boolean;
  /** An ikram line: unitPrice 0 (ADR 073). */
  ikram: boolean;
  /** Charged units paid. */
  paidQuantity: number;
  /** Charged units still to pay. */
  leftQuantity: number;
  /** What "the rest of the bill" covers: leftQuantity less the units of approved splits. */
  dueQuantity: number;
  /** What a new split may take: dueQuantity less the units pending splits hold. */
  availableQuantity: number;
  /** Chosen options and extras: two lines of one dish read apart. Never priced here. */
  options: string[];
  extras: string[];
  optionsEn: string[];
  extrasEn: string[];
  /**
   * Diners the line is shared among (ADR 048), 0 when it is not. A shared line is paid in
   * shares only: its dueQuantity and availableQuantity are 0, its units count as paid (and
   * leftQuantity 0) when every share is paid.
   */
  shareCount: number;
  /** Its shares, share 1 first; empty when not shared. They add up to amount − staffDiscount. */
  shares: BillShare[];
};

export type BillCharge = BillChargeInput & {
  nameEn: string;
  paid: boolean;
  /** Not paid nor in an approved split: the rest of the bill covers it. */
  due: boolean;
  /** Due and not asked for by a pending split: a new split may take it. */
  available: boolean;
};

export type BillVat = {
  /** Whole percent. */
  rate: number;
  /** The amounts taxed at this rate, as priced. */
  base: number;
  vat: number;
};

export type BillPayment = {
  id: string;
  method: string;
  lines: { lineId: string; quantity: number }[];
  charges: string[];
  /** Shares of shared lines it paid. */
  shares: LineShare[];
  /** What the lines paid for cost, as priced (the base of a tip). */
  itemsAmount: number;
  chargesAmount: number;
  /** This payment's share of the VAT, by rate. */
  vat: BillVat[];
  /** What was paid for the meal, tip apart. */
  amount: number;
  tip: number;
  createdAt?: string;
};

export type Bill = {
  taxIncludedInPrice: boolean;
  lines: BillLine[];
  charges: BillCharge[];
  /** Sum of line amounts. */
  subtotal: number;
  discountTotal: number;
  /** The campaign's part of discountTotal: subtotal + this is the lines at the menu's prices. */
  campaignTotal: number;
  serviceChargeTotal: number;
  /** Staff discounts in the order given, each with what it took off (ADR 074). */
  staffDiscounts: BillDiscount[];
  /** Sum of staffDiscounts: taken off after the subtotal, apart from campaigns. */
  staffDiscountTotal: number;
  /** By rate over lines (after staff discounts) and charges, each rounded once. */
  vat: BillVat[];
  vatTotal: number;
  /** subtotal − staff discounts + service charges (+ VAT when added on top). Never a tip. */
  total: number;
  payments: BillPayment[];
  /** Sum of payment amounts, tips apart. */
  paid: number;
  /** Sum of the tips the payments carried, less the tips refunded. */
  tips: number;
  /** Refunds in the order given, each at what its payment priced what it returned. */
  refunds: BillRefund[];
  /** Sum of refund amounts, tips apart. */
  refunded: number;
  /** total − paid + refunded. */
  left: number;
  /** Every charged unit and every charge is paid. */
  settled: boolean;
};

export type BillRefund = {
  id: string;
  paymentId: string;
  afterPayments: number;
  /** What it gave back, as far as its payment held it. */
  lines: { lineId: string; quantity: number }[];
  charges: string[];
  shares: LineShare[];
  vat: BillVat[];
  /** Given back for the meal, tip apart. */
  amount: number;
  tip: number;
  createdAt?: string;
};

export type SelectionPrice = {
  itemsAmount: number;
  chargesAmount: number;
  vat: BillVat[];
  vatTotal: number;
  /** What the selection costs, tip apart. */
  amount: number;
  tip: number;
  /** amount + tip. */
  total: number;
};
