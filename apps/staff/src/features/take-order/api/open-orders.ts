import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * The table's open orders with their lines, newest first: GET /api/staff/orders/{id} under the
 * key the table panel's bills use (features/floor/api/order-bill.ts), so it is the same cached
 * answer, read again on every live event.
 */
export function useOpenOrderLines(orderIds: string[]) {
  return useQueries({
    queries: orderIds.map((orderId) => ({
      queryKey: ['staff', 'order-bill', orderId],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<OrderResponse>(`/staff/orders/${orderId}`, { signal }),
    })),
    combine: (results) =>
      results
        .flatMap((result) => (result.data ? [result.data] : []))
        .sort((a, b) => b.orderNumber - a.orderNumber),
  });
}
