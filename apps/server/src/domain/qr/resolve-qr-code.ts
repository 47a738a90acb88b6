import { findBusinessIdInText } from '@masa/core/qr/find-ids-in-text';
import { parseQrContent } from '@masa/core/qr/parse-qr-content';
import { normalizeTableToken } from '@masa/core/qr/table-token';
import { and, eq } from 'drizzle-orm';
import { tables } from '../../db/schema/index.ts';
import { AppError, refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { findTable } from '../tables/find-table.ts';
import { findTablesByCode } from '../tables/find-tables-by-code.ts';

/**
 * The table a scanned text names, read with the app's own parser (000 §5.4) and checked
 * against the database:
 * - a business and table pair must be an active table of that active business;
 * - a text holding only table information (a table id, a custom code, a URL ending in one) is
 *   completed by the table lookup of 000 §4.3, each candidate code in the parser's order;
 *   a business id written in the text must then match the table's business, so a custom code
 *   never leads to another business's table;
 * - the code printed under a table's QR code (its access token, ADR 015), typed, is that table;
 * - anything else is a 400 with the parser's message, shown by the scan page as it is.
 */
export async function resolveQrCode({ db, qrCode }: { db: Db; qrCode: string }) {
  const typed = normalizeTableToken(qrCode);
  if (typed) {
    const [table] = await db
      .select()
      .from(tables)
      .where(and(eq(tables.accessToken, typed), eq(tables.active, true)));
    if (table) return table;
  }
  const parsed = parseQrContent(qrCode);
  if (parsed.ok) {
    try {
      return await findTable({ db, tableId: parsed.tableId, businessId: parsed.businessId });
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) {
        throw refuse(404, 'TABLE_CODE_NOT_FOUND');
      }
      throw error;
    }
  }
  if (parsed.tableLookupCodes.length === 0)
    throw new AppError(400, 'INVALID_QR_CODE', parsed.error);

  const namedBusiness = findBusinessIdInText(qrCode);
  for (const code of parsed.tableLookupCodes) {
    const found = await findTablesByCode({ db, code });
    const table = found.find((t) => !namedBusiness || t.businessId === namedBusiness);
    if (table) return table;
  }
  throw refuse(404, 'TABLE_CODE_NOT_FOUND');
}
