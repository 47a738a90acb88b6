import type { CorrectionReason } from '@masa/core/corrections/correction-reasons.schemas';
import type { CorrectionKind } from '@masa/core/corrections/corrections.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

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
