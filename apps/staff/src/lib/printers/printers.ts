import type { PrintersStatusEvent } from '@masa/core/realtime/events';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

export const printersStatusKey = ['staff', 'printers', 'status'] as const;

/**
 * GET /api/staff/printers/status, for every role (issue 33): kept live by the `printers:status`
 * event, which app/use-live-service.ts writes into this query; read again on reconnect.
 */
export const usePrintersStatus = () =>
  useQuery({
    queryKey: printersStatusKey,
    queryFn: ({ signal }) => api.get<PrintersStatusEvent>('/staff/printers/status', { signal }),
  });
