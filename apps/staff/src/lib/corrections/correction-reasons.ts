import type { CorrectionReason } from '@masa/core/corrections/correction-reasons.schemas';
import type { CorrectionKind } from '@masa/core/corrections/corrections.schemas';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { ApiError } from '../api-error.ts';

export const reasonsKey = ['staff', 'corrections', 'reasons'] as const;

/** GET /api/staff/corrections/reasons: the business's reason lists (every correction picker). */
export const useCorrectionReasons = () =>
  useQuery({
    queryKey: reasonsKey,
    queryFn: ({ signal }) => api.get<CorrectionReason[]>('/staff/corrections/reasons', { signal }),
    staleTime: 60_000,
  });

/** One kind's reasons, in their order. */
export const reasonsOf = (all: CorrectionReason[] | undefined, kind: CorrectionKind) =>
  (all ?? []).filter((reason) => reason.kind === kind);

/**
 * A correction refused because its reason was archived in Ayarlar since this screen loaded the
 * list (400 REASON_ARCHIVED, ADR 079): refetch the list, so the picker offers only what is left.
 */
export function refetchIfReasonArchived(client: QueryClient, error: unknown): void {
  if (error instanceof ApiError && error.code === 'REASON_ARCHIVED') {
    void client.invalidateQueries({ queryKey: reasonsKey });
  }
}
