import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/i18n.tsx';
import { api } from '../../../lib/api-client.ts';
import { printersStatusKey } from '../../../lib/printers/printers.ts';
import { showToast } from '../../../lib/toast.ts';

/**
 * "Ara hesap yazdır" (issue 33 §2): POST /api/staff/tables/{tableId}/prebill prints the table's
 * bill as it stands on the receipt printer. The toast says it went, or the server's refusal as
 * it words it (409 "Fiş yazıcısı tanımlı değil").
 */
export function usePrebill() {
  const { t } = useI18n();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tableId: string) => api.post<{ jobs: number }>(`/staff/tables/${tableId}/prebill`),
    onSuccess: () => showToast(t('printers.prebillSent')),
    onError: (error) => showToast(error.message),
    onSettled: () => client.invalidateQueries({ queryKey: printersStatusKey }),
  });
}
