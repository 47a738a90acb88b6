import type {
  BillRequestResponse,
  BillStatusResponse,
  PaymentMethodKey,
  SplitRequestResponse,
} from '@masa/core/bill/bill-status.schemas';

// The bill's answers, inferred from the schemas in core that the server answers with.

/** 001 §9 payment method keys. */
export type PaymentMethod = PaymentMethodKey;

/** GET /orders/{orderId}/bill: the bill model (`bill`), per-item units and the split requests. */
export type BillStatus = BillStatusResponse;

/** One line of GET /orders/{orderId}/bill: what is paid, held and left of it, in units. */
export type BillItem = BillStatus['items'][number];

export type BillSplitRequest = BillStatus['splitRequests'][number];

/** The answer to a pay-all or equal-split request. */
export type BillRequestResult = BillRequestResponse;

/** The answer to a split request. */
export type SplitRequestResult = SplitRequestResponse;
