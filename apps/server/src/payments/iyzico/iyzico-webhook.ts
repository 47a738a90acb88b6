import type { WebhookEvent } from '../provider.ts';
import { webhookSignature, sameSignature } from './iyzico-signature.ts';

const HEADER = 'x-iyz-signature-v3';

/**
 * A Checkout Form webhook (docs.iyzico.com, Webhook, "HPP format": JSON with iyziEventType,
 * iyziPaymentId, token, paymentConversationId, status, iyziReferenceCode, iyziEventTime,
 * merchantId) → our event, or null when its X-IYZ-SIGNATURE-V3 does not verify. iyzico sends
 * the same event again until Masa answers 2xx (every 15 min, 3 times): the event key is made of
 * what identifies the outcome, so every resend of it has the same key.
 */
export function checkoutFormWebhookEvent(input: {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  secretKey: string;
}): WebhookEvent | null {
  const header = input.headers[HEADER];
  const signature = Array.isArray(header) ? header[0] : header;
  const body = input.body as Record<string, unknown> | null;
  if (!signature || typeof body !== 'object' || body === null) return null;
  const { iyziEventType, iyziPaymentId, token, paymentConversationId, status } = body;
  if (
    typeof iyziEventType !== 'string' ||
    (typeof iyziPaymentId !== 'string' && typeof iyziPaymentId !== 'number') ||
    typeof token !== 'string' ||
    typeof paymentConversationId !== 'string' ||
    typeof status !== 'string'
  ) {
    return null;
  }
  const expected = webhookSignature(input.secretKey, {
    iyziEventType,
    iyziPaymentId,
    token,
    paymentConversationId,
    status,
  });
  if (!sameSignature(expected, signature)) return null;
  return {
    eventKey: `iyzico:${iyziEventType}:${iyziPaymentId}:${token}:${status}`,
    token,
    conversationId: paymentConversationId,
    status,
  };
}
