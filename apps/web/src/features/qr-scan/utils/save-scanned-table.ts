import { storage } from '../../../lib/storage.ts';

/**
 * 000 §4.3 step 4, after a successful scan (or a table link opened by the phone's camera):
 * writes business_id (with its businessId and currentBusinessId aliases), table_id, the
 * table's access token when the code carried one (table_token, ADR 015),
 * lastBusinessId and lastScanTime, and removes sessionCleared, sessionClearedAt,
 * activeOrderId and cart, which belonged to the previous table (and paymentCompleted, the
 * home screen's after-payment signal).
 */
export function saveScannedTable(
  {
    businessId,
    tableId,
    tableToken,
  }: { businessId: string; tableId: string; tableToken?: string | null },
  now: Date = new Date(),
): void {
  storage.setBusinessId(businessId);
  storage.setTableId(tableId);
  // A code without a token (a custom code of the same table) keeps the one read before.
  if (tableToken) storage.setTableToken(tableToken);
  storage.setLastScan(businessId, now);
  storage.setSessionCleared(false);
  storage.setPaymentCompleted(false);
  storage.setActiveOrderId(null);
  storage.setCart(null);
}
