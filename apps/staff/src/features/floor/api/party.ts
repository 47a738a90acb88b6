import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { floorKey } from './floor.ts';
import { orderBillKey } from './order-bill.ts';

/**
 * PATCH /api/staff/orders/{id}/party: the staff count the party of the order's sitting; the
 * per-person charges (the kuver) are re-priced on the server, so every open bill of the table
 * is read again (ADR 054). 409 PARTY_PAID once such a charge has a payment.
 */
export function useCorrectParty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, personCount }: { orderId: string; personCount: number }) =>
      api.patch<OrderResponse>(`/staff/orders/${orderId}/party`, { personCount }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: orderBillKey });
      await client.invalidateQueries({ queryKey: floorKey });
    },
  });
}
