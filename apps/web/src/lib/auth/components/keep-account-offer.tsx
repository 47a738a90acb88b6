import { LinkCard } from '../../../components/ui/link-card.tsx';
import { texts } from '../../../i18n/texts.ts';
import { useAuth } from '../use-auth.ts';
import './keep-account-offer.css';

const t = texts('auth');

/** To a guest who ordered: keep the account, its orders with it (ADR 036). */
export function KeepAccountOffer() {
  const { user } = useAuth();
  if (user?.isGuest !== true) return null;
  return (
    <LinkCard
      block="keep-account-offer"
      title={t('auth.guest.offerTitle')}
      to="/keep-account"
      link={t('auth.guest.offerButton')}
    >
      <p className="card__text">{t('auth.guest.offerText')}</p>
    </LinkCard>
  );
}
