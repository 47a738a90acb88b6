import type { SalesReport } from '@masa/core/reports/report.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const salesReportKey = ['staff', 'reports', 'summary'] as const;

/** GET /api/staff/reports/summary: the sales of a range of business days (ADR 030). */
export const useSalesReport = (range: { from: string; to: string } | null) =>
  useQuery({
    queryKey: [...salesReportKey, range?.from, range?.to],
    queryFn: ({ signal }) =>
      api.get<SalesReport>('/staff/reports/summary', { query: range ?? {}, signal }),
    enabled: range !== null,
    placeholderData: (previous) => previous,
  });
