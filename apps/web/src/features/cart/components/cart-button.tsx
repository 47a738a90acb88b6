import { Link } from 'react-router';
import { CartIcon } from '../../../components/ui/icons.tsx';
import { tr } from '../../../i18n/tr.ts';
import { useCart } from '../hooks/use-cart.ts';
import { cartBadgeText, countCartUnits } from '../utils/cart-lines.ts';
import './cart-button.css';

/** The floating cart button of the menu, with the item count capped at 99+ (001 §2, §9). */
export function CartButton() {
  const count = countCartUnits(useCart());
  if (count === 0) return null;
  return (
    <Link to="/cart" className="cart-button" aria-label={tr.menu.cartLink(count)}>
      <CartIcon />
      <span className="cart-button__badge" aria-hidden="true">
        {cartBadgeText(count)}
      </span>
    </Link>
  );
}
