import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { connectStaffSocket } from '../../../lib/socket.ts';
import { activeOrdersKey } from '../api/active-orders.ts';

const ORDER_EVENTS = [
  'order:updated',
  'order:status:changed',
  'order:item:status:changed',
  'order:deleted',
  'order:payment:changed',
  'payment:completed',
] as const;

/**
 * Keeps the board live: any order news of the business refetches the active orders, a new
 * order also calls `onNewOrder` (the chime), and every reconnect refetches so nothing sent
 * while offline is missed. Answers whether the socket is connected.
 */
export function useLiveOrders(onNewOrder: () => void): boolean {
  const client = useQueryClient();
  const [connected, setConnected] = useState(false);
  const newOrder = useRef(onNewOrder);
  useEffect(() => {
    newOrder.current = onNewOrder;
  }, [onNewOrder]);

  useEffect(() => {
    const socket = connectStaffSocket();
    const refetch = () => void client.invalidateQueries({ queryKey: activeOrdersKey });
    let everConnected = false;
    socket.on('connect', () => {
      setConnected(true);
      if (everConnected) refetch();
      everConnected = true;
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on('order:created', () => {
      refetch();
      newOrder.current();
    });
    for (const event of ORDER_EVENTS) socket.on(event, refetch);
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [client]);

  return connected;
}
