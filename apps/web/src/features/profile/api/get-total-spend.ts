import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /customer-users/me/total-spend: what the user paid, in kuruş. 000 §4.4: when the fetch
 * fails, 0 is shown.
 */
export async function getTotalSpend(signal?: AbortSignal): Promise<number> {
  try {
    const data = await api.get<{ total?: unknown }>('/customer-users/me/total-spend', {
      ...(signal ? { signal } : {}),
    });
    return typeof data?.total === 'number' && Number.isFinite(data.total) ? data.total : 0;
  } catch {
    return 0;
  }
}

export const getTotalSpendQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'total-spend'],
    queryFn: ({ signal }) => getTotalSpend(signal),
  });

export const useTotalSpend = () => useQuery(getTotalSpendQueryOptions());
