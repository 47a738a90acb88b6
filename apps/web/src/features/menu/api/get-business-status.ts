import type { BusinessStatus } from '@masa/core/hours/opening-hours.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';

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

/** Under the menu's key, so whatever refetches the menu refetches this too. */
export const businessStatusQueryKey = (businessId: string) => ['menu', businessId, 'status'];

export const useBusinessStatus = (businessId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: businessStatusQueryKey(businessId ?? ''),
      queryFn: ({ signal }) => getBusinessStatus(businessId ?? '', signal),
      enabled: businessId !== null,
    }),
  );
