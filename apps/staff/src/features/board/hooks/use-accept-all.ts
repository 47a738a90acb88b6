import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { activeOrdersKey } from '../../../lib/orders/active-orders.ts';

/** What accepting a batch came to: the orders accepted, and each refusal's own message. */
export type AcceptAllResult = { accepted: number; failed: { orderId: string; message: string }[] };

/**
 * "Tümünü Kabul Et" (issue 29): accepts the given new orders one by one through the same
 * PATCH /api/staff/orders/{id}/status a card's button uses, so each is checked as if tapped.
 * One refused (a diner cancelled it a moment ago) does not stop the rest; its message is kept.
 */
export function useAcceptAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orders: OrderResponse[]): Promise<AcceptAllResult> => {
      const result: AcceptAllResult = { accepted: 0, failed: [] };
      for (const order of orders) {
        try {
          await api.patch<OrderResponse>(`/staff/orders/${order.id}/status`, {
            status: 'received',
          });
          result.accepted += 1;
        } catch (error) {
          result.failed.push({ orderId: order.id, message: (error as Error).message });
        }
      }
      return result;
    },
    onSettled: () => client.invalidateQueries({ queryKey: activeOrdersKey }),
  });
}
