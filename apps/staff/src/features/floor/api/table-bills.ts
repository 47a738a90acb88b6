import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { floorKey } from './floor.ts';
import type { LinesMove } from './move-table.ts';
import { orderBillKey } from './order-bill.ts';

type SeparateBill = { tableId: string; toBill?: string } & Omit<LinesMove, 'toTableId'>;

/**
 * POST /api/staff/tables/{id}/bills: "Ayrı hesap", a new bill on the same table with the chosen
 * units of one of its orders (ADR 078). Each line carries the quantity shown: stale is 409.
 */
export function useOpenSeparateBill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tableId, ...body }: SeparateBill) =>
      api.post<{ label: string }>(`/staff/tables/${tableId}/bills`, body),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: floorKey });
      await client.invalidateQueries({ queryKey: orderBillKey });
    },
  });
}
