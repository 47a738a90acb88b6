import type { RecentOnlinePayments } from '@masa/core/payment/payment-intent.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { onlinePaymentsKey, type OnlinePaymentNote } from './online-payments.ts';

/**
 * The inbox's list: today's online payments from the server when it opens (GET
 * /api/staff/online-payments), then each one noted live as it succeeds (noteOnlinePayment).
 */
export const useOnlinePayments = () =>
  useQuery<OnlinePaymentNote[]>({
    queryKey: onlinePaymentsKey,
    queryFn: async ({ signal }) =>
      (await api.get<RecentOnlinePayments>('/staff/online-payments', { signal })).payments,
    // Read again each time the inbox opens: notes kept while it was closed are not the list.
    staleTime: 0,
    gcTime: Infinity,
  });
