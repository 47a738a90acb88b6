import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { TIMEOUTS } from '../api/api-config.ts';
import type { PaymentMethod } from './bill-types.ts';

/** GET /business/{id}/settings/payment/public (001 §7; `online` issue 34). */
export type PublicPaymentSettings = {
  acceptCash: boolean;
  acceptCreditCard: boolean;
  acceptOnlinePayment: boolean;
  acceptSodexo: boolean;
  acceptMutlinet: boolean;
  methods: PaymentMethod[];
  /** Whether the phone can pay online (issue 34): the business accepts it AND a provider is configured. */
  online: { enabled: boolean; provider: 'iyzico' | null; twin: boolean };
};

export function getPaymentSettings(businessId: string, signal?: AbortSignal) {
  return api.get<PublicPaymentSettings>(
    `/business/${encodeURIComponent(businessId)}/settings/payment/public`,
    { timeout: TIMEOUTS.quick, ...(signal ? { signal } : {}) },
  );
}

export const getPaymentSettingsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['business', businessId, 'settings', 'payment'],
    queryFn: ({ signal }) => getPaymentSettings(businessId, signal),
    retry: false,
    staleTime: 60_000,
  });

export const usePaymentSettings = (businessId: string | null) =>
  useQuery({
    ...getPaymentSettingsQueryOptions(businessId ?? ''),
    enabled: businessId !== null && businessId !== '',
  });
