import type { OrderPaymentChangedEvent, OrderStatusChangedEvent } from '@masa/core/realtime/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getSocket, joinRoom } from '../socket.ts';
import { billKeys } from './get-bill.ts';
import { endSessionAfterPayment } from './end-session-after-payment.ts';

const PAID = new Set(['paid', 'approved', 'completed']);

export const isPaymentDone = (event: OrderPaymentChangedEvent): boolean =>
  event.isPaid || PAID.has(event.paymentStatus);

/**
 * Follows one order's bill live: any change reloads its bill; when the staff record the
 * payment that settles it (order:payment:changed / payment:completed with isPaid, or status
 * paid), `onPaid` runs and the local session ends two seconds later (001 §4 After payment).
 */
export function useOrderPaid(orderId: string | null, onPaid?: () => void): void {
  const queryClient = useQueryClient();
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  });

  useEffect(() => {
    if (!orderId) return;
    const release = joinRoom({ kind: 'order', id: orderId });
    const socket = getSocket();
    const reload = () => void queryClient.invalidateQueries({ queryKey: billKeys.detail(orderId) });
    const paid = () => {
      endSessionAfterPayment(orderId);
      onPaidRef.current?.();
    };
    const onPayment = (event: OrderPaymentChangedEvent) => {
      if (event.orderId !== orderId) return;
      reload();
      if (isPaymentDone(event)) paid();
    };
    const onStatus = (event: OrderStatusChangedEvent) => {
      if (event.orderId !== orderId) return;
      reload();
      if (event.status === 'paid') paid();
    };
    const onChanged = (event: { orderId: string }) => {
      if (event.orderId === orderId) reload();
    };
    socket.on('order:payment:changed', onPayment);
    socket.on('payment:completed', onPayment);
    socket.on('order:status:changed', onStatus);
    socket.on('order:updated', onChanged);
    return () => {
      socket.off('order:payment:changed', onPayment);
      socket.off('payment:completed', onPayment);
      socket.off('order:status:changed', onStatus);
      socket.off('order:updated', onChanged);
      release();
    };
  }, [orderId, queryClient]);
}
