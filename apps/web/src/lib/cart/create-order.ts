import { api } from '../api-client.ts';
import { TIMEOUTS } from '../api/api-config.ts';
import type { CreateOrderPayload, PlacedOrder } from './order-types.ts';

/**
 * POST /orders (001 §4 Order placement). The Idempotency-Key makes a repeat of the same
 * attempt answer the first order instead of placing a second one.
 */
export function createOrder(payload: CreateOrderPayload, idempotencyKey: string) {
  return api.send<PlacedOrder>('/orders', {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
    timeout: TIMEOUTS.orderArea,
  });
}
