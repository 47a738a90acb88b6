import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/i18n.tsx';
import { api } from '../../../lib/api-client.ts';
import { printersStatusKey } from '../../../lib/printers/printers.ts';
import { showToast } from '../../../lib/toast.ts';

/**
 * "Tekrar yazdır" (issue 33 §2): POST /api/staff/orders/{id}/reprint queues the order's station
 * tickets again, marked "TEKRAR BASKI". The toast says how many went to the printers, or the
 * server's refusal as it words it (409: no printer serves the order's stations).
 */
export function useReprint() {
  const { t } = useI18n();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => api.post<{ jobs: number }>(`/staff/orders/${orderId}/reprint`),
    onSuccess: ({ jobs }) => showToast(t('printers.reprinted', { jobs })),
    onError: (error) => showToast(error.message),
    onSettled: () => client.invalidateQueries({ queryKey: printersStatusKey }),
  });
}
