import {
  type OrderPaymentChangedEvent,
  type OrderStatusChangedEvent,
  type RoomJoinedEvent,
  rooms,
} from '@masa/core/realtime/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { orderKeys } from '../orders/order-keys.ts';
import { getSocket, joinRoom, onFirstConnect, onReconnect } from '../socket.ts';
import { billKeys } from './get-bill.ts';
import { endSessionAfterPayment } from './end-session-after-payment.ts';

const PAID = new Set(['paid', 'approved', 'completed']);

export const isPaymentDone = (event: OrderPaymentChangedEvent): boolean =>
  event.isPaid || PAID.has(event.paymentStatus);

/**
 * Follows one order's bill live: any change reloads its bill; when the staff record the
 * payment that settles it (order:payment:changed / payment:completed with isPaid, or status
 * paid), `onPaid` runs and the local session ends two seconds later (001 §4 After payment).
 * A diner at the table who did not place the order may not join its room: that phone hears the
 * order's news in the sitting's room (ADR 042), which it joins seconds after the page loaded
 * (afterFirstLoad) and again after a reconnect. What was paid before the join (another diner
 * paying online at once) never reaches it: the bill is read again once the room is joined.
 * So are the bill and the order once the socket first connects and after every reconnect it
 * was not handed what it missed: a payment before then was never heard.
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
    const onJoined = (event: RoomJoinedEvent) => {
      if (event.room.startsWith(rooms.sitting(''))) reload();
    };
    const reloadAll = () => {
      reload();
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    };
    const stopFirstConnect = onFirstConnect(reloadAll);
    const stopReconnect = onReconnect(reloadAll);
    socket.on('room:joined', onJoined);
    socket.on('order:payment:changed', onPayment);
    socket.on('payment:completed', onPayment);
    socket.on('order:status:changed', onStatus);
    socket.on('order:updated', onChanged);
    return () => {
      socket.off('order:payment:changed', onPayment);
      socket.off('payment:completed', onPayment);
      socket.off('order:status:changed', onStatus);
      socket.off('order:updated', onChanged);
      socket.off('room:joined', onJoined);
      stopFirstConnect();
      stopReconnect();
      release();
    };
  }, [orderId, queryClient]);
}
