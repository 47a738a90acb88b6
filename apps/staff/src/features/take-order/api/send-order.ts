import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { activeOrdersKey } from '../../../lib/orders/active-orders.ts';
import { floorKey } from '../../../lib/floor-key.ts';
import type { orderBody } from '../ticket.ts';

export type SentOrders = { sessionId: string; orders: OrderResponse[] };
type Send = { tableId: string; body: ReturnType<typeof orderBody>; key: string };

/**
 * POST /api/staff/tables/{id}/orders: the ticket joins the table's sitting, one order per
 * course (ADR 070); the server prices it and refuses with a Turkish 4xx the screen shows.
 */
export function useSendOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tableId, body, key }: Send) =>
      api.post<SentOrders>(`/staff/tables/${tableId}/orders`, body, {
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: floorKey });
      await client.invalidateQueries({ queryKey: activeOrdersKey });
    },
  });
}
