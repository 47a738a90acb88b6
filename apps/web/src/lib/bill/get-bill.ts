import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { TIMEOUTS } from '../api/api-config.ts';
import { ensureTableSitting } from '../table-sitting.ts';
import { billStatusIn } from './bill-status-in-language.ts';
import type { BillStatus } from './bill-types.ts';

export const billKeys = {
  all: ['bill'] as const,
  detail: (orderId: string) => ['bill', orderId] as const,
};

/**
 * GET /orders/{orderId}/bill: per item what is paid, held and left; methods; amount left. A
 * friend's order shows to the diners of its sitting: a freshly scanned table is joined first
 * (ADR 042). Read in the page's language (ADR 061).
 */
export async function getBill(orderId: string, signal?: AbortSignal) {
  await ensureTableSitting();
  const status = await api.get<BillStatus>(`/orders/${encodeURIComponent(orderId)}/bill`, {
    timeout: TIMEOUTS.orderAction,
    ...(signal ? { signal } : {}),
  });
  return billStatusIn(status);
}

export const getBillQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: billKeys.detail(orderId),
    queryFn: ({ signal }) => getBill(orderId, signal),
    retry: false,
  });

export const useBill = (orderId: string, enabled = true) =>
  useQuery({ ...getBillQueryOptions(orderId), enabled });
