// What the one bill model is computed from (docs/decisions/027-one-bill-model.md): the order's
// lines and service charges as priced, the payments in the order they were recorded, what splits
// hold, staff discounts and refunds. Money is integer kuruş; a VAT rate is a whole percent.
import type { BillDiscountInput } from './staff-discounts.ts';

/** One share of a shared line (ADR 048). */
export type LineShare = { lineId: string; index: number };
/** Shares by line id: the share indices (1 … N). */
export type SharesByLine = Readonly<Record<string, readonly number[]>>;

export type BillLineInput = {
  id: string;
  name: string;
  /** The dish's English name as ordered, '' when none (ADR 060). */
  nameEn?: string;
  quantity: number;
  /** Units included in a service charge (the kuver's bread): never priced nor paid apart. */
  freeQuantity?: number;
  /** One charged unit after its discount, options and extras included, as priced. */
  unitPrice: number;
  /** The discount on one charged unit (for the discount total). */
  unitDiscount?: number;
  /**
   * The order's campaign's share of one charged unit, inside unitDiscount (ADR 041): the menu
   * shows the unit at unitPrice + this, the campaign is its own row (issue 30).
   */
  unitCampaignDiscount?: number;
  /** Whole percent. */
  vatRate: number;
  cancelled?: boolean;
  /** Given as ikram (ADR 073): its unitPrice is 0 and its VAT with it; shown "İkram". */
  ikram?: boolean;
  /** The option choices the diner made, shown with the name (core orders/line-choices). */
  options?: readonly string[];
  /** The extras the diner added. */
  extras?: readonly string[];
  /** The same choices and extras in English, each falling back to the Turkish (ADR 060). */
  optionsEn?: readonly string[];
  extrasEn?: readonly string[];
  /**
   * Shared among this many diners (2 … 10, ADR 048): the line is paid in shares, never by
   * units. Absent or 0: not shared.
   */
  shareCount?: number;
};

export type BillChargeInput = {
  id: string;
  name: string;
  /** The charge's English name, '' when none (ADR 060). */
  nameEn?: string;
  /** As priced, like a line: VAT-inclusive when prices include VAT. */
  amount: number;
  /** Whole percent. */
  vatRate: number;
};

export type BillPaymentInput = {
  id: string;
  method: string;
  /** The tip this payment carried, kuruş, apart from its amount. */
  tip: number;
  /** Charged units of lines this payment paid. */
  lines: readonly { lineId: string; quantity: number }[];
  /** Ids of the service charges this payment paid. */
  charges: readonly string[];
  /** Shares of shared lines this payment paid (ADR 048). */
  shares?: readonly LineShare[];
  createdAt?: string;
};

export type BillInput = {
  taxIncludedInPrice: boolean;
  lines: readonly BillLineInput[];
  charges: readonly BillChargeInput[];
  /** In the order they were recorded. */
  payments: readonly BillPaymentInput[];
  /** Units of approved splits not paid yet, line id → units: their payer pays them. */
  reserved?: Readonly<Record<string, number>>;
  /** Units held by requests awaiting the business (pending splits), line id → units. */
  held?: Readonly<Record<string, number>>;
  /** Charges an approved split will pay (the kuver in a split of chosen items). */
  reservedCharges?: readonly string[];
  /** Charges a pending split asks for: no other split may take them meanwhile. */
  heldCharges?: readonly string[];
  /** Shares of approved requests not paid yet: their payer pays them. */
  reservedShares?: SharesByLine;
  /** Shares held by pending requests. */
  heldShares?: SharesByLine;
  /** Staff discounts in the order they were given (ADR 074). */
  staffDiscounts?: readonly BillDiscountInput[];
  /** What was given back from payments (issue 34), in the order given. */
  refunds?: readonly BillRefundInput[];
};

export type BillRefundInput = {
  id: string;
  paymentId: string;
  /** How many payments were recorded before it: it replays after them. */
  afterPayments: number;
  /** Units of lines given back. */
  lines: readonly { lineId: string; quantity: number }[];
  charges: readonly string[];
  shares: readonly LineShare[];
  /** Kuruş of the payment's tip given back. */
  tip: number;
  createdAt?: string;
};

/** A choice of what to pay: units of lines and whole charges. */
export type BillSelection = {
  lines?: Readonly<Record<string, number>>;
  charges?: readonly string[];
  /** Shares of shared lines (ADR 048). */
  shares?: SharesByLine;
};
