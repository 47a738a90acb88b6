import type { CorrectionApproval } from '@masa/core/corrections/corrections.schemas';
import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { floorKey } from './floor.ts';
import { orderBillKey } from './order-bill.ts';

export type DiscountRequest = {
  orderId: string;
  lineId: string | null;
  kind: 'percent' | 'amount';
  /** Whole percent or kuruş. */
  value: number;
  /** The business's discount reason and/or typed text (at least one). */
  reasonId?: string;
  reason?: string;
  /** The bill total the screen showed: the server refuses a stale one (409 with the new). */
  expectedTotal: number;
};

/** Reads every open bill and the floor again after a discount changed one. */
function useRefresh() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: orderBillKey });
    await client.invalidateQueries({ queryKey: floorKey });
  };
}

/**
 * POST /api/staff/orders/{id}/discounts (issue 32 §2, ADR 074). `withApproval` is the caller's
 * useApproval: a waiter's discount above the owner's limit asks for a manager's PIN and is sent
 * again with it.
 */
export function useGiveDiscount(
  withApproval: <T>(send: (approval: CorrectionApproval | null) => Promise<T>) => Promise<T>,
) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ orderId, ...body }: DiscountRequest) =>
      withApproval((approval) =>
        api.post<OrderResponse>(`/staff/orders/${orderId}/discounts`, { ...body, approval }),
      ),
    onSettled: refresh,
  });
}

/** DELETE /api/staff/orders/{id}/discounts/{discountId}: owners and managers take one back. */
export function useRemoveDiscount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (p: { orderId: string; discountId: string; expectedTotal: number }) =>
      api.delete<OrderResponse>(`/staff/orders/${p.orderId}/discounts/${p.discountId}`, {
        query: { expectedTotal: p.expectedTotal },
      }),
    onSettled: refresh,
  });
}
