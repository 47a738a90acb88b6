import { Link } from 'react-router';
import { texts } from '../../../i18n/texts.ts';
import { useAuth } from '../use-auth.ts';
import './keep-account-offer.css';

const t = texts('auth');

/** To a guest who ordered: keep the account, its orders with it (ADR 036). */
export function KeepAccountOffer() {
  const { user } = useAuth();
  if (user?.isGuest !== true) return null;
  return (
    <section className="card keep-account-offer" aria-labelledby="keep-account-offer-title">
      <h2 id="keep-account-offer-title" className="keep-account-offer__title">
        {t('auth.guest.offerTitle')}
      </h2>
      <p className="card__text">{t('auth.guest.offerText')}</p>
      <Link to="/keep-account" className="button">
        {t('auth.guest.offerButton')}
      </Link>
    </section>
  );
}
