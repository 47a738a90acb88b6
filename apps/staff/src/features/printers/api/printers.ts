import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Printer } from '@masa/core/printing/printer.schemas';
import { printersStatusKey } from '../../../lib/printers/printers.ts';
import type { PrinterBody } from '../printer-form-values.ts';

export const printersKey = ['staff', 'printers', 'list'] as const;

/** GET /api/staff/printers (owners and managers): the business's printers with their state. */
export const usePrinters = () =>
  useQuery({
    queryKey: printersKey,
    queryFn: ({ signal }) => api.get<{ printers: Printer[] }>('/staff/printers', { signal }),
  });

/** After any change the list and the board's banner read the printers again. */
function useRefetchPrinters() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: printersKey });
    await client.invalidateQueries({ queryKey: printersStatusKey });
  };
}

/** POST /api/staff/printers (a new one) or PATCH /api/staff/printers/{id}. */
export function useSavePrinter(printerId: string | null) {
  const refetch = useRefetchPrinters();
  return useMutation({
    mutationFn: (body: PrinterBody) =>
      printerId
        ? api.patch<{ printer: Printer }>(`/staff/printers/${printerId}`, body)
        : api.post<{ printer: Printer }>('/staff/printers', body),
    onSuccess: refetch,
  });
}

/** DELETE /api/staff/printers/{id}: archived; its waiting tickets are the server's to settle. */
export function useArchivePrinter() {
  const refetch = useRefetchPrinters();
  return useMutation({
    mutationFn: (printerId: string) => api.delete<void>(`/staff/printers/${printerId}`),
    onSuccess: refetch,
  });
}

/**
 * POST /api/staff/printers/{id}/test: the server connects now and prints a test page with the
 * Turkish letters; a printer that does not answer is its 422, shown as the server words it.
 */
export function useTestPrinter() {
  const refetch = useRefetchPrinters();
  return useMutation({
    mutationFn: (printerId: string) =>
      api.post<{ printer: Printer }>(`/staff/printers/${printerId}/test`),
    onSettled: refetch,
  });
}
