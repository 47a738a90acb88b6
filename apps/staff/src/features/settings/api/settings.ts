import type { StaffSettings } from '@masa/core/staff/business-settings.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const settingsKey = ['staff', 'settings'] as const;

/** GET /api/staff/settings: what the settings screen edits (owners and managers). */
export const useSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<StaffSettings>('/staff/settings', { signal }),
  });

/** One settings write: PUT or POST a body, then everything that reads settings refetches. */
export function useSettingsWrite<Body extends object, Answer>(
  method: 'put' | 'post',
  path: (body: Body) => string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api[method]<Answer>(path(body), body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: settingsKey });
      await client.invalidateQueries({ queryKey: ['staff', 'payment-methods'] });
      await client.invalidateQueries({ queryKey: ['staff', 'stations'] });
    },
  });
}
