import type { BusinessDay, CurrentDay } from '@masa/core/reports/day.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const currentDayKey = ['staff', 'days', 'current'] as const;

/** GET /api/staff/days/current: the open day with its Z summary so far, and unpaid tables. */
export const useCurrentDay = () =>
  useQuery({
    queryKey: currentDayKey,
    queryFn: ({ signal }) => api.get<CurrentDay>('/staff/days/current', { signal }),
  });

/** POST /api/staff/days: opens the day with the opening float (kuruş). */
export function useOpenDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (openingFloat: number) => api.post<BusinessDay>('/staff/days', { openingFloat }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentDayKey }),
  });
}

/**
 * POST /api/staff/days/{id}/close: closes it with the counted cash and the expected cash the
 * screen showed (a payment since is a 409, and the refetch shows the new figure). The register
 * must agree first (issue 35 §4): a fiş still waiting, no Z typed or a Z that differs is a 409
 * in the server's words; `acceptDifferences` closes past the differences, recorded on the day.
 */
export function useCloseDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      dayId,
      ...body
    }: {
      dayId: string;
      countedCash: number;
      expectedCash: number;
      acceptDifferences?: boolean;
    }) => api.post<BusinessDay>(`/staff/days/${dayId}/close`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentDayKey }),
  });
}
