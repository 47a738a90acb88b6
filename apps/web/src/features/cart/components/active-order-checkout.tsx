import { isOrderOpen } from '@masa/core/orders/order-status';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { texts } from '../../../i18n/texts.ts';
import { describeFailure, isNotFound } from '../../../lib/api/failure-text.ts';
import { useNotify } from '../../../lib/notifications/use-notify.ts';
import { storage } from '../../../lib/storage.ts';
import { useOrder } from '../../../lib/orders/get-order.ts';
import type { CartItem } from '../../../lib/cart/cart-item.ts';
import { SCAN_FOR_CART } from '../../../lib/cart/scan-for-cart.ts';
import { AddToOrderForm } from './add-to-order-form.tsx';

const t = texts('app', 'checkout', 'orders');

type Props = {
  businessId: string;
  tableId: string;
  orderId: string;
  items: readonly CartItem[];
  /** The stored order takes no more items: the cart becomes a new order. */
  onOrderGone: () => void;
};

/** The table session of a dead order is over: the diner scans the table again. */
function clearDeadSession(): void {
  storage.setActiveOrderId(null);
  storage.setTableId(null);
  storage.setBusinessId(null);
}

/**
 * The active-order status check (001 §8 Orders) before the cart is added to the stored order:
 * a 404 (the order is gone, or is not this diner's) clears the session and goes to /qr-scan,
 * which comes back to the cart; an order that is no longer active is forgotten and a new one is
 * placed; any other failure says 'Sipariş durumu kontrol edilirken bir hata oluştu.' with a retry.
 */
export function ActiveOrderCheckout({ onOrderGone, ...target }: Props) {
  const order = useOrder(target.orderId, target.businessId);
  const navigate = useNavigate();
  const notify = useNotify();
  const dead = order.isError && isNotFound(order.error);
  const closed = order.data !== undefined && !isOrderOpen(order.data);

  useEffect(() => {
    if (!dead) return;
    clearDeadSession();
    notify.error(t('orders.activeGone'));
    void navigate(SCAN_FOR_CART, { replace: true });
  }, [dead, notify, navigate]);
  useEffect(() => {
    if (!closed) return;
    storage.setActiveOrderId(null);
    onOrderGone();
  }, [closed, onOrderGone]);

  if (order.isError && !dead) {
    return (
      <section className="card checkout" role="alert">
        <p className="checkout-field__error">
          {describeFailure(order.error, {
            refused: t('orders.statusCheckFailed'),
            service: `${t('orders.statusCheckFailed')} ${t('orders.detail.service')}`,
          })}
        </p>
        <button type="button" className="button" onClick={() => void order.refetch()}>
          {t('orders.retry')}
        </button>
      </section>
    );
  }
  // Offline the order's status cannot be checked: the cart waits, as it is, for the connection.
  if (!order.data && order.fetchStatus === 'paused') {
    return <p className="checkout__notice">{t('checkout.offline.activeOrder')}</p>;
  }
  if (!order.data || dead || closed) {
    return <p className="card__text">{t('app.loading')}</p>;
  }
  return <AddToOrderForm {...target} onOrderGone={onOrderGone} />;
}
