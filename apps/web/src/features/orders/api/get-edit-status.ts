import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';
import { orderKeys } from '../../../lib/orders/order-keys.ts';
import type { EditStatus } from '../../../lib/orders/order-types.ts';
import { requireOrderAuth } from '../../../lib/orders/require-order-auth.ts';

/** GET /orders/{orderId}/edit-status (001 §7, 8 s): the server's canEdit, now. */
export function getEditStatus(orderId: string, signal?: AbortSignal) {
  requireOrderAuth();
  return api.get<EditStatus>(`/orders/${encodeURIComponent(orderId)}/edit-status`, {
    timeout: TIMEOUTS.orderAction,
    ...(signal ? { signal } : {}),
  });
}

export const getEditStatusQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.editStatus(orderId),
    queryFn: ({ signal }) => getEditStatus(orderId, signal),
    staleTime: 0,
  });

export const useEditStatus = (orderId: string) => useQuery(getEditStatusQueryOptions(orderId));
