import { storage } from '../../../lib/storage.ts';
import { ActiveSessionCard } from './active-session-card.tsx';
import { PaymentDoneCard } from './payment-done-card.tsx';

/**
 * The table context on the home screen (000 §2.4), read from storage:
 * - 'Aktif Oturum' while a business and a table are stored and the session is not cleared;
 * - 'Ödemeniz Tamamlandı' once the payment flow has cleared the session after payment
 *   (sessionCleared and paymentCompleted, see lib/storage.ts); a new scan removes both.
 */
export function HomeSession() {
  const businessId = storage.getBusinessId();
  const tableId = storage.getTableId();
  const cleared = storage.getSessionCleared().cleared;
  if (cleared) return storage.getPaymentCompleted() ? <PaymentDoneCard /> : null;
  if (!businessId || !tableId) return null;
  return (
    <ActiveSessionCard
      businessId={businessId}
      tableId={tableId}
      hasActiveOrder={storage.getActiveOrderId() !== null}
    />
  );
}
