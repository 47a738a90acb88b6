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

/** What a refund gave back (kuruş): its units as that payment priced them, and its tip. */
export type RefundResult = {
  refund: { id: string; amount: number; tipAmount: number };
  bill: BillResponse;
};

/**
 * POST /api/staff/payments/{paymentId}/refunds (issue 34, owners and managers): an online
 * payment is refunded through the provider first, a cash or card one recorded; the bill's
 * `left` grows by exactly the refunded amount. Every open bill and the floor are read again.
 */
export function useRefundPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, ...body }: RefundRequest) =>
      api.post<RefundResult>(`/staff/payments/${paymentId}/refunds`, body),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: orderBillKey });
      await client.invalidateQueries({ queryKey: floorKey });
    },
  });
}
