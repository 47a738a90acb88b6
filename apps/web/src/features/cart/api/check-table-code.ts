import { api } from '../../../lib/api-client.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';

/**
 * POST /qr/scan with the code printed under a table's QR code (ADR 015): the server answers
 * the active table it opens, or 404 when no table has it.
 */
export function checkTableCode(code: string) {
  return api.post<{ businessId: string; tableId: string }>(
    '/qr/scan',
    { qrCode: code },
    { timeout: TIMEOUTS.orderAction },
  );
}
