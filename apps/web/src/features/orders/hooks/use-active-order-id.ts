import { useEffect } from 'react';
import { storage } from '../../../lib/storage.ts';
import type { Order } from '../../../lib/orders/order-types.ts';
import { nextActiveOrderId } from '../../../lib/orders/active-order-id.ts';

/** What the sync reads of the diner's orders query. */
type OrdersQuery = { data: readonly Order[] | undefined; isPending: boolean; isFetching: boolean };

/**
 * Keeps the stored activeOrderId in line with the diner's loaded orders (001 §4 "Active
 * order id"), newest first. Nothing changes while they load, nor while a list cached before
 * is read again: a list read before the diner's new order would forget the order just placed.
 */
export function useActiveOrderIdSync({ data: orders, isPending, isFetching }: OrdersQuery) {
  const loading = isPending || isFetching;
  useEffect(() => {
    if (orders === undefined && !loading) return;
    const storedId = storage.getActiveOrderId();
    const next = nextActiveOrderId({
      storedId,
      businessId: storage.getBusinessId(),
      tableId: storage.getTableId(),
      orders: orders ?? [],
      loading,
    });
    if (next !== storedId) storage.setActiveOrderId(next);
  }, [orders, loading]);
}
