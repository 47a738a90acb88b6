import type { MyTips, TipDay, TipHoursBody, TipSettings } from '@masa/core/tips/tips.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

export const tipDayKey = (day: string) => ['staff', 'tips', day] as const;

/** GET /api/staff/tips?day=: the day's ledger, live until signed, as signed after (ADR 088). */
export const useTipDay = (day: string) =>
  useQuery({
    queryKey: tipDayKey(day),
    queryFn: ({ signal }) => api.get<TipDay>('/staff/tips', { query: { day }, signal }),
  });

/** GET /api/staff/tips/mine?day=: a waiter's own line ("Bahşişlerim"). */
export const useMyTips = (day: string) =>
  useQuery({
    queryKey: ['staff', 'tips', 'mine', day],
    queryFn: ({ signal }) => api.get<MyTips>('/staff/tips/mine', { query: { day }, signal }),
  });

/** A write of the day that answers the whole day again: the screen shows that answer. */
function useDayWrite<T>(day: string, write: (body: T) => Promise<TipDay>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => queryClient.setQueryData(tipDayKey(day), answer),
    onError: () => queryClient.invalidateQueries({ queryKey: tipDayKey(day) }),
  });
}

/** PUT /api/staff/tips/{day}/hours: minutes per person. */
export const useSaveTipHours = (day: string) =>
  useDayWrite(day, (hours: TipHoursBody['hours']) =>
    api.put<TipDay>(`/staff/tips/${day}/hours`, { hours }),
  );

/** POST /api/staff/tips/{day}/sign-off: the owner's "Onayla". */
export const useSignOffTips = (day: string) =>
  useDayWrite(day, () => api.post<TipDay>(`/staff/tips/${day}/sign-off`, {}));

/** PUT /api/staff/tips/settings: the rule and role points; every unsigned day follows it. */
export function useSaveTipSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TipSettings) => api.put<TipSettings>('/staff/tips/settings', settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'tips'] }),
  });
}

/** GET /api/staff/tips/{day}.csv or .pdf, saved as "bahsis-<day>.<ext>". */
export const useTipFile = (day: string) =>
  useMutation({
    mutationFn: async (ext: 'csv' | 'pdf') => {
      saveFile(`bahsis-${day}.${ext}`, await api.file(`/staff/tips/${day}.${ext}`));
    },
  });
