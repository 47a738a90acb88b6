/** Shapes of the JSONB columns, enforced in TypeScript through `$type<>()`. */
import type { FiscalAdapter } from '@masa/core/fiscal/fiscal.schemas';
import type { TipSettings } from '@masa/core/tips/tips.schemas';

/** 000 §3.1 address object; the app also reads `postalCode` as `zipCode`. */
export type Address = {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};

/** 001 §3 Business settings. Missing payment flags mean cash and credit card only (001 §9). */
export type BusinessSettings = {
  payment: {
    acceptCash: boolean;
    acceptCreditCard: boolean;
    acceptOnlinePayment: boolean;
    acceptSodexo: boolean;
    acceptMutlinet: boolean;
  };
  tax: { includedInPrice: boolean };
  /** The whole business stops taking new orders (issue 17 §2); missing means it takes them. */
  ordering?: { paused: boolean };
  /**
   * Printed on the payment slip (issue 29); missing prints none. `adapter`: how payments reach
   * the fiscal register (issue 35 §4, ADR 093); missing means 'manual'.
   */
  fiscal?: { taxOffice?: string; taxNumber?: string; adapter?: FiscalAdapter };
  /** The live board's age colours (issue 17 §4); missing means amber at 10, red at 20 minutes. */
  board?: { amberMinutes: number; redMinutes: number };
  /** The tip ledger's rule and role points (issue 35 §2, ADR 088); missing: each keeps their own. */
  tips?: TipSettings;
};

export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  payment: {
    acceptCash: true,
    acceptCreditCard: true,
    acceptOnlinePayment: false,
    acceptSodexo: false,
    acceptMutlinet: false,
  },
  tax: { includedInPrice: true },
};

/** A product option group such as 'Pişirme' (Az / Orta / İyi); choice prices in kuruş. */
export type ProductOption = {
  name: string;
  /** English names (ADR 060): '' shows the Turkish; `name` stays what the cart sends back. */
  nameEn?: string;
  required: boolean;
  multiple: boolean;
  choices: { name: string; nameEn?: string; price: number }[];
};

/** One size of an uploaded picture, WebP (lib/images). */
export type ImageVariant = { url: string; width: number; height: number };

/** An extra such as 'Kaşar Peyniri' +300 kuruş (001 §3 Cart item). */
export type ProductExtra = { name: string; nameEn?: string; price: number };

/** Option name → chosen choice names, as the cart item carries it (001 §3). */
export type SelectedOptions = Record<string, string[]>;

/** A saved payment method on the user (000 §3.1); card numbers never reach the server. */
export type UserPaymentMethod = { id: string; type: string; label: string; isDefault: boolean };

export type ServiceChargeDisplay = { icon: string; color: string };

/** 001 §3 Service-charge definition `includedItems`. */
export type ServiceChargeIncludedItems = {
  totalQuantity: number;
  options: {
    type: 'category' | 'product';
    categoryId: string | null;
    productId: string | null;
    name: string;
    autoQuantity: boolean;
  }[];
};

/**
 * When a definition applies, beyond business, `active`, `applyOn` and `customerTypes`
 * (the applicable-service-charges call of 001 §7 passes orderAmount, personCount, hasReservation).
 */
export type ServiceChargeConditions = {
  minOrderAmount?: number;
  minPersonCount?: number;
  tableTypes?: string[];
  reservation?: 'any' | 'required' | 'none';
};

/** 001 §3 split variant `splitDetails`. */
export type SplitDetail = { userId: string | null; amount: number; name: string };

/** 001 §3 Bill-request payload `requestDetails`. */
export type BillRequestDetails = { appVersion?: string; deviceType?: string; requestTime?: string };

/** What an online payment intent pays (issue 34): the vocabulary of a staff payment. */
export type IntentSelection = {
  /** Units per line id. */
  lines: Record<string, number>;
  charges: string[];
  /** Share indexes per line id, each with the count its line is shared in. */
  shares: { lineId: string; index: number; shareCount: number }[];
  splitBillRequestId: string | null;
  /** The rest of the bill when it was priced. */
  rest: boolean;
};

/** One basket line's transaction at the provider (issue 34), what a partial refund names. */
export type ProviderTransaction = {
  lineId: string;
  providerTransactionId: string;
  paidPrice: number;
};

/** What a refund gave back (issue 34): units, whole charges and shares of one payment. */
export type RefundedParts = {
  lines: { lineId: string; quantity: number }[];
  charges: string[];
  shares: { lineId: string; index: number }[];
};
