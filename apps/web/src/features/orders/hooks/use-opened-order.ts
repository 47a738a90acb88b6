import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Order } from '../../../lib/orders/order-types.ts';
import type { OrdersTab } from '../components/orders-tabs.tsx';

/** The element id of an order's card on /orders. */
export const orderCardId = (orderId: string): string => `order-${orderId}`;

/**
 * /orders?order={id} (a tap on home's active-order row, issue 20): once the order is loaded,
 * its tab is shown and its card scrolled into view and focused, once. Returns the opened id.
 */
export function useOpenedOrder({
  active,
  history,
  setTab,
}: {
  active: readonly Order[];
  history: readonly Order[];
  setTab: (tab: OrdersTab) => void;
}): string | null {
  const [params] = useSearchParams();
  const opened = params.get('order');
  const done = useRef<string | null>(null);
  const inHistory = opened !== null && history.some((order) => order.id === opened);
  const found = opened !== null && (inHistory || active.some((order) => order.id === opened));

  useEffect(() => {
    if (!found || done.current === opened) return;
    done.current = opened;
    setTab(inHistory ? 'history' : 'active');
    // After the tab's cards are on screen.
    requestAnimationFrame(() => {
      const card = document.getElementById(orderCardId(opened));
      card?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      card?.focus({ preventScroll: true });
    });
  }, [found, inHistory, opened, setTab]);

  return found ? opened : null;
}
