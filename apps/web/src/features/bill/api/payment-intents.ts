import type {
  CreatePaymentIntentBody,
  PaymentIntent,
} from '@masa/core/payment/payment-intent.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';

export const paymentIntentKeys = {
  detail: (intentId: string) => ['payment-intent', intentId] as const,
};

/**
 * POST /orders/{orderId}/payment-intents (issue 34): an online payment of what the diner
 * chose, priced by the server; the answer carries the provider's hosted form (`checkoutUrl`).
 * `idempotencyKey` is one per attempt, so a double tap opens one form.
 */
export async function createPaymentIntent(
  orderId: string,
  body: CreatePaymentIntentBody,
  idempotencyKey: string,
): Promise<PaymentIntent> {
  const { data } = await api.send<{ intent: PaymentIntent }>(
    `/orders/${encodeURIComponent(orderId)}/payment-intents`,
    {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
      timeout: TIMEOUTS.orderAction,
    },
  );
  return data.intent;
}

/** GET /payment-intents/{intentId}: where the diner's online payment stands. */
export async function getPaymentIntent(intentId: string, signal?: AbortSignal) {
  const { intent } = await api.get<{ intent: PaymentIntent }>(
    `/payment-intents/${encodeURIComponent(intentId)}`,
    { timeout: TIMEOUTS.orderAction, ...(signal ? { signal } : {}) },
  );
  return intent;
}

export const getPaymentIntentQueryOptions = (intentId: string) =>
  queryOptions({
    queryKey: paymentIntentKeys.detail(intentId),
    queryFn: ({ signal }) => getPaymentIntent(intentId, signal),
    retry: false,
  });

export const usePaymentIntentQuery = (intentId: string | null) =>
  useQuery({ ...getPaymentIntentQueryOptions(intentId ?? ''), enabled: intentId !== null });

/** POST /payment-intents/{intentId}/cancel: the diner gives up; the hosted form refuses afterwards. */
export async function cancelPaymentIntent(intentId: string) {
  const { data } = await api.send<{ intent: PaymentIntent }>(
    `/payment-intents/${encodeURIComponent(intentId)}/cancel`,
    { method: 'POST', timeout: TIMEOUTS.orderAction },
  );
  return data.intent;
}
