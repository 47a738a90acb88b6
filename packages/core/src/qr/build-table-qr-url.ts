// What our printed table QR codes hold (issue 4 item 2): the menu URL of the table, so a
// phone's own camera app opens the right menu directly, and the in-app scanner parses the
// same text with parseQrContent (rule 3: a /table/ path with the business in the query).
import { isBusinessId, isTableId } from '../ids.ts';
import { normalizeTableToken, TABLE_TOKEN_PARAM } from './table-token.ts';

export type TableQrUrlInput = {
  /** The public origin the diners reach, e.g. 'https://masa.example.com' (no /customerapp). */
  publicUrl: string;
  businessId: string;
  tableId: string;
  /** The table's access token (ADR 015): whoever holds the printed code is at the table. */
  tableToken: string;
};

export function buildTableQrUrl({
  publicUrl,
  businessId,
  tableId,
  tableToken,
}: TableQrUrlInput): string {
  // A sheet of unreadable codes is worse than no sheet: refuse ids the parser would refuse.
  if (!isBusinessId(businessId)) throw new RangeError(`Not a business id: ${businessId}`);
  if (!isTableId(tableId)) throw new RangeError(`Not a table id: ${tableId}`);
  if (normalizeTableToken(tableToken) !== tableToken) throw new RangeError('Not a table token');
  const origin = publicUrl.trim().replace(/\/+$/, '');
  return `${origin}/customerapp/table/${tableId}?business=${businessId}&${TABLE_TOKEN_PARAM}=${tableToken}`;
}
