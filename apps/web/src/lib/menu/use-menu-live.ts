import type { MenuChangedEvent, RoomJoinedEvent } from '@masa/core/realtime/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterFirstLoad } from '../after-first-load.ts';
import { businessStatusQueryKey } from './menu-keys.ts';
import { loadCode } from '../load-code.ts';

/**
 * Keeps an open menu current (issue 17 §2), and the cart's lines (issue 29 §6): joins the business's public room and refetches the
 * menu's queries (products, categories, campaigns, the ordering status) on `menu:changed` (the
 * business's own queries when its service settings changed), and
 * after every reconnect, so a product sold out meanwhile shows as such without a reload. The
 * socket module (socket.io and the event schemas, ~37 KB gzip) is loaded once the page has been
 * loaded 3 s and the browser is idle, not before the menu is usable (issue 22's first-load budget); the
 * menu is read again once the server says the room is joined (`room:joined`), so nothing changed
 * in between is missed.
 */
export function useMenuLive(businessId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (businessId === null) return;
    let cleanup: (() => void) | null = null;
    let cancelled = false;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: ['menu', businessId] });
    // Service settings (issue 17 §4): the business's name and address, its payment methods and
    // VAT mode, its service charges, its opening hours (issue 20); refetched where shown,
    // marked stale elsewhere.
    const refetchSettings = () => {
      void queryClient.invalidateQueries({ queryKey: ['business', businessId] });
      void queryClient.invalidateQueries({ queryKey: businessStatusQueryKey(businessId) });
      void queryClient.invalidateQueries({ queryKey: ['service-charges'] });
    };
    const connect = () =>
      void loadCode(() => import('../socket.ts')).then((live) => {
        if (cancelled) return;
        const socket = live.getSocket();
        const room = live.roomName({ kind: 'business', id: businessId });
        const onChanged = (event: MenuChangedEvent) => {
          if (event.businessId !== businessId) return;
          if (event.change === 'settings') refetchSettings();
          else refetch();
        };
        // The menu is read again once the server has put the socket in the room: a change made
        // before then was never heard. A room another screen holds already is read now.
        let heard = socket.connected && live.connectionState.joinedRooms().includes(room);
        const onJoined = (event: RoomJoinedEvent) => {
          if (heard || event.room !== room) return;
          heard = true;
          refetch();
        };
        const release = live.joinRoom({ kind: 'business', id: businessId });
        socket.on('menu:changed', onChanged);
        socket.on('room:joined', onJoined);
        const stopReconnect = live.onReconnect(refetch);
        cleanup = () => {
          socket.off('menu:changed', onChanged);
          socket.off('room:joined', onJoined);
          stopReconnect();
          release();
        };
        if (heard) refetch();
      });
    // Not merely idle: while the menu's texts and data are on their way the browser can be idle
    // before the menu is usable (ADR 046 loads texts after the screen's code), so the socket
    // waits for the page's first seconds to pass as well (lib/after-first-load.ts).
    const later = afterFirstLoad(connect);
    return () => {
      cancelled = true;
      later();
      cleanup?.();
    };
  }, [businessId, queryClient]);
}
