import { api } from '../api-client.ts';
import { TIMEOUTS } from '../api/api-config.ts';
import type { BillRequestResult, PaymentMethod, SplitRequestResult } from './bill-types.ts';

/** 001 §3 Bill-request payload; mode and peopleCount choose pay all or an equal split. */
export type BillRequestPayload = {
  businessId: string;
  tableId: string;
  mode: 'full' | 'equal';
  peopleCount?: number;
  paymentMethod: PaymentMethod | undefined;
  tipPercentage: number;
};

/** 001 §3 split variant: the diner's units per order item. */
export type SplitRequestPayload = {
  businessId: string;
  paymentMethod: PaymentMethod;
  tipPercentage: number;
  selectedItems: Record<string, number>;
  /** The order's service charges (the kuver) paid whole with the units (issue 20). */
  selectedCharges: string[];
  /** Lines shared among diners, line id → how many: one share of each (ADR 048). */
  selectedShares: Record<string, number>;
};

const details = () => ({
  appVersion: '1.0.0',
  deviceType: 'web',
  requestTime: new Date().toISOString(),
});

/**
 * POST /orders/{orderId}/request-bill (001 §7, 5 s). No fallback paths and no fake success
 * (ADR 020): a failure is shown as it is.
 * `idempotencyKey` is one per attempt, so a double tap asks once.
 */
export function requestBill(orderId: string, payload: BillRequestPayload, idempotencyKey: string) {
  return api.send<BillRequestResult>(`/orders/${encodeURIComponent(orderId)}/request-bill`, {
    method: 'POST',
    body: { ...payload, orderId, timestamp: new Date().toISOString(), requestDetails: details() },
    headers: { 'Idempotency-Key': idempotencyKey },
    timeout: TIMEOUTS.quick,
  });
}

/** The split variant of the same call: isSplitBill true with selectedItems. */
export function requestSplitBill(
  orderId: string,
  payload: SplitRequestPayload,
  idempotencyKey: string,
) {
  return api.send<SplitRequestResult>(`/orders/${encodeURIComponent(orderId)}/request-bill`, {
    method: 'POST',
    body: { ...payload, isSplitBill: true },
    headers: { 'Idempotency-Key': idempotencyKey },
    timeout: TIMEOUTS.quick,
  });
}
