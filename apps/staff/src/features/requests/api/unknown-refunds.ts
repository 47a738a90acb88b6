import type { UnknownRefunds } from '@masa/core/payment/unknown-refund.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const unknownRefundsKey = ['staff', 'refunds', 'unknown'] as const;

/**
 * GET /api/staff/refunds/unknown (issue 34): refunds whose outcome nobody knows, for owners and
 * managers (the server refuses others); looked at again every minute, as the server sweeps.
 */
export const useUnknownRefunds = (enabled: boolean) =>
  useQuery({
    queryKey: unknownRefundsKey,
    queryFn: ({ signal }) => api.get<UnknownRefunds>('/staff/refunds/unknown', { signal }),
    enabled,
    refetchInterval: 60_000,
  });
