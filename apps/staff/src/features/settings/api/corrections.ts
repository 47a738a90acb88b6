import type { CorrectionSettings } from '@masa/core/corrections/corrections.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { approversKey } from '../../../lib/approval/approvers.ts';

const correctionSettingsKey = ['staff', 'corrections', 'settings'] as const;

/** GET /api/staff/corrections/settings: the approval limit and whether I have a PIN. */
export const useCorrectionSettings = () =>
  useQuery({
    queryKey: correctionSettingsKey,
    queryFn: ({ signal }) => api.get<CorrectionSettings>('/staff/corrections/settings', { signal }),
  });

/** PUT /api/staff/corrections/{pin,limit}; the dialog's approvers and these settings refetch. */
export function useCorrectionWrite<Body extends object>(path: 'pin' | 'limit') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.put<unknown>(`/staff/corrections/${path}`, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: correctionSettingsKey });
      await client.invalidateQueries({ queryKey: approversKey });
    },
  });
}
