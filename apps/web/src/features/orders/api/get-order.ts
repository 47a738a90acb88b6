import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';
import { tr } from '../../../i18n/tr.ts';
import { orderKeys } from './order-keys.ts';
import type { Order } from './order-types.ts';
import { requireOrderAuth } from './require-order-auth.ts';

/**
 * GET /orders/{orderId}?businessId= (001 §7, 8 s). Without a business id: BUSINESS_ID_NOT_FOUND.
 * An id shorter than 24 characters is a table id; the server answers the diner's active order
 * there (001 §5).
 */
export function getOrder(orderId: string, businessId: string | null, signal?: AbortSignal) {
  requireOrderAuth();
  if (!businessId) {
    throw new ApiError({
      message: tr.orders.auth.noBusiness,
      status: 400,
      kind: 'http',
      code: 'BUSINESS_ID_NOT_FOUND',
    });
  }
  return api.get<Order>(`/orders/${encodeURIComponent(orderId)}`, {
    query: { businessId },
    timeout: TIMEOUTS.orderAction,
    ...(signal ? { signal } : {}),
  });
}

export const getOrderQueryOptions = (orderId: string, businessId: string | null) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, businessId, signal),
  });

export const useOrder = (orderId: string, businessId: string | null) =>
  useQuery(getOrderQueryOptions(orderId, businessId));
