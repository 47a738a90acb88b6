import type { StaffTable, TableArea } from '@masa/core/staff/back-office.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const tablesKey = ['staff', 'tables'] as const;

/** GET /api/staff/tables: every table; owners and managers get their codes' URLs too. */
export const useTables = () =>
  useQuery({
    queryKey: tablesKey,
    queryFn: ({ signal }) => api.get<StaffTable[]>('/staff/tables', { signal }),
  });

export type NewTable = { name: string; seats: number; area: TableArea };
export type TableChanges = Partial<NewTable & { active: boolean }>;

/** POST /api/staff/tables, PATCH /api/staff/tables/{id}, POST …/{id}/access-token. */
export function useTableWrites() {
  const client = useQueryClient();
  const settle = async () => {
    await client.invalidateQueries({ queryKey: tablesKey });
    await client.invalidateQueries({ queryKey: ['staff', 'floor'] });
  };
  return {
    create: useMutation({
      mutationFn: (table: NewTable) => api.post<StaffTable>('/staff/tables', table),
      onSuccess: settle,
    }),
    update: useMutation({
      mutationFn: ({ id, changes }: { id: string; changes: TableChanges }) =>
        api.patch<StaffTable>(`/staff/tables/${id}`, changes),
      onSuccess: settle,
    }),
    reissue: useMutation({
      mutationFn: (id: string) => api.post<StaffTable>(`/staff/tables/${id}/access-token`),
      onSuccess: settle,
    }),
  };
}
