import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { KEPT_OFFLINE } from '../../../lib/kept-offline.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';
import type { MenuProduct } from '../../../lib/menu/menu-types.ts';

/** GET /products/{id} (001 §7): one product, for /product/{id}. */
export function getProduct(productId: string, signal?: AbortSignal) {
  return api.get<MenuProduct>(`/products/${encodeURIComponent(productId)}`, {
    timeout: TIMEOUTS.default,
    ...(signal ? { signal } : {}),
  });
}

export const getProductQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['product', productId],
    ...KEPT_OFFLINE,
    queryFn: ({ signal }) => getProduct(productId, signal),
  });

export const useProduct = (productId: string) => useQuery(getProductQueryOptions(productId));
