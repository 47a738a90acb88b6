import { api } from '../../../lib/api-client.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';

export type CodeTable = { id: string; businessId: string };

/**
 * The table lookup of 000 §4.3 for one code: GET /tables/qr/{code}, then
 * GET /tables/custom-qr/{code} (a list, the first is used). Null when neither finds a table;
 * the caller shows 'Could not get table information…'.
 */
export async function lookupTableByCode(code: string): Promise<CodeTable | null> {
  const path = encodeURIComponent(code);
  const options = { timeout: TIMEOUTS.orderAction };
  try {
    return await api.get<CodeTable>(`/tables/qr/${path}`, options);
  } catch {
    // Not found by QR code: try the custom-code call.
  }
  try {
    const tables = await api.get<CodeTable[]>(`/tables/custom-qr/${path}`, options);
    return tables[0] ?? null;
  } catch {
    return null;
  }
}
