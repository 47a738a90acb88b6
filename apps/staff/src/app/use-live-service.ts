import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { printersKey } from '../features/printers/api/printers.ts';
import { printersStatusKey } from '../lib/printers/printers.ts';
import { fiscalKey } from '../lib/bill/fiscal-requests.ts';
import { noteOnlinePayment } from '../lib/bill/online-payments.ts';
import { createChimeFold } from '../lib/fold-notices.ts';
import { connectStaffSocket } from '../lib/socket.ts';
import type { ChimeKind } from '../features/board/hooks/use-chime.ts';
import {
  refetchEverything,
  refetchForNotice,
  refetchForOrder,
  refetchMenu,
  type OrderNews,
} from './live-invalidations.ts';

const ORDER_EVENTS = [
  'order:updated',
  'order:status:changed',
  'order:item:status:changed',
  'order:deleted',
  'order:payment:changed',
  'payment:completed',
] as const;

/**
 * Keeps live service live, whatever screen is open: an order's news refetches what it changes
 * (live-invalidations.ts: the board, the floor, the requests, gün sonu's day so far and the
 * bills of its table), a menu or settings change the menu and settings; a new order (a held
 * course only once fired) or a diner's request (a waiter call, a message, a bill or split
 * request: `staff:notice`) also calls `onNews` (the chime), once for a diner who keeps asking
 * the same (createChimeFold, issue 28); an order the kitchen made ready calls it with 'ready',
 * a chime of its own (issue 29); the first connect and every reconnect the server did not
 * recover refetch, so nothing sent before the socket listened or while offline is missed
 * (use-offline-arrivals.ts marks what came while offline). Answers whether the socket is
 * connected: null until it first is, false when a connection that was up has dropped.
 */
export function useLiveService(onNews: (kind?: ChimeKind) => void): boolean | null {
  const client = useQueryClient();
  const [connected, setConnected] = useState<boolean | null>(null);
  const news = useRef(onNews);
  useEffect(() => {
    news.current = onNews;
  }, [onNews]);

  useEffect(() => {
    const socket = connectStaffSocket();
    let everConnected = false;
    socket.on('connect', () => {
      setConnected(true);
      // A recovered socket was handed what it missed by the server (ADR 102): nothing to refetch.
      if (everConnected && !socket.recovered) {
        refetchEverything(client);
        void client.invalidateQueries({ queryKey: printersStatusKey });
      }
      // The screens read before the first connect: news sent in between never reached them.
      if (!everConnected) refetchEverything(client);
      everConnected = true;
    });
    socket.on('disconnect', () => setConnected(false));
    // A held course is not work yet: it chimes when the waiter fires it (issue 31 §4), whether
    // the firing comes as the order created again or as its update.
    socket.on('order:created', ({ held, orderId, tableId }) => {
      refetchForOrder(client, { orderId, tableId });
      if (!held) news.current();
    });
    socket.on('order:updated', ({ change }) => {
      if (change === 'fired') news.current();
    });
    const chimes = createChimeFold();
    socket.on('staff:notice', (notice) => {
      refetchForNotice(client, notice);
      if (chimes(notice, Date.now())) news.current();
    });
    // An order's news refetches what the order changes, never the menu or settings (issue 36 §6).
    const onOrderNews = (news: OrderNews) => refetchForOrder(client, news);
    for (const event of ORDER_EVENTS) socket.on(event, onOrderNews);
    // A diner's online payment (issue 34): the inbox lists it as it succeeds.
    socket.on('payment-intent:updated', ({ intent }) => noteOnlinePayment(client, intent));
    socket.on('order:status:changed', ({ status }) => {
      if (status === 'ready') news.current('ready');
    });
    // A payment's fiş asked for or given (issue 35 §4): the table panel's waiting receipts, the
    // floor's badges and gün sonu's reconciliation refetch, nothing else.
    socket.on('fiscal:changed', () => void client.invalidateQueries({ queryKey: fiscalKey }));
    // A product sold out or back, ordering paused or resumed, the menu edited or settings
    // changed, from any device (issue 17 §1, §2, §4).
    socket.on('menu:changed', () => refetchMenu(client));
    // A printer went off or on line, or its waiting tickets changed (issue 33): the banner reads
    // the event itself; the settings' list reads its printers again.
    socket.on('printers:status', (status) => {
      client.setQueryData(printersStatusKey, status);
      void client.invalidateQueries({ queryKey: printersKey });
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [client]);

  return connected;
}
