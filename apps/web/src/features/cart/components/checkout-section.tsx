import { useState } from 'react';
import { Link } from 'react-router';
import { tr } from '../../../i18n/tr.ts';
import { storage } from '../../../lib/storage.ts';
import type { CartItem } from '../utils/cart-item.ts';
import { AddToOrderForm } from './add-to-order-form.tsx';
import { NewOrderForm } from './new-order-form.tsx';
import './checkout.css';

/**
 * Checkout under the cart (001 §2, §5): it needs the business and table of a scanned QR code
 * and a non-empty cart. With an active order the cart is added to it; otherwise a new order
 * is placed.
 */
export function CheckoutSection({ items }: { items: readonly CartItem[] }) {
  const businessId = storage.getBusinessId();
  const tableId = storage.getTableId();
  const [activeOrderId, setActiveOrderId] = useState(storage.getActiveOrderId);

  if (!businessId || !tableId) {
    return (
      <section className="card checkout" role="alert">
        <p className="card__text">{tr.checkout.missingTable}</p>
        <Link to="/qr-scan" className="button">
          {tr.menu.scanQr}
        </Link>
      </section>
    );
  }
  if (items.length === 0) {
    return (
      <section className="card checkout">
        <p className="card__text">{tr.checkout.cartEmpty}</p>
      </section>
    );
  }
  const target = { businessId, tableId, items };
  return activeOrderId ? (
    <AddToOrderForm
      {...target}
      orderId={activeOrderId}
      onOrderGone={() => setActiveOrderId(null)}
    />
  ) : (
    <NewOrderForm {...target} />
  );
}
