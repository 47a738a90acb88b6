import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { FloorTable } from '@masa/core/staff/floor.schemas';
import { floorKey } from './floor.ts';
import { orderBillKey } from './order-bill.ts';

export type TableMove = { fromTableId: string; toTableId: string };
type Moved = { from: FloorTable | null; to: FloorTable };

/**
 * POST /api/staff/tables/{id}/move: the party, its orders and requests go to a free table
 * (issue 32 §3, ADR 075). The server refuses a seated or out-of-service table and says why.
 */
export function useMoveTable(onMoved: (toTableId: string) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fromTableId, toTableId }: TableMove) =>
      api.post<Moved>(`/staff/tables/${fromTableId}/move`, { toTableId }),
    // Here, not in mutate's options: the floor read after it may close the panel that asked.
    onSuccess: (moved) => onMoved(moved.to.id),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: floorKey });
      await client.invalidateQueries({ queryKey: orderBillKey });
    },
  });
}

/**
 * POST /api/staff/tables/{id}/merge: the table's party joins another seated table's (ADR 075). Refused while a split of its orders waits for the staff or for its payment.
 */
export function useMergeTables(onMerged: (intoTableId: string) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fromTableId, toTableId }: TableMove) =>
      api.post<Moved>(`/staff/tables/${fromTableId}/merge`, { intoTableId: toTableId }),
    onSuccess: (merged) => onMerged(merged.to.id),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: floorKey });
      await client.invalidateQueries({ queryKey: orderBillKey });
    },
  });
}

export type LinesMove = {
  orderId: string;
  toTableId: string;
  lines: { itemId: string; quantity: number; expectedQuantity: number }[];
};

/**
 * POST /api/staff/orders/{id}/lines/move: chosen units go to another table's open bill (ADR
 * 075). Each line carries the quantity shown: a stale screen is refused (409).
 */
export function useMoveLines() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: LinesMove) =>
      api.post<unknown>(`/staff/orders/${orderId}/lines/move`, body),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: floorKey });
      await client.invalidateQueries({ queryKey: orderBillKey });
    },
  });
}
