import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { TableOrdersLink } from '../../../lib/orders/components/table-orders-link.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { texts } from '../../../i18n/texts.ts';
import { useAllergenCheck } from '../hooks/use-allergen-check.ts';
import { useSoldOut } from '../hooks/use-sold-out.ts';
import { cartStore, useCart } from '../../../lib/cart/use-cart.ts';
import { storedMenuPath } from '../utils/menu-path.ts';
import { CartLine } from './cart-line.tsx';
import { CheckoutSection } from './checkout-section.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import './cart.css';
import './checkout.css';

const t = texts('cart');

/** The cart (001 §2 Cart): its lines, clearing with a question, and checkout below. */
export function CartPage() {
  const items = useCart();
  const { flagged } = useAllergenCheck(items);
  // A dish sold out while in the cart is marked live and left out of the order (issue 29 §6).
  const soldOut = useSoldOut(items);
  // Kept while nothing changed: the checkout ends an order's wait for the connection when its
  // items change (new-order-form.tsx), so a re-render must not look like a change.
  const orderable = useMemo(() => items.filter((item) => !soldOut.has(item.id)), [items, soldOut]);
  const [confirming, setConfirming] = useState(false);
  const menuPath = storedMenuPath();
  // The table's shared cart (ADR 043): the diner clears only their own lines.
  const shared = items.some((item) => item.diner);

  return (
    <>
      <PageHeader title={t('cart.title')} backTo={menuPath} />
      <div className="page-content cart-page">
        <TableOrdersLink />
        {items.length === 0 ? (
          <section className="card cart-empty">
            <p className="card__text">{t('cart.empty')}</p>
            <Link to={menuPath} className="button">
              {t('cart.goToMenu')}
            </Link>
          </section>
        ) : (
          <>
            <section className="card cart-items" aria-labelledby="cart-items-title">
              <div className="cart-items__head">
                <h2 id="cart-items-title" className="cart-items__title">
                  {t('cart.itemsLabel')}
                </h2>
                <button
                  type="button"
                  className="checkout-link-button"
                  onClick={() => setConfirming(true)}
                >
                  {shared ? t('cart.clearMine') : t('cart.clear')}
                </button>
              </div>
              {shared && <p className="card__text cart-items__hint">{t('cart.sharedHint')}</p>}
              {soldOut.size > 0 && (
                <p className="card__text cart-items__hint" role="status">
                  {t('cart.soldOutHint')}
                </p>
              )}
              {/* One page scroll: 001 §9's 500 px inner scroller hid lines on a phone (ADR 058). */}
              <ul className="cart-items__list" aria-labelledby="cart-items-title">
                {items.map((item) => (
                  <CartLine
                    key={item.id}
                    item={item}
                    allergens={flagged.find((line) => line.id === item.id)?.allergens}
                    soldOut={soldOut.has(item.id)}
                  />
                ))}
              </ul>
            </section>
            {orderable.length > 0 ? (
              <CheckoutSection items={orderable} />
            ) : (
              <section className="card checkout">
                <p className="card__text">{t('cart.allSoldOut')}</p>
              </section>
            )}
          </>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          message={shared ? t('cart.clearMineConfirm') : t('cart.clearConfirm')}
          confirmLabel={t('cart.clearYes')}
          cancelLabel={t('cart.cancel')}
          onConfirm={() => {
            void cartStore.clear().catch(() => undefined);
            setConfirming(false);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
