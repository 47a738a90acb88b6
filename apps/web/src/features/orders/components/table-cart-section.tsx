import { useId } from 'react';
import { useNavigate } from 'react-router';
import { texts } from '../../../i18n/texts.ts';
import { useCart } from '../../../lib/cart/use-cart.ts';
import { usePlaceOrder } from '../../../lib/cart/use-place-order.ts';
import { buildOrderItems } from '../../../lib/cart/build-order-items.ts';
import { useOrderNotify } from '../hooks/use-order-notify.ts';

const t = texts('orders');

type Props = { businessId: string; orderId: string | null; onOrderGone: () => void };

/**
 * The cart on the table panel (001 §2, §5): with an active order its lines are added to it
 * ('Siparişe Ekle', disabled with an empty cart); without one, 'Sipariş Ver' opens checkout,
 * and needs at least one cart item.
 */
export function TableCartSection({ businessId, orderId, onOrderGone }: Props) {
  const items = useCart();
  const titleId = useId();
  const navigate = useNavigate();
  const notify = useOrderNotify();
  const { placeOrder, pending, error } = usePlaceOrder({
    onActiveOrderGone: onOrderGone,
    screen: 'table',
  });

  const placeNew = () => {
    if (items.length === 0) notify.error(t('orders.table.needCart'));
    else void navigate('/cart');
  };
  const addToOrder = (id: string) =>
    void placeOrder({
      kind: 'add',
      orderId: id,
      body: { items: buildOrderItems(items), businessId },
    });

  return (
    <section className="card table-cart" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-card__title">
        {t('orders.table.cartTitle')}
      </h2>
      {items.length === 0 ? (
        <p className="card__text">
          {orderId ? t('orders.table.needCart') : t('orders.table.cartEmpty')}
        </p>
      ) : (
        <ul className="table-cart__list">
          {items.map((item) => (
            <li key={item.id}>
              {t('orders.card.quantity', { name: item.name, quantity: item.quantity })}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
      {orderId ? (
        <button
          type="button"
          className="button"
          disabled={items.length === 0 || pending}
          onClick={() => addToOrder(orderId)}
        >
          {t('orders.table.addToOrder')}
        </button>
      ) : (
        <button type="button" className="button" onClick={placeNew}>
          {t('orders.table.placeOrder')}
        </button>
      )}
    </section>
  );
}
