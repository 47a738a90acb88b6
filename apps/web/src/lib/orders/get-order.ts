import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { ApiError, isApiError } from '../api/api-error.ts';
import { TIMEOUTS } from '../api/api-config.ts';
import { texts } from '../../i18n/texts.ts';
import { orderKeys } from './order-keys.ts';
import { orderIn } from './order-in-language.ts';
import type { Order } from './order-types.ts';
import { requireOrderAuth } from './require-order-auth.ts';

const t = texts('orders');

/**
 * GET /orders/{orderId}?businessId= (001 §7, 8 s). Without a business id: BUSINESS_ID_NOT_FOUND.
 * An id shorter than 24 characters is a table id; the server answers the diner's active order
 * there (001 §5). Read in the page's language (ADR 061). A 404 is read (001 §7): 'Sipariş bulunamadı ({id})' (001 §8).
 */
export async function getOrder(orderId: string, businessId: string | null, signal?: AbortSignal) {
  requireOrderAuth();
  if (!businessId) {
    throw new ApiError({
      message: t('orders.auth.noBusiness'),
      status: 400,
      kind: 'http',
      code: 'BUSINESS_ID_NOT_FOUND',
    });
  }
  try {
    const order = await api.get<Order>(`/orders/${encodeURIComponent(orderId)}`, {
      query: { businessId },
      timeout: TIMEOUTS.orderAction,
      ...(signal ? { signal } : {}),
    });
    return orderIn(order);
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
    throw new ApiError({
      message: t('orders.detail.notFound', { id: orderId }),
      status: 404,
      kind: 'http',
      code: error.code ?? 'ORDER_NOT_FOUND',
      body: error.body,
    });
  }
}

export const getOrderQueryOptions = (orderId: string, businessId: string | null) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, businessId, signal),
  });

export const useOrder = (orderId: string, businessId: string | null) =>
  useQuery(getOrderQueryOptions(orderId, businessId));
