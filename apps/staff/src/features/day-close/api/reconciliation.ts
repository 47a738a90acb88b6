import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fiscalKey } from '../../../lib/fiscal-requests.ts';

export type VatGross = { vatRate: number; gross: number };
export type MethodAmount = { method: string; amount: number };
export type Difference = {
  kind: 'vatRate' | 'method' | 'total';
  key: string | number;
  masa: number;
  register: number;
  difference: number;
};
/** GET /api/staff/days/{id}/reconciliation: Masa's totals beside the register's Z (kuruş). */
export type Reconciliation = {
  masa: { byVatRate: VatGross[]; byMethod: MethodAmount[]; total: number };
  register: null | {
    zNumber: string;
    byVatRate: VatGross[];
    byMethod: MethodAmount[];
    total: number;
    enteredAt: string;
    enteredBy: { id: string; name: string };
  };
  differences: Difference[];
  waitingReceipts: number;
};
export type ZReportBody = { zNumber: string; byVatRate: VatGross[]; byMethod: MethodAmount[] };

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
