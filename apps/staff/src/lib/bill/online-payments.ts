import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import type { PaymentIntent } from '@masa/core/payment/payment-intent.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { activeOrdersKey } from '../orders/active-orders-key.ts';

// The inbox's list itself is read by use-online-payments.ts: this module stays free of the API
// client (and its session in localStorage), so its unit test runs without a browser.

/** A diner's online payment as the inbox lists it: the intent, and its order as it was then. */
export type OnlinePaymentNote = {
  intent: PaymentIntent;
  orderNumber: number | null;
  table: string | null;
};

/** Today's online payments, newest first (issue 34): read on open, then kept live. */
export const onlinePaymentsKey = ['staff', 'online-payments'] as const;

/** At most this many are kept: the inbox shows the evening's latest, not a ledger. */
const KEPT = 20;

/**
 * Notes a diner's online payment as it succeeds (`payment-intent:updated` in the business's
 * staff room, use-live-service.ts): the inbox lists it at once, with its order's number and
 * table read before the paid order leaves the active orders. Each intent once.
 */
export function noteOnlinePayment(client: QueryClient, intent: PaymentIntent): void {
  if (intent.status !== 'succeeded') return;
  const order = client
    .getQueryData<OrderResponse[]>(activeOrdersKey)
    ?.find((known) => known.id === intent.orderId);
  const note = {
    intent,
    orderNumber: order?.orderNumber ?? null,
    table: order?.table.name ?? null,
  };
  client.setQueryData<OnlinePaymentNote[]>(onlinePaymentsKey, (list = []) =>
    list.some((known) => known.intent.id === intent.id) ? list : [note, ...list].slice(0, KEPT),
  );
}
