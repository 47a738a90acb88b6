import { Link } from 'react-router';
import { tr } from '../../../i18n/tr.ts';
import { useAuth } from '../../auth/hooks/use-auth.ts';

const t = tr.auth.guest;

/**
 * Signed out at checkout: the order goes as a guest of this device, no registration asked
 * (ADR 036); a diner with an account may sign in first and comes back to the cart.
 */
export function GuestCheckoutNote() {
  const { isLoggedIn } = useAuth();
  if (isLoggedIn) return null;
  return (
    <p className="checkout__notice checkout__guest">
      {t.checkoutNote} {t.haveAccount}{' '}
      <Link to={`/login?redirectPath=${encodeURIComponent('/cart')}`}>{t.login}</Link>
    </p>
  );
}
