import type { Reconciliation, ZReportBody } from '@masa/core/fiscal/z-report.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fiscalKey } from '../../../lib/bill/fiscal-requests.ts';

/** Under the fiscal key: a payment's new fiş request or a typed fiş number refetches it. */
const reconciliationKey = (dayId: string) => [...fiscalKey, 'reconciliation', dayId] as const;

export const useReconciliation = (dayId: string) =>
  useQuery({
    queryKey: reconciliationKey(dayId),
    queryFn: ({ signal }) =>
      api.get<Reconciliation>(`/staff/days/${dayId}/reconciliation`, { signal }),
  });

/** PUT /api/staff/days/{id}/z-report: the register's Z typed in; answers the reconciliation. */
export function useSaveZReport(dayId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ZReportBody) =>
      api.put<Reconciliation>(`/staff/days/${dayId}/z-report`, body),
    onSuccess: (answer) => client.setQueryData(reconciliationKey(dayId), answer),
  });
}
