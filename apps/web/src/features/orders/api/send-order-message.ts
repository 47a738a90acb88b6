import type { MessageType } from '@masa/core/orders/order.schemas';
import { api } from '../../../lib/api-client.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';

export type OrderMessagePayload = {
  message: string;
  messageType: MessageType;
  sentBy: { userId: string; name: string };
};

/**
 * POST /orders/{orderId}/messages (001 §7): a message to the business. `idempotencyKey` is
 * one per dialog submission, so a double tap sends one message.
 */
export function sendOrderMessage(
  orderId: string,
  payload: OrderMessagePayload,
  idempotencyKey: string,
) {
  return api.send<{ id: string }>(`/orders/${encodeURIComponent(orderId)}/messages`, {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
    timeout: TIMEOUTS.orderAction,
  });
}
