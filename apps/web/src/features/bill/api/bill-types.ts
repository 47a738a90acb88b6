import type { BillResponse } from '@masa/core/bill/bill.schemas';

/** 001 §9 payment method keys. */
export type PaymentMethod = 'cash' | 'credit_card' | 'online' | 'sodexo' | 'mutlinet';

/** One line of GET /orders/{orderId}/bill: what is paid, held and left of it, in units. */
export type BillItem = {
  id: string;
  name: string;
  status: string;
  quantity: number;
  freeQuantity: number;
  /** Kuruş, one charged unit after the discount. */
  unitPrice: number;
  /** Whole percent. */
  vatRate: number;
  isPaid: boolean;
  paidQuantity: number;
  approvedQuantity: number;
  pendingQuantity: number;
  /** 001 §4: charged units not paid nor in an approved split; free units are never due. */
  remainingQuantity: number;
  /** What a new split may take: remaining less units held by pending splits. */
  availableQuantity: number;
};

export type BillSplitRequest = {
  id: string;
  status: string;
  isMine: boolean;
  paymentMethod: string;
  tipPercentage: number;
  selectedItems: Record<string, number>;
  amount: number;
  tip: number;
  total: number;
  createdAt: string;
};

/** GET /orders/{orderId}/bill (the server's bill-status-response.ts). Money in kuruş. */
export type BillStatus = {
  orderId: string;
  orderNumber: number;
  businessId: string;
  tableId: string;
  status: string;
  paymentStatus: string;
  isPaid: boolean;
  billRequested: boolean;
  allPaid: boolean;
  taxIncludedInPrice: boolean;
  paymentMethods: PaymentMethod[];
  splitPaymentMethods: PaymentMethod[];
  tipOptions: number[];
  splitTipOptions: number[];
  items: BillItem[];
  /** The one bill model (ADR 027): every figure the screens show comes from it. */
  bill: BillResponse;
  subtotal: number;
  serviceChargeTotal: number;
  total: number;
  remainingAmount: number;
  splitRequests: BillSplitRequest[];
};

/** The answer to a pay-all or equal-split request. */
export type BillRequestResult = {
  id: string;
  mode: 'full' | 'equal';
  peopleCount: number | null;
  amount: number;
  tip: number;
  total: number;
  perPerson: number[];
};

/** The answer to a split request. */
export type SplitRequestResult = { id: string; status: string; total: number };
