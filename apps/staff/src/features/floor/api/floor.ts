import type { FloorTable } from '@masa/core/staff/floor.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { floorKey } from '../../../lib/floor-key.ts';

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
