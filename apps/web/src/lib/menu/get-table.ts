import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { KEPT_OFFLINE } from '../kept-offline.ts';
import { TIMEOUTS } from '../api/api-config.ts';
import type { MenuTable } from './menu-types.ts';

/**
 * GET /tables/{tableId}?business={id} (001 §7): the table, refused by the server when it is
 * not a table of that business.
 */
export function getTable(tableId: string, businessId: string, signal?: AbortSignal) {
  return api.get<MenuTable>(`/tables/${encodeURIComponent(tableId)}`, {
    query: { business: businessId },
    timeout: TIMEOUTS.default,
    ...(signal ? { signal } : {}),
  });
}

export const getTableQueryOptions = (tableId: string, businessId: string) =>
  queryOptions({
    queryKey: ['table', businessId, tableId],
    ...KEPT_OFFLINE,
    queryFn: ({ signal }) => getTable(tableId, businessId, signal),
  });

export const useTable = (tableId: string | null, businessId: string | null) =>
  useQuery({
    ...getTableQueryOptions(tableId ?? '', businessId ?? ''),
    enabled: tableId !== null && businessId !== null,
  });
