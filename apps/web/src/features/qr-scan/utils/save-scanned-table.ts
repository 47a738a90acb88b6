import { storage } from '../../../lib/storage.ts';

/**
 * 000 §4.3 step 4, after a successful scan (or a table link opened by the phone's camera):
 * writes business_id (with its businessId and currentBusinessId aliases), table_id,
 * lastBusinessId and lastScanTime, and removes sessionCleared, sessionClearedAt,
 * activeOrderId and cart, which belonged to the previous table (and paymentCompleted, the
 * home screen's after-payment signal).
 */
export function saveScannedTable(
  { businessId, tableId }: { businessId: string; tableId: string },
  now: Date = new Date(),
): void {
  storage.setBusinessId(businessId);
  storage.setTableId(tableId);
  storage.setLastScan(businessId, now);
  storage.setSessionCleared(false);
  storage.setPaymentCompleted(false);
  storage.setActiveOrderId(null);
  storage.setCart(null);
}
