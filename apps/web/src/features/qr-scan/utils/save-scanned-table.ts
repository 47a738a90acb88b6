import { storage } from '../../../lib/storage.ts';
import { afterFirstLoad } from '../../../lib/after-first-load.ts';
import { cartStore } from '../../../lib/cart/use-cart.ts';
import { isCartItem } from '../../../lib/cart/cart-item.ts';
import { loadCode } from '../../../lib/load-code.ts';

/**
 * 000 §4.3 step 4, after a successful scan (or a table link opened by the phone's camera):
 * writes business_id (with its businessId and currentBusinessId aliases), table_id, the
 * table's access token when the code carried one (table_token, ADR 015),
 * lastBusinessId and lastScanTime, and removes sessionCleared, sessionClearedAt and
 * activeOrderId, which belonged to the previous table (and paymentCompleted, the home
 * screen's after-payment signal). The cart goes too, except its lines of the scanned business:
 * a diner who built the cart while browsing and is asked for the table at checkout keeps it
 * (docs/decisions/036-guest-ordering.md). Then the phone joins the table's sitting with the
 * printed code, in the background once the menu is usable (ADR 042, ADR 029's budget); what
 * needs the sitting sooner (the cart, the table panel, a bill) joins first itself.
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
  const kept = storage
    .getCart()
    .filter((line) => isCartItem(line) && line.businessId === businessId);
  storage.setCart(kept.length > 0 ? kept : null);
  cartStore.reload();
  if (tableToken)
    afterFirstLoad(
      () =>
        void loadCode(() => import('../../../lib/table-sitting.ts')).then((sitting) =>
          sitting.joinScannedTable(),
        ),
    );
}
