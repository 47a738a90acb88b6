import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { KEPT_OFFLINE } from '../../../lib/kept-offline.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';
import type { MenuCampaign } from '../../../lib/menu/menu-types.ts';

/** GET /campaigns/business/{businessId}/public (001 §7): campaigns running now. */
export function getCampaigns(businessId: string, signal?: AbortSignal) {
  return api.get<MenuCampaign[]>(`/campaigns/business/${encodeURIComponent(businessId)}/public`, {
    timeout: TIMEOUTS.default,
    ...(signal ? { signal } : {}),
  });
}

export const getCampaignsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['menu', businessId, 'campaigns'],
    ...KEPT_OFFLINE,
    queryFn: ({ signal }) => getCampaigns(businessId, signal),
  });

export const useCampaigns = (businessId: string | null) =>
  useQuery({ ...getCampaignsQueryOptions(businessId ?? ''), enabled: businessId !== null });
