import type { CategoryResponse, ProductResponse } from '@masa/core/menu/menu.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { stockKey } from '../../../lib/stock-products.ts';

/** A category as the order screen reads it, with the course its dishes default to. */
export type TakeOrderCategory = CategoryResponse;

/**
 * The menu a waiter orders from: the business's public menu (the diner's, from the menu cache),
 * so a waiter offers exactly what a diner can order. Under the stock screen's key, so every
 * `menu:changed` (a dish sold out) reads it again (use-live-service.ts).
 */
export const useTakeOrderMenu = (businessId: string) =>
  useQuery({
    queryKey: [...stockKey, 'take-order', businessId],
    queryFn: async ({ signal }) => {
      const [categories, products] = await Promise.all([
        api.get<TakeOrderCategory[]>(`/business/${businessId}/categories`, { signal }),
        api.get<ProductResponse[]>(`/business/${businessId}/products`, { signal }),
      ]);
      return { categories, products };
    },
  });
