import { api } from '../../../lib/api-client.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';

export type ScanRecord = { qrCode: string; sessionId: string; loadTime: number };

/**
 * The record-scan call of 000 §3.4 and §7.3 (POST /qr/scans): sent on every scan and again
 * after a table lookup. Its failures are ignored: a lost statistic must not stop a diner.
 */
export function recordScan(record: ScanRecord): void {
  void api
    .post(
      '/qr/scans',
      { ...record, action: 'menu_view', loadTime: Math.round(record.loadTime) },
      {
        timeout: TIMEOUTS.quick,
      },
    )
    .catch(() => undefined);
}
