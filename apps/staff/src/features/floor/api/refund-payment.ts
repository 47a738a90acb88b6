import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { floorKey } from './floor.ts';
import { orderBillKey } from './order-bill.ts';

export type RefundRequest = {
  paymentId: string;
  items: { lineId: string; quantity: number }[];
  charges: string[];
  shares: { lineId: string; index: number }[];
  tip: boolean;
  reason: string;
};

/**
 * POST /api/staff/payments/{id}/refunds (issue 34, ADR 084): an owner or manager gives units,
 * shares, charges and the tip of one payment back; the bill and the floor are read again.
 */
export function useRefundPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, ...body }: RefundRequest) =>
      api.post<{ bill: BillResponse }>(`/staff/payments/${paymentId}/refunds`, body),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: orderBillKey });
      await client.invalidateQueries({ queryKey: floorKey });
    },
  });
}
