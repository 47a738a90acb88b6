import type { OpenAccount } from '@masa/core/walkouts/walkouts.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const openAccountsKey = ['staff', 'open-accounts'] as const;

/** GET /api/staff/open-accounts: each account and what it owes, from its bills (ADR 076). */
export const useOpenAccounts = () =>
  useQuery({
    queryKey: openAccountsKey,
    queryFn: ({ signal }) => api.get<OpenAccount[]>('/staff/open-accounts', { signal }),
  });

/**
 * Settles an account in cash or by card: every order it owes on is paid through the normal
 * payment path (POST /staff/orders/{id}/payments, the rest of its bill), each sending what
 * the screen showed (`expectedAmount`), so the receipt, the method and the day are the real ones.
 */
export function useSettleAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      account,
      method,
    }: {
      account: OpenAccount;
      method: 'cash' | 'credit_card';
    }) => {
      for (const order of account.orders.filter((owed) => owed.left > 0)) {
        await api.post(`/staff/orders/${order.id}/payments`, {
          method,
          expectedAmount: order.left,
        });
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: openAccountsKey }),
  });
}
