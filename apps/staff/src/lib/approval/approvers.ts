import type { Approver } from '@masa/core/corrections/corrections.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

export const approversKey = ['staff', 'corrections', 'approvers'] as const;

/** GET /api/staff/corrections/approvers: the owners and managers with an approval PIN. */
export const useApprovers = (enabled: boolean) =>
  useQuery({
    queryKey: approversKey,
    queryFn: ({ signal }) => api.get<Approver[]>('/staff/corrections/approvers', { signal }),
    enabled,
  });
