import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { KEPT_OFFLINE } from '../kept-offline.ts';
import { TIMEOUTS } from '../api/api-config.ts';

/** The public settings checkout needs (001 §3 Settings): whether prices include VAT. */
export type BusinessSettings = { tax: { includedInPrice: boolean } };

/** GET /business/{id}/settings. */
export function getBusinessSettings(businessId: string, signal?: AbortSignal) {
  return api.get<BusinessSettings>(`/business/${encodeURIComponent(businessId)}/settings`, {
    timeout: TIMEOUTS.default,
    ...(signal ? { signal } : {}),
  });
}

export const getBusinessSettingsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['business', businessId, 'settings'],
    ...KEPT_OFFLINE,
    queryFn: ({ signal }) => getBusinessSettings(businessId, signal),
  });

export const useBusinessSettings = (businessId: string | null) =>
  useQuery({ ...getBusinessSettingsQueryOptions(businessId ?? ''), enabled: businessId !== null });
