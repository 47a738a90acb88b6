import { qrSheetFileName } from '@masa/core/qr/qr-sheet';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/**
 * GET /api/staff/tables/qr-sheet.pdf: the server's A4 PDF of every active table's code (the
 * same cards as the printed page), saved as "masa-qr-<business>.pdf". A refusal throws the
 * server's Turkish message.
 */
export const useQrSheetPdf = (businessName: string) =>
  useMutation({
    mutationFn: async () => {
      const pdf = await api.file('/staff/tables/qr-sheet.pdf');
      saveFile(qrSheetFileName(businessName), pdf);
    },
  });
