import { useEffect, useState } from 'react';
import { nextActiveOrderId } from '../../../lib/orders/active-order-id.ts';
import { useUserOrders } from '../../../lib/orders/get-user-orders.ts';
import { storage } from '../../../lib/storage.ts';

/**
 * The signed-in diner's open order at this table, which the cart is added to (001 §4 "Active
 * order id"): the stored one or, with none stored (a scan of the table's code forgets it), the
 * one the server lists. `asking` holds until the server answered, so the cart does not offer a
 * new order first: it showed the new-order form for 2 s before it knew (issue 30). Offline, or
 * when the list fails, the cart goes on as a new order, as it did; the server still decides.
 */
export function useOpenOrderId({ ask }: { ask: boolean }) {
  const [storedId, setStoredId] = useState(storage.getActiveOrderId);
  // Once the order took no more items, the (possibly older) list is not asked again.
  const [gone, setGone] = useState(false);
  // Asked of the diner who comes to the cart signed in; a visitor who becomes a guest by placing
  // the order is not (their list, asked mid-order, would be cached empty for the orders tab).
  const [askedOnOpen] = useState(ask);
  const needed = askedOnOpen && ask && storedId === null && !gone;
  const orders = useUserOrders(needed);
  const found =
    needed && orders.data
      ? nextActiveOrderId({
          storedId: null,
          businessId: storage.getBusinessId(),
          tableId: storage.getTableId(),
          orders: orders.data,
          loading: false,
        })
      : null;
  // Kept for the other screens (the orders tab, the realtime updates); this one reads `found`.
  useEffect(() => {
    if (found !== null) storage.setActiveOrderId(found);
  }, [found]);

  return {
    orderId: storedId ?? found,
    asking: needed && orders.isPending && orders.fetchStatus === 'fetching',
    forget: () => {
      setGone(true);
      setStoredId(null);
    },
  };
}
