import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { useSession } from '../use-session.ts';

/** What staff take in person: the business's accepted methods, online excluded. */
export function usePaymentMethods() {
  const businessId = useSession()?.staff.businessId;
  return useQuery({
    queryKey: ['staff', 'payment-methods', businessId],
    queryFn: ({ signal }) =>
      api.get<{ methods: string[] }>(`/business/${businessId}/settings/payment/public`, { signal }),
    select: (settings) => settings.methods.filter((method) => method !== 'online'),
    enabled: businessId !== undefined,
    staleTime: 5 * 60_000,
  });
}
