import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { TIMEOUTS } from '../api/api-config.ts';
import { orderKeys } from './order-keys.ts';
import { ordersIn } from './order-in-language.ts';
import type { Order } from './order-types.ts';
import { requireOrderAuth } from './require-order-auth.ts';

/** The server answers at most this many orders a page (GET /orders/user `limit`). */
export const USER_ORDERS_PAGE = 100;

/** The `before` cursor that asks for the orders older than `order`. */
const cursorAfter = (order: Order) => `${order.createdAt}_${order.id}`;

/**
 * GET /orders/user?userId= (001 §7): the signed-in customer's orders, newest first, one page;
 * `before` asks for the page after an order's cursor. Read in the page's language (ADR 061).
 */
export async function getUserOrders(signal?: AbortSignal, before?: string) {
  const userId = requireOrderAuth();
  const orders = await api.get<Order[]>('/orders/user', {
    query: { userId, before },
    timeout: TIMEOUTS.orderArea,
    ...(signal ? { signal } : {}),
  });
  return ordersIn(orders);
}

export const getUserOrdersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.user(),
    queryFn: ({ signal }) => getUserOrders(signal),
    staleTime: 10_000,
  });

export const useUserOrders = (enabled: boolean) =>
  useQuery({ ...getUserOrdersQueryOptions(), enabled });

/**
 * The pages older than `recent` (the first page, kept live by the realtime effects), fetched
 * only when the diner asks for them. `hasMore` holds while the last page seen was full.
 */
export function useOlderUserOrders(recent: Order[] | undefined) {
  const last = recent?.at(-1);
  const firstIsFull = recent?.length === USER_ORDERS_PAGE && last !== undefined;
  const older = useInfiniteQuery({
    queryKey: [...orderKeys.user(), 'older', last ? cursorAfter(last) : null],
    queryFn: ({ pageParam, signal }) => getUserOrders(signal, pageParam),
    initialPageParam: last ? cursorAfter(last) : '',
    getNextPageParam: (page: Order[]) => {
      const end = page.at(-1);
      return page.length === USER_ORDERS_PAGE && end ? cursorAfter(end) : undefined;
    },
    enabled: false,
    staleTime: Infinity,
  });
  const pages = older.data?.pages ?? [];
  const hasMore = pages.length === 0 ? firstIsFull : older.hasNextPage;
  return {
    orders: pages.flat(),
    hasMore,
    loading: older.isFetching,
    error: older.error,
    loadMore: () => void (pages.length === 0 ? older.refetch() : older.fetchNextPage()),
  };
}
