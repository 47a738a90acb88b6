import type { PriceChange } from '@masa/core/staff/price-changes.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every product's history; the editor's saves settle it with the menu (editor-menu.ts). */
export const priceChangesKey = ['staff', 'price-changes'] as const;

/** GET /api/staff/products/:id/price-changes: one product's price history, newest first. */
export const usePriceChanges = (productId: string) =>
  useQuery({
    queryKey: [...priceChangesKey, productId],
    queryFn: ({ signal }) =>
      api.get<PriceChange[]>(`/staff/products/${productId}/price-changes`, { signal }),
  });
