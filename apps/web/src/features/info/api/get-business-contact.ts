import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';
import { KEPT_OFFLINE } from '../../../lib/kept-offline.ts';
import type { MenuBusiness } from '../../../lib/menu/menu-types.ts';

/**
 * GET /business/{id} (001 §7) for the help page's contact: the menu header's key, so a
 * restaurant whose menu was opened is not asked again (and is there offline).
 */
const getBusinessContactQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['business', businessId],
    ...KEPT_OFFLINE,
    queryFn: ({ signal }) =>
      api.get<MenuBusiness>(`/business/${encodeURIComponent(businessId)}`, {
        timeout: TIMEOUTS.default,
        signal,
      }),
  });

export const useBusinessContact = (businessId: string | null) =>
  useQuery({ ...getBusinessContactQueryOptions(businessId ?? ''), enabled: businessId !== null });
