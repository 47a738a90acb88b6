import { type PriceListFormat, priceListFileName } from '@masa/core/price-list/price-list';
import { priceChangesFileName } from '@masa/core/staff/price-changes.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/**
 * GET /api/staff/price-list.pdf?format=: the price list the server makes from the menu as it is
 * now (ADR 089), saved as "masa-fiyat-listesi-<business>-<format>.pdf". A refusal throws the
 * server's Turkish message.
 */
export const usePriceListPdf = (businessName: string) =>
  useMutation({
    mutationFn: async (format: PriceListFormat) => {
      const pdf = await api.file('/staff/price-list.pdf', { query: { format } });
      saveFile(priceListFileName(businessName, format), pdf);
    },
  });

/** GET /api/staff/price-changes.csv?from=&to=: the price history as the server writes it. */
export const usePriceChangesCsv = () =>
  useMutation({
    mutationFn: async ({ from, to }: { from: string; to: string }) => {
      const csv = await api.file('/staff/price-changes.csv', { query: { from, to } });
      saveFile(priceChangesFileName(from, to), csv);
    },
  });
