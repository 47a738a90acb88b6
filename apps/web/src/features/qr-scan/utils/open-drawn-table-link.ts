import { readTableToken } from '@masa/core/qr/table-token';
import { firstScreenScan } from '../../../lib/first-screen.ts';
import { APP_BASE_PATH } from '../../../lib/navigation.ts';
import { recordScan } from '../api/record-scan.ts';
import { makeScanSessionId } from './scan-session-id.ts';
import { saveScannedTable } from './save-scanned-table.ts';

/**
 * A printed table link the server already resolved when it drew the menu into the page (ADR
 * 062): before the app's first render the scan is recorded, the table stored, and the address
 * becomes the table's menu, so React draws the menu at once, without first drawing the
 * table-link page and fetching its code (issue 30's Fast 3G goal). Any other page, or a link
 * the server could not resolve, is left to the table-link page as before. True when it opened.
 */
export function openDrawnTableLink(): boolean {
  const scan = firstScreenScan(window.location);
  if (!scan) return false;
  const link = window.location.href;
  recordScan({ qrCode: link, sessionId: makeScanSessionId(), loadTime: performance.now() });
  saveScannedTable({ ...scan, tableToken: readTableToken(link) });
  const menu = `${APP_BASE_PATH}/menu/${scan.businessId}/${scan.tableId}`;
  window.history.replaceState(window.history.state, '', menu);
  return true;
}
