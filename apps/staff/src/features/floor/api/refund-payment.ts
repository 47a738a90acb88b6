import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
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
 * shares, charges and the tip of one payment back; the bill and the floor are read again. The
 * same refund sent again (its answer lost on the Wi-Fi) carries the same Idempotency-Key, so
 * the server answers the first and gives nothing back twice; a refund done starts a new key.
 */
export function useRefundPayment() {
  const client = useQueryClient();
  const kept = useRef<{ request: string; key: string } | null>(null);
  return useMutation({
    mutationFn: ({ paymentId, ...body }: RefundRequest) => {
      const request = JSON.stringify([paymentId, body]);
      const key = kept.current?.request === request ? kept.current.key : crypto.randomUUID();
      kept.current = { request, key };
      return api.post<{ bill: BillResponse }>(`/staff/payments/${paymentId}/refunds`, body, {
        headers: { 'Idempotency-Key': key },
      });
    },
    onSuccess: () => {
      kept.current = null;
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: orderBillKey });
      await client.invalidateQueries({ queryKey: floorKey });
    },
  });
}
