import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { KEPT_OFFLINE } from '../../../lib/kept-offline.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';
import type { MenuBusiness } from '../../../lib/menu/menu-types.ts';

/** GET /business/{id} (001 §7): the menu header's business. */
export function getBusiness(businessId: string, signal?: AbortSignal) {
  return api.get<MenuBusiness>(`/business/${encodeURIComponent(businessId)}`, {
    timeout: TIMEOUTS.default,
    ...(signal ? { signal } : {}),
  });
}

export const getBusinessQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['business', businessId],
    ...KEPT_OFFLINE,
    queryFn: ({ signal }) => getBusiness(businessId, signal),
  });

export const useBusiness = (businessId: string | null) =>
  useQuery({ ...getBusinessQueryOptions(businessId ?? ''), enabled: businessId !== null });
