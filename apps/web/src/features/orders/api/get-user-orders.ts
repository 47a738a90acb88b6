import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';
import { orderKeys } from './order-keys.ts';
import type { Order } from './order-types.ts';
import { requireOrderAuth } from './require-order-auth.ts';

/** GET /orders/user?userId= (001 §7): the signed-in customer's orders, newest first. */
export function getUserOrders(signal?: AbortSignal) {
  const userId = requireOrderAuth();
  return api.get<Order[]>('/orders/user', {
    query: { userId },
    timeout: TIMEOUTS.orderArea,
    ...(signal ? { signal } : {}),
  });
}

export const getUserOrdersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.user(),
    queryFn: ({ signal }) => getUserOrders(signal),
    staleTime: 10_000,
  });

export const useUserOrders = (enabled: boolean) =>
  useQuery({ ...getUserOrdersQueryOptions(), enabled });
