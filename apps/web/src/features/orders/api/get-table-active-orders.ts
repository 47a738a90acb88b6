import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';
import { ensureTableSitting } from '../../../lib/table-sitting.ts';
import { orderKeys } from '../../../lib/orders/order-keys.ts';
import { ordersIn } from '../../../lib/orders/order-in-language.ts';
import type { Order } from '../../../lib/orders/order-types.ts';

/**
 * GET /orders/active?businessId&tableId (001 §7) with the anonymous-access, business and table
 * headers and the key of the table's sitting (joined first after a scan, ADR 042): the open
 * orders of the sitting, the diner's own with everything, the others' without their diner; read
 * in the page's language (ADR 061).
 */
export async function getTableActiveOrders(
  businessId: string,
  tableId: string,
  signal?: AbortSignal,
) {
  await ensureTableSitting();
  const orders = await api.get<Order[]>('/orders/active', {
    query: { businessId, tableId },
    headers: { 'X-Customer-Access': 'true', 'X-Business-Id': businessId, 'X-Table-Id': tableId },
    timeout: TIMEOUTS.orderArea,
    ...(signal ? { signal } : {}),
  });
  return ordersIn(orders);
}

export const getTableActiveOrdersQueryOptions = (businessId: string, tableId: string) =>
  queryOptions({
    queryKey: orderKeys.tableActive(businessId, tableId),
    queryFn: ({ signal }) => getTableActiveOrders(businessId, tableId, signal),
    staleTime: 10_000,
  });

export const useTableActiveOrders = (businessId: string, tableId: string) =>
  useQuery(getTableActiveOrdersQueryOptions(businessId, tableId));
