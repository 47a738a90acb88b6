import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

export type Stations = { stations: string[]; productStations: Record<string, string> };

/**
 * GET /api/staff/stations: where each dish is made. Changes with the menu only. Read by the
 * kitchen display and the printer settings (which stations a printer serves).
 */
export const useStations = () =>
  useQuery({
    queryKey: ['staff', 'stations'],
    queryFn: ({ signal }) => api.get<Stations>('/staff/stations', { signal }),
    staleTime: 5 * 60_000,
  });
