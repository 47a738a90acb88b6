import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What the diner paid, tips included, and the tips inside it; kuruş. */
export type TotalSpend = { total: number; tips: number };

const kurus = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * GET /customer-users/me/total-spend: the sum of the payments the diner made, tips included,
 * with the tips apart (ADR 027). 000 §4.4: when the fetch fails, 0 is shown.
 */
export async function getTotalSpend(signal?: AbortSignal): Promise<TotalSpend> {
  try {
    const data = await api.get<{ total?: unknown; tips?: unknown }>(
      '/customer-users/me/total-spend',
      { ...(signal ? { signal } : {}) },
    );
    return { total: kurus(data?.total), tips: kurus(data?.tips) };
  } catch {
    return { total: 0, tips: 0 };
  }
}

export const getTotalSpendQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'total-spend'],
    queryFn: ({ signal }) => getTotalSpend(signal),
  });

export const useTotalSpend = () => useQuery(getTotalSpendQueryOptions());
