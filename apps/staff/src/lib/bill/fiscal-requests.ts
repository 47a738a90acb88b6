import type { CompleteFiscalBody, FiscalRequest } from '@masa/core/fiscal/fiscal.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/**
 * Every fiscal query lives under this key (issue 35 §4): 'fiscal:changed' refetches them all,
 * the table panel's waiting receipts and gün sonu's reconciliation alike, and nothing else.
 */
export const fiscalKey = ['staff', 'fiscal'] as const;

const listed = (status: 'waiting' | 'failed', tableId: string | undefined, signal: AbortSignal) =>
  api.get<{ requests: FiscalRequest[] }>('/staff/fiscal-requests', {
    query: { status, tableId, kind: 'receipt' },
    signal,
  });

/**
 * The payments whose fiş is still to come, of one table or of the whole business: waiting, or
 * refused by an integrated register ('failed', with its words), oldest first; both keep the day
 * from closing until the staff complete them.
 */
export const useWaitingReceipts = (tableId?: string, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [...fiscalKey, 'waiting', tableId ?? 'all'],
    queryFn: async ({ signal }) => {
      const [waiting, failed] = await Promise.all([
        listed('waiting', tableId, signal),
        listed('failed', tableId, signal),
      ]);
      return [...failed.requests, ...waiting.requests].sort((a, b) =>
        a.createdAt.localeCompare(b.createdAt),
      );
    },
  });

/** POST /api/staff/fiscal-requests/{id}/complete; the server's refusal is the error to show. */
export function useCompleteReceipt() {
  const client = useQueryClient();
  return useMutation({
    // The register printed it: its fiş number typed in, or marked printed without one.
    mutationFn: ({ id, ...body }: { id: string } & CompleteFiscalBody) =>
      api.post<{ request: FiscalRequest }>(`/staff/fiscal-requests/${id}/complete`, body),
    onSettled: () => client.invalidateQueries({ queryKey: fiscalKey }),
  });
}
