import type { TableState } from '@masa/core/staff/table-state';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { floorKey } from '../../../lib/floor-key.ts';

export type FloorTable = {
  id: string;
  name: string;
  number: number;
  seats: number;
  state: TableState;
  openAmount: number;
  seatedSince: string | null;
  openCalls: number;
  openOrders: {
    id: string;
    orderNumber: number;
    status: string;
    left: number;
    /** Which of the table's bills: null the first, "Hesap 2"… (ADR 078). */
    billLabel: string | null;
  }[];
};

export { floorKey };

/** GET /api/staff/floor: every active table with its state. */
export const useFloor = (enabled: boolean) =>
  useQuery({
    queryKey: floorKey,
    queryFn: ({ signal }) => api.get<FloorTable[]>('/staff/floor', { signal }),
    enabled,
  });

/** POST /api/staff/tables/{id}/clear: ready for the next guests. */
export function useClearTable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tableId: string) => api.post<FloorTable>(`/staff/tables/${tableId}/clear`),
    onSettled: () => client.invalidateQueries({ queryKey: floorKey }),
  });
}
