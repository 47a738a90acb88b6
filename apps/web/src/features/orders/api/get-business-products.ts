import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MenuProduct } from '../../../lib/menu/menu-types.ts';

/** GET /products?business={businessId}&isActive=true (001 §7): the products on the menu. */
export function getBusinessProducts(businessId: string, signal?: AbortSignal) {
  return api.get<MenuProduct[]>('/products', {
    query: { business: businessId, isActive: true },
    ...(signal ? { signal } : {}),
  });
}

export const useBusinessProducts = (businessId: string, enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: ['products', 'active', businessId],
      queryFn: ({ signal }) => getBusinessProducts(businessId, signal),
    }),
    enabled,
  });
