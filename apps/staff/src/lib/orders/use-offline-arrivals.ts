import { useEffect, useRef, useState } from 'react';
import { useActiveOrders } from './active-orders.ts';

/** Order id → the status it had when it came back; its mark stays while it keeps that status. */
export type OfflineArrivals = ReadonlyMap<string, string>;

/**
 * What the tablet missed while its live connection was down (issue 29). `connected` is null
 * until the socket first connects, false once a connection that was up has dropped. On
 * reconnect, the orders the refetch brings that the tablet did not know when it dropped are
 * marked (until they move on) and `onArrived` chimes once for them.
 */
export function useOfflineArrivals(connected: boolean | null, onArrived: () => void) {
  const orders = useActiveOrders();
  const [arrivals, setArrivals] = useState<OfflineArrivals>(new Map());
  const known = useRef<Set<string> | null>(null);
  const backAt = useRef(0);
  const arrived = useRef(onArrived);
  useEffect(() => {
    arrived.current = onArrived;
  }, [onArrived]);

  useEffect(() => {
    if (connected) backAt.current = Date.now();
    else if (connected === false) {
      known.current ??= new Set((orders.data ?? []).map((order) => order.id));
    }
    // Only the connection's changes: the list is read at the moment it drops.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connected]);

  useEffect(() => {
    const before = known.current;
    if (!connected || !before || !orders.data || orders.dataUpdatedAt < backAt.current) return;
    known.current = null;
    const missed = orders.data.filter((order) => !before.has(order.id));
    if (missed.length === 0) return;
    setArrivals((current) => {
      const next = new Map(current);
      for (const order of missed) next.set(order.id, order.status);
      return next;
    });
    arrived.current();
  }, [connected, orders.data, orders.dataUpdatedAt]);

  return arrivals;
}
