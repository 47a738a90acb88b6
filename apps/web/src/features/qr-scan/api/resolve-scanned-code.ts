import { findBusinessIdInText } from '@masa/core/qr/find-ids-in-text';
import { parseQrContent } from '@masa/core/qr/parse-qr-content';
import { normalizeTableToken, readTableToken } from '@masa/core/qr/table-token';
import type { Translate } from '../../../i18n/texts.ts';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';
import { lookupTableByCode } from './lookup-table-by-code.ts';

/** `tableToken`: the table's access token the scanned or typed code carried (ADR 015). */
export type ScannedTable = { businessId: string; tableId: string; tableToken: string | null };

/**
 * Why a scan led to no table: the code itself (`invalid`), no table has that code (`noMatch`),
 * the server knows no such table at that business (`notFound`), or the connection or the server
 * failed (`retry`).
 */
export type ScanFailure = 'invalid' | 'noMatch' | 'notFound' | 'retry';

/** The scan page's texts, which word a failure (in the page's language). */
export type ScanTexts = Translate<'qrScan'>;

/**
 * A scan that cannot lead to a table; `say` words it for the scan page's red banner (the table
 * link page words it by `failure` alone, so its chunk never asks for the scan page's texts).
 * `retryable` marks a failure of the connection or the server rather than of the code.
 */
export class ScanError extends Error {
  readonly retryable: boolean;

  constructor(
    readonly say: (texts: ScanTexts) => string,
    readonly failure: ScanFailure = 'invalid',
  ) {
    super(`scan failed: ${failure}`);
    this.name = 'ScanError';
    this.retryable = failure === 'retry';
  }
}

/**
 * From a scanned text to a business and table (000 §4.3, §5.4):
 * 1. parse it; a parser error without table information is final;
 * 2. a text holding only table information (a table id, a custom code, a URL ending in one) is
 *    completed by the table lookup, each candidate code in the parser's order; a business id
 *    written in the text must match the table's, so a custom code never opens another business;
 * 3. POST /qr/scan: the server confirms the table is open at that business.
 * `onLookup` is told which code a lookup resolved (the record-scan call is sent again then).
 */
export async function resolveScannedCode(
  text: string,
  onLookup?: (code: string) => void,
): Promise<ScannedTable> {
  // The code printed under a table's QR code, typed: the server finds its table.
  const typed = normalizeTableToken(text);
  const parsed = parseQrContent(text);
  if (!parsed.ok && !typed) {
    if (parsed.tableLookupCodes.length === 0)
      throw new ScanError((t) => t(`qrScan.parse.${parsed.reason}`));
    const named = findBusinessIdInText(text);
    let found = false;
    for (const code of parsed.tableLookupCodes) {
      const table = await lookupTableByCode(code);
      if (table && (!named || table.businessId === named)) {
        onLookup?.(code);
        found = true;
        break;
      }
    }
    if (!found) throw new ScanError((t) => t('qrScan.errors.tableLookup'), 'noMatch');
  }
  try {
    const table = await api.post<{ businessId: string; tableId: string }>(
      '/qr/scan',
      { qrCode: text },
      {
        timeout: TIMEOUTS.orderAction,
      },
    );
    return {
      businessId: table.businessId,
      tableId: table.tableId,
      tableToken: readTableToken(text) ?? typed,
    };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) {
      throw new ScanError(
        (t) => (typed ? t('qrScan.tableCode.notFound') : t('qrScan.errors.missingInfo')),
        'notFound',
      );
    }
    if (error.status === 400) throw new ScanError(() => error.message);
    throw new ScanError((t) => t('qrScan.errors.processing'), 'retry');
  }
}
