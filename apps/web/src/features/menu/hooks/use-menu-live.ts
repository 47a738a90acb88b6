import type { MenuChangedEvent } from '@masa/core/realtime/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps an open menu current (issue 17 §2): joins the business's public room and refetches the
 * menu's queries (products, categories, campaigns, the ordering status) on `menu:changed`, and
 * after every reconnect, so a product sold out meanwhile shows as such without a reload. The
 * socket module is loaded on demand: the menu's first paint does not wait for socket.io.
 */
export function useMenuLive(businessId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (businessId === null) return;
    let cleanup: (() => void) | null = null;
    let cancelled = false;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: ['menu', businessId] });
    void import('../../../lib/socket.ts').then(({ getSocket, joinRoom, onReconnect }) => {
      if (cancelled) return;
      const socket = getSocket();
      const onChanged = (event: MenuChangedEvent) => {
        if (event.businessId === businessId) refetch();
      };
      const release = joinRoom({ kind: 'business', id: businessId });
      socket.on('menu:changed', onChanged);
      const stopReconnect = onReconnect(refetch);
      cleanup = () => {
        socket.off('menu:changed', onChanged);
        stopReconnect();
        release();
      };
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [businessId, queryClient]);
}
