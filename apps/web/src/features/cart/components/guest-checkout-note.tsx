import { Link } from 'react-router';
import { tr } from '../../../i18n/tr.ts';
import { later } from '../../../i18n/area.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';

const t = later(() => tr.auth.guest);

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
      <Link to={`/login?redirectPath=${encodeURIComponent('/cart')}`}>{t.login}</Link>{' '}
      <Link to="/privacy" target="_blank" rel="noopener">
        {t.privacyLink}
      </Link>
    </p>
  );
}

/**
 * No guest could be made for this device (a refused or failed guest sign-in): the order needs
 * an account, as 001 §2 says of a cart with nobody signed in; both ways come back to the cart.
 */
export function SignInToOrder() {
  const back = `redirectPath=${encodeURIComponent('/cart')}`;
  return (
    <div className="checkout__notice checkout__sign-in" role="alert">
      <p>{tr.checkout.signInToOrder}</p>
      <div className="checkout__sign-in-links">
        <Link to={`/login?${back}`} className="button">
          {tr.checkout.login}
        </Link>
        <Link to={`/register?${back}`} className="button button--secondary">
          {tr.checkout.register}
        </Link>
      </div>
    </div>
  );
}
