import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { KEPT_OFFLINE } from '../kept-offline.ts';
import { TIMEOUTS } from '../api/api-config.ts';
import type { MenuProduct } from './menu-types.ts';

/**
 * GET /products/business/{businessId} (001 §7): the menu's products, unavailable ones
 * included. The server answers with an ETag; the browser revalidates and gets 304 when the
 * menu did not change.
 */
export function getMenuProducts(businessId: string, signal?: AbortSignal) {
  return api.get<MenuProduct[]>(`/products/business/${encodeURIComponent(businessId)}`, {
    headers: { 'X-Business-Id': businessId },
    timeout: TIMEOUTS.default,
    ...(signal ? { signal } : {}),
  });
}

export const menuProductsQueryKey = (businessId: string) => ['menu', businessId, 'products'];

export const getMenuProductsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: menuProductsQueryKey(businessId),
    ...KEPT_OFFLINE,
    queryFn: ({ signal }) => getMenuProducts(businessId, signal),
  });

export const useMenuProducts = (businessId: string | null) =>
  useQuery({ ...getMenuProductsQueryOptions(businessId ?? ''), enabled: businessId !== null });
