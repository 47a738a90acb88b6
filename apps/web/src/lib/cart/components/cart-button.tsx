import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CartIcon } from '../../../components/ui/icons.tsx';
import { texts } from '../../../i18n/texts.ts';
import { useCart } from '../use-cart.ts';
import { cartBadgeText, countCartUnits } from '../cart-lines.ts';
import './cart-button.css';
import { withTexts } from '../../../i18n/texts.ts';

const t = texts('menu');

// The total needs the one bill model (core), which the menu's first load does without: it
// arrives once the cart has something in it (ADR 029's budget).
const CartButtonTotal = lazy(() =>
  withTexts(() => import('./cart-button-total.tsx')).then((module) => ({
    default: module.CartButtonTotal,
  })),
);

/**
 * The floating cart button of the menu, with the item count capped at 99+ (001 §2, §9) and
 * the cart's total as the cart computes it (issue 20).
 */
export function CartButton() {
  const items = useCart();
  const count = countCartUnits(items);
  if (count === 0) return null;
  return (
    <Link to="/cart" className="cart-button">
      <span className="cart-button__icon">
        <CartIcon />
        <span className="cart-button__badge" aria-hidden="true">
          {cartBadgeText(count)}
        </span>
      </span>
      <span className="visually-hidden">{t('menu.cartLink', { count })}</span>{' '}
      <Suspense fallback={null}>
        <CartButtonTotal items={items} />
      </Suspense>
    </Link>
  );
}
