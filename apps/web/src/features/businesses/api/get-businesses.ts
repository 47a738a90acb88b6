import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The parts of 001 §3 Business the list shows, as GET /business answers them. */
export type BusinessSummary = {
  id: string;
  name: string;
  address: { street: string; city: string; state: string } | string | null;
  logo: string | null;
  ratingAverage: number;
  ratingCount: number;
};

/** 000 §7.3 business list screen call: the active businesses. */
export const getBusinesses = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<BusinessSummary[]>('/business', { signal });

export const getBusinessesQueryOptions = () =>
  queryOptions({
    queryKey: ['businesses'],
    queryFn: ({ signal }) => getBusinesses({ signal }),
  });

export const useBusinesses = () => useQuery(getBusinessesQueryOptions());
