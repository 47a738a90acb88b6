import { queryOptions, useQuery } from '@tanstack/react-query';
import { texts } from '../../../i18n/texts.ts';
import { api } from '../../../lib/api-client.ts';

const t = texts('home');

export type SessionNames = {
  businessName: string;
  tableName: string;
  /** The business or the table did not answer: the card says so (001 §8). */
  missing: boolean;
};

/**
 * The names on the 'Aktif Oturum' card: GET /business/{id} and GET /tables/{tableId} with
 * ?business=. A business or table that no longer answers reads 'Bilinmeyen İşletme' /
 * 'Bilinmeyen Masa' (001 §8) rather than hiding the card, which then says 'İşletme veya masa
 * bilgisi eksik'.
 */
export async function getSessionNames(
  { businessId, tableId }: { businessId: string; tableId: string },
  signal?: AbortSignal,
): Promise<SessionNames> {
  const [business, table] = await Promise.allSettled([
    api.get<{ name: string }>(`/business/${encodeURIComponent(businessId)}`, { signal }),
    api.get<{ name: string }>(`/tables/${encodeURIComponent(tableId)}`, {
      query: { business: businessId },
      signal,
    }),
  ]);
  return {
    businessName:
      business.status === 'fulfilled' ? business.value.name : t('home.session.unknownBusiness'),
    tableName: table.status === 'fulfilled' ? table.value.name : t('home.session.unknownTable'),
    missing: business.status === 'rejected' || table.status === 'rejected',
  };
}

export const getSessionNamesQueryOptions = (ids: { businessId: string; tableId: string }) =>
  queryOptions({
    queryKey: ['home', 'session-names', ids.businessId, ids.tableId],
    queryFn: ({ signal }) => getSessionNames(ids, signal),
  });

export const useSessionNames = (ids: { businessId: string; tableId: string }) =>
  useQuery(getSessionNamesQueryOptions(ids));
