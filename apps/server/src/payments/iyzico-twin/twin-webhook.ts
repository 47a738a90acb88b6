import { randomUUID } from 'node:crypto';
import { webhookSignature } from '../iyzico/iyzico-signature.ts';
import type { TwinOptions } from './twin-options.ts';
import type { TwinCheckout } from './twin-store.ts';

/**
 * The Checkout Form webhook as iyzico sends it (docs.iyzico.com, Webhook, HPP format): a JSON
 * POST with X-IYZ-SIGNATURE-V3. iyzico retries until it gets a 2xx; the twin sends once and
 * keeps the answer for the dev door, so a test sees what Masa said.
 */
export async function sendTwinWebhook(input: {
  options: TwinOptions;
  checkout: TwinCheckout;
  status: 'SUCCESS' | 'FAILURE';
}) {
  const { options, checkout, status } = input;
  const url = options.webhookUrl();
  if (!url) return;
  const event = {
    paymentConversationId: checkout.conversationId,
    merchantId: 1,
    token: checkout.token,
    status,
    iyziReferenceCode: randomUUID(),
    iyziEventType: 'CHECKOUT_FORM_AUTH',
    iyziEventTime: Date.now(),
    iyziPaymentId: Number(checkout.payment?.paymentId ?? checkout.failure?.paymentId ?? 0),
  };
  let answer: number | string;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-iyz-signature-v3': webhookSignature(options.secretKey, event),
      },
      body: JSON.stringify(event),
      signal: AbortSignal.timeout(10_000),
    });
    answer = response.status;
  } catch (error) {
    answer = error instanceof Error ? error.message : String(error);
  }
  options.store.remember(options.store.webhooks, {
    token: checkout.token,
    status,
    url,
    answer,
    at: new Date(),
  });
}
