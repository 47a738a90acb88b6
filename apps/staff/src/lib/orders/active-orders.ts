import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { activeOrdersKey } from './active-orders-key.ts';

export { activeOrdersKey };

/** GET /api/staff/orders?active=true: every order of the business neither paid nor cancelled. */
export const activeOrdersQuery = () =>
  queryOptions({
    queryKey: activeOrdersKey,
    queryFn: ({ signal }) =>
      api.get<OrderResponse[]>('/staff/orders', { query: { active: true, limit: 500 }, signal }),
  });

export const useActiveOrders = () => useQuery(activeOrdersQuery());

/** PATCH /api/staff/orders/{id}/status, with a reason when cancelling. */
export function useChangeOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: { orderId: string; status: string; reason?: string }) =>
      api.patch<OrderResponse>(`/staff/orders/${orderId}/status`, body),
    onSettled: () => client.invalidateQueries({ queryKey: activeOrdersKey }),
  });
}

/** PATCH /api/staff/orders/{id}/items/{itemId}/status: cross off one line. */
export function useChangeItemStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      itemId,
      status,
    }: {
      orderId: string;
      itemId: string;
      status: string;
    }) => api.patch<OrderResponse>(`/staff/orders/${orderId}/items/${itemId}/status`, { status }),
    onSettled: () => client.invalidateQueries({ queryKey: activeOrdersKey }),
  });
}
