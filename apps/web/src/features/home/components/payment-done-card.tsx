import { LinkCard } from '../../../components/ui/link-card.tsx';
import { texts } from '../../../i18n/texts.ts';

const t = texts('home');

/** 000 §2.4: after payment cleared the session (storage paymentCompleted), with a scan button. */
export function PaymentDoneCard() {
  return (
    <LinkCard
      block="home-card"
      className="home-card--done"
      title={t('home.paymentDone.title')}
      to="/qr-scan"
      link={t('home.paymentDone.scan')}
    >
      <p className="card__text">{t('home.paymentDone.text')}</p>
    </LinkCard>
  );
}
