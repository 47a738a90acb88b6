import { Link } from 'react-router';
import { texts } from '../../../i18n/texts.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';

const t = texts('auth', 'checkout');

/**
 * Signed out at checkout: the order goes as a guest of this device, no registration asked
 * (ADR 036); a diner with an account may sign in first and comes back to the cart.
 */
export function GuestCheckoutNote() {
  const { isLoggedIn } = useAuth();
  if (isLoggedIn) return null;
  return (
    <p className="checkout__notice checkout__guest">
      {t('auth.guest.checkoutNote')} {t('auth.guest.haveAccount')}{' '}
      <Link to={`/login?redirectPath=${encodeURIComponent('/cart')}`}>{t('auth.guest.login')}</Link>{' '}
      <Link to="/privacy" target="_blank" rel="noopener">
        {t('auth.guest.privacyLink')}
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
      <p>{t('checkout.signInToOrder')}</p>
      <div className="checkout__sign-in-links">
        <Link to={`/login?${back}`} className="button">
          {t('checkout.login')}
        </Link>
        <Link to={`/register?${back}`} className="button button--secondary">
          {t('checkout.register')}
        </Link>
      </div>
    </div>
  );
}
