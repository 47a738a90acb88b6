import type { BoardSettings } from '@masa/core/staff/business-settings.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/** Under ['staff', 'settings'], so a settings save or `menu:changed` refetches it. */
export const boardThresholdsKey = ['staff', 'settings', 'board'] as const;

/**
 * The business's age thresholds (GET /api/staff/settings/board, every role), as orderAge takes
 * them; the default 10 and 20 minutes until they are read.
 */
export function useAgeThresholds(): { warn: number; late: number } {
  const board = useQuery({
    queryKey: boardThresholdsKey,
    queryFn: ({ signal }) => api.get<BoardSettings>('/staff/settings/board', { signal }),
    staleTime: 5 * 60_000,
  });
  return {
    warn: board.data?.amberMinutes ?? 10,
    late: board.data?.redMinutes ?? 20,
  };
}
