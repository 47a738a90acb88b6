import { storage } from '../storage.ts';

/** 001 §4, §9: the local session is cleared two seconds after payment arrives. */
export const POST_PAYMENT_CLEAR_MS = 2_000;

const scheduled = new Set<string>();

/**
 * After the order is paid (001 §4 After payment): two seconds later the table session on this
 * device ends (the stored active order goes, the session is marked cleared), and home shows
 * 'Ödemeniz Tamamlandı' (storage paymentCompleted). Once per order; it is not cancelled when
 * the screen that saw the payment goes away, since the payment happened all the same.
 */
export function endSessionAfterPayment(
  orderId: string,
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
): void {
  if (scheduled.has(orderId)) return;
  scheduled.add(orderId);
  schedule(() => {
    if (storage.getActiveOrderId() === orderId) storage.setActiveOrderId(null);
    storage.setSessionCleared(true);
    storage.setPaymentCompleted(true);
  }, POST_PAYMENT_CLEAR_MS);
}
