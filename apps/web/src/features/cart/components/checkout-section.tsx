import { useSyncExternalStore } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { storage } from '../../../lib/storage.ts';
import {
  readStoredSitting,
  sittingSnapshot,
  subscribeSitting,
} from '../../../lib/table-sitting-store.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { cartStore } from '../../../lib/cart/use-cart.ts';
import type { CartItem } from '../../../lib/cart/cart-item.ts';
import { useOpenOrderId } from '../hooks/use-open-order-id.ts';
import { ActiveOrderCheckout } from './active-order-checkout.tsx';
import { NewOrderForm } from './new-order-form.tsx';
import { tableReadiness } from '../utils/table-readiness.ts';
import { TableCodePrompt } from './table-code-prompt.tsx';
import { TablePrompt } from './table-prompt.tsx';
import './checkout.css';

const t = texts('app', 'checkout');

/**
 * Checkout under the cart (001 §2, §5). Ordering needs the diner's table: one of the cart's
 * business, proven by its printed code (ADR 015) or the key of its sitting (ADR 042). A diner who built the cart while browsing
 * is asked for it now (ADR 036); one whose table is known without its printed code types the
 * code (issue 30). With an active order of the signed-in diner the cart is
 * added to it once its status is checked (a dead one ends the session); otherwise a new order
 * is placed.
 */
export function CheckoutSection({ items }: { items: readonly CartItem[] }) {
  const { isLoggedIn } = useAuth();
  const businessId = storage.getBusinessId();
  const tableId = storage.getTableId();
  // At a table the shared cart is always a new order of the sitting (ADR 043).
  const openOrder = useOpenOrderId({ ask: isLoggedIn && cartStore.sharedVersion() === null });
  // A sitting that ended (the server refused its key) brings the table prompt back.
  useSyncExternalStore(subscribeSitting, sittingSnapshot, sittingSnapshot);

  if (items.length === 0) {
    return (
      <section className="card checkout">
        <p className="card__text">{t('checkout.cartEmpty')}</p>
      </section>
    );
  }
  const readiness = tableReadiness({
    businessId,
    tableId,
    proven: storage.getTableToken() !== null || readStoredSitting() !== null,
    itemBusinessIds: items.map((item) => item.businessId),
  });
  if (businessId === null || tableId === null || readiness === 'noTable') return <TablePrompt />;
  if (readiness === 'codeMissing')
    return <TableCodePrompt businessId={businessId} tableId={tableId} />;
  const target = { businessId, tableId, items };
  if (openOrder.asking) {
    return (
      <section className="card checkout">
        <p className="card__text" role="status">
          {t('app.loading')}
        </p>
      </section>
    );
  }
  return openOrder.orderId && isLoggedIn && cartStore.sharedVersion() === null ? (
    <ActiveOrderCheckout {...target} orderId={openOrder.orderId} onOrderGone={openOrder.forget} />
  ) : (
    <NewOrderForm {...target} />
  );
}
