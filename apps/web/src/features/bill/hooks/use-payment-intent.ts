import type { PaymentIntentUpdatedEvent } from '@masa/core/payment/payment-intent.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket, joinRoom, onReconnect } from '../../../lib/socket.ts';
import { paymentIntentKeys, usePaymentIntentQuery } from '../api/payment-intents.ts';

/**
 * Follows one online payment live (issue 34): read once when the provider sends the diner
 * back, then every `payment-intent:updated` of its order's room replaces it, until it has
 * succeeded, failed or been cancelled. Read again after a reconnect (an event may have been
 * missed while the phone slept).
 */
export function usePaymentIntent(orderId: string, intentId: string | null) {
  const queryClient = useQueryClient();
  const query = usePaymentIntentQuery(intentId);

  useEffect(() => {
    if (intentId === null) return;
    const release = joinRoom({ kind: 'order', id: orderId });
    const socket = getSocket();
    const onUpdated = (event: PaymentIntentUpdatedEvent) => {
      if (event.intent.id !== intentId) return;
      queryClient.setQueryData(paymentIntentKeys.detail(intentId), event.intent);
    };
    const stopReconnect = onReconnect(
      () => void queryClient.invalidateQueries({ queryKey: paymentIntentKeys.detail(intentId) }),
    );
    socket.on('payment-intent:updated', onUpdated);
    return () => {
      socket.off('payment-intent:updated', onUpdated);
      stopReconnect();
      release();
    };
  }, [orderId, intentId, queryClient]);

  return query;
}
