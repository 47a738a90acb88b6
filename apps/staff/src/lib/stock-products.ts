import type { StockProduct } from '@masa/core/staff/back-office.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** Refetched on every `menu:changed` of the business (use-live-service.ts). */
export const stockKey = ['staff', 'products'] as const;
export const orderingKey = ['staff', 'ordering'] as const;

/** GET /api/staff/products: every product with its category and availability. */
export const useStockProducts = (enabled = true) =>
  useQuery({
    queryKey: stockKey,
    queryFn: ({ signal }) => api.get<StockProduct[]>('/staff/products', { signal }),
    enabled,
  });

/**
 * PATCH /api/staff/products/{id}: the sold-out switch. The list shows the new state at once
 * and goes back if the server refuses; the server's answer then settles it.
 */
export function useSetAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isAvailable }: { id: string; isAvailable: boolean; name: string }) =>
      api.patch<{ id: string; name: string; isAvailable: boolean }>(`/staff/products/${id}`, {
        isAvailable,
      }),
    onMutate: async ({ id, isAvailable }) => {
      await client.cancelQueries({ queryKey: stockKey });
      const before = client.getQueryData<StockProduct[]>(stockKey);
      client.setQueryData<StockProduct[]>(stockKey, (list) =>
        list?.map((product) => (product.id === id ? { ...product, isAvailable } : product)),
      );
      return { before };
    },
    onError: (_error, _vars, context) => client.setQueryData(stockKey, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: stockKey }),
  });
}

/** GET /api/staff/ordering: whether the business has paused new orders. */
export const useOrdering = () =>
  useQuery({
    queryKey: orderingKey,
    queryFn: ({ signal }) => api.get<{ paused: boolean }>('/staff/ordering', { signal }),
  });

/** PUT /api/staff/ordering: owners and managers pause or resume new orders. */
export function useSetOrdering() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) => api.put<{ paused: boolean }>('/staff/ordering', { paused }),
    onSuccess: (state) => client.setQueryData(orderingKey, state),
  });
}
