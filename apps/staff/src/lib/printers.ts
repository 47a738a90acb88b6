import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import type { PrintersStatus } from './printer-state.ts';

export const printersStatusKey = ['staff', 'printers', 'status'] as const;

/**
 * GET /api/staff/printers/status, for every role: kept live by the `printers:status` event
 * (app/use-live-service.ts writes it into this query), read again on reconnect.
 */
export const usePrintersStatus = () =>
  useQuery({
    queryKey: printersStatusKey,
    queryFn: ({ signal }) => api.get<PrintersStatus>('/staff/printers/status', { signal }),
  });
