import type { BusinessStatus } from '@masa/core/hours/opening-hours.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';
import { businessStatusQueryKey } from '../../../lib/menu/menu-keys.ts';

/**
 * GET /business/{id}/status (001 §7): `isActive: false` while the business takes no orders
 * (paused by its staff, or outside its opening hours: `open: false`, with when it opens).
 */
export function getBusinessStatus(businessId: string, signal?: AbortSignal) {
  return api.get<BusinessStatus>(`/business/${encodeURIComponent(businessId)}/status`, {
    timeout: TIMEOUTS.default,
    ...(signal ? { signal } : {}),
  });
}

export const useBusinessStatus = (businessId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: businessStatusQueryKey(businessId ?? ''),
      queryFn: ({ signal }) => getBusinessStatus(businessId ?? '', signal),
      enabled: businessId !== null,
    }),
  );
