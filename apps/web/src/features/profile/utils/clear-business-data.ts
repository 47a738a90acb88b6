import { storage } from '../../../lib/storage.ts';

/**
 * The profile's logout first forgets the table this phone was at (000 §4.1): business, table,
 * active order, cart and the paid flag. The scan history (lastBusinessId) stays.
 */
export function clearBusinessData(): void {
  storage.setBusinessId(null);
  storage.setTableId(null);
  storage.setActiveOrderId(null);
  storage.setCart(null);
  storage.setPaymentCompleted(false);
}
