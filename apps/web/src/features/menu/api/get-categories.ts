import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { KEPT_OFFLINE } from '../../../lib/kept-offline.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';
import type { MenuCategory } from '../../../lib/menu/menu-types.ts';

/** GET /business/{id}/categories (001 §7): the active categories in menu order. */
export function getCategories(businessId: string, signal?: AbortSignal) {
  return api.get<MenuCategory[]>(`/business/${encodeURIComponent(businessId)}/categories`, {
    timeout: TIMEOUTS.default,
    ...(signal ? { signal } : {}),
  });
}

export const getCategoriesQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['menu', businessId, 'categories'],
    ...KEPT_OFFLINE,
    queryFn: ({ signal }) => getCategories(businessId, signal),
  });

export const useCategories = (businessId: string | null) =>
  useQuery({ ...getCategoriesQueryOptions(businessId ?? ''), enabled: businessId !== null });
