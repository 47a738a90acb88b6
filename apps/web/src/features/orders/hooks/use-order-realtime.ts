import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket, joinRoom, onFirstConnect, onReconnect } from '../../../lib/socket.ts';
import { orderKeys } from '../../../lib/orders/order-keys.ts';
import { type RealtimeContext, realtimeEffects } from '../utils/realtime-effects.ts';
import { useOrderNotify } from './use-order-notify.ts';

type Handler = (payload: never) => void;
type Listener = { on: (e: string, h: Handler) => void; off: (e: string, h: Handler) => void };

/**
 * Follows orders live (001 §4 Realtime): joins the business's room, the table's
 * (`table-{tableId}`) and the active order's (`order:{orderId}`) and leaves them on cleanup; the diner's own orders
 * arrive through their user room, which the server joins on connect. Events update the
 * cached orders; after the first connect and every reconnect all order queries reload, so a
 * change made before the socket listened is not missed.
 */
export function useOrderRealtime({
  businessId = null,
  tableId = null,
  orderId = null,
}: { businessId?: string | null; tableId?: string | null; orderId?: string | null } = {}) {
  const queryClient = useQueryClient();
  const notify = useOrderNotify();

  useEffect(() => {
    const releases = [
      businessId ? joinRoom({ kind: 'business', id: businessId }) : null,
      tableId ? joinRoom({ kind: 'table', id: tableId }) : null,
      orderId ? joinRoom({ kind: 'order', id: orderId }) : null,
    ];
    return () => releases.forEach((release) => release?.());
  }, [businessId, tableId, orderId]);

  useEffect(() => {
    const socket = getSocket() as unknown as Listener;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const ctx: RealtimeContext = {
      queryClient,
      tableId,
      notify: notify.info,
      schedule: (run, ms) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          run();
        }, ms);
        timers.add(timer);
      },
    };
    const handlers = Object.entries(realtimeEffects).map(([event, effect]) => {
      const handler = (payload: never) =>
        (effect as (c: RealtimeContext, p: never) => void)(ctx, payload);
      socket.on(event, handler);
      return [event, handler] as const;
    });
    // The connection's own notices are the app shell's (app/layouts/use-connection-notices.ts).
    const reload = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    const stopReconnect = onReconnect(reload);
    // Orders read before the socket first connected may have changed unheard (the server puts
    // the diner in their room as the socket connects).
    const stopFirstConnect = onFirstConnect(reload);
    return () => {
      for (const [event, handler] of handlers) socket.off(event, handler);
      stopReconnect();
      stopFirstConnect();
      timers.forEach(clearTimeout);
    };
  }, [queryClient, notify, tableId]);
}
