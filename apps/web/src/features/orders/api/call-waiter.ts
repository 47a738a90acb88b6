import { api } from '../../../lib/api-client.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';

/** 001 §3 Waiter-call result. */
export type WaiterCall = {
  id: string;
  orderId: string | null;
  waiterCalled: boolean;
  callTime: string;
  status: string;
};

/**
 * POST /orders/{orderId}/waiter/call (001 §7, 8 s). The server refuses a repeat within 30 s
 * with 429 'Garson zaten çağrıldı, lütfen bekleyin.'. No fallback paths and no fake success
 * (ADR 020): a failure is shown as it is.
 */
export function callWaiter(orderId: string, businessId: string) {
  return api.send<WaiterCall>(`/orders/${encodeURIComponent(orderId)}/waiter/call`, {
    method: 'POST',
    body: { businessId, reason: 'general_assistance', timestamp: new Date().toISOString() },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    timeout: TIMEOUTS.orderAction,
  });
}
