import type { CorrectionApproval } from '@masa/core/corrections/corrections.schemas';
import type { WalkoutResult } from '@masa/core/walkouts/walkouts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useApproval } from '../../../lib/approval/use-approval.tsx';
import { floorKey } from './floor.ts';
import { orderBillKey } from './order-bill.ts';

/**
 * POST /api/staff/tables/{tableId}/walkout (ADR 076): the table's served, unpaid rest closed as
 * "Ödenmedi" with a reason. It sends what the panel showed (`expectedLeft`, the server's
 * figure): a bill that moved meanwhile is 409 with the new one. A waiter is asked for a
 * manager's PIN ("Yönetici onayı") and the request goes again with it.
 */
export function useWalkOut() {
  const client = useQueryClient();
  const { withApproval, dialog } = useApproval();
  const mutation = useMutation({
    mutationFn: ({
      tableId,
      ...body
    }: {
      tableId: string;
      reasonId?: string;
      reason?: string;
      expectedLeft: number;
    }) =>
      withApproval((approval: CorrectionApproval | null) =>
        api.post<WalkoutResult>(`/staff/tables/${tableId}/walkout`, { ...body, approval }),
      ),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: orderBillKey });
      await client.invalidateQueries({ queryKey: floorKey });
    },
  });
  return { mutation, dialog };
}

/**
 * POST /api/staff/tables/{tableId}/open-account (ADR 076): the table's rest onto a named
 * customer's open account (veresiye), with the same approval and stale-screen rules.
 */
export function useMoveToOpenAccount() {
  const client = useQueryClient();
  const { withApproval, dialog } = useApproval();
  const mutation = useMutation({
    mutationFn: ({
      tableId,
      phone,
      ...body
    }: {
      tableId: string;
      customerName: string;
      phone: string;
      expectedLeft: number;
    }) =>
      withApproval((approval: CorrectionApproval | null) =>
        api.post<WalkoutResult>(`/staff/tables/${tableId}/open-account`, {
          ...body,
          phone: phone.trim() || null,
          approval,
        }),
      ),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: orderBillKey });
      await client.invalidateQueries({ queryKey: floorKey });
    },
  });
  return { mutation, dialog };
}
