import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../lib/orders/order-keys.ts';
import { orderIn } from '../../../lib/orders/order-in-language.ts';
import type { Order } from '../../../lib/orders/order-types.ts';

const isOrder = (value: unknown): value is Order =>
  typeof value === 'object' && value !== null && 'id' in value && 'items' in value;

/**
 * Applies `update` to the order wherever the cache holds it: every order list and its detail.
 * Returns whether the order was found.
 */
export function updateCachedOrder(
  queryClient: QueryClient,
  orderId: string,
  update: (order: Order) => Order,
): boolean {
  let found = false;
  const apply = (order: Order) => {
    if (order.id !== orderId) return order;
    found = true;
    return update(order);
  };
  queryClient.setQueriesData<unknown>({ queryKey: orderKeys.lists }, (data: unknown) =>
    Array.isArray(data) ? data.map((o: unknown) => (isOrder(o) ? apply(o) : o)) : data,
  );
  queryClient.setQueriesData<unknown>({ queryKey: orderKeys.detail(orderId) }, (data: unknown) =>
    isOrder(data) ? apply(data) : data,
  );
  return found;
}

/** Puts a fresh answer of the server (confirm, edit) in place of the cached copies. */
export function replaceCachedOrder(queryClient: QueryClient, order: Order): void {
  const read = orderIn(order);
  updateCachedOrder(queryClient, order.id, () => read);
}

/** Whether any cached list or detail holds the order. */
export function isOrderCached(queryClient: QueryClient, orderId: string): boolean {
  const caches = queryClient.getQueriesData<unknown>({ queryKey: orderKeys.all });
  return caches.some(([, data]) =>
    Array.isArray(data)
      ? data.some((o: unknown) => isOrder(o) && o.id === orderId)
      : isOrder(data) && data.id === orderId,
  );
}

/** The business of an order some cached list holds (the edit screen's GET needs it). */
export function cachedBusinessIdOf(queryClient: QueryClient, orderId: string): string | null {
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: orderKeys.all })) {
    const list = Array.isArray(data) ? data : [data];
    const order = list.find((o: unknown): o is Order => isOrder(o) && o.id === orderId);
    if (order) return order.businessId;
  }
  return null;
}
