import { useEffect } from 'react';
import { storage } from '../../../lib/storage.ts';
import type { Order } from '../../../lib/orders/order-types.ts';
import { nextActiveOrderId } from '../../../lib/orders/active-order-id.ts';

/**
 * Keeps the stored activeOrderId in line with the diner's loaded orders (001 §4 "Active
 * order id"). `orders` newest first; nothing changes while they load.
 */
export function useActiveOrderIdSync(orders: readonly Order[] | undefined, loading: boolean) {
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
