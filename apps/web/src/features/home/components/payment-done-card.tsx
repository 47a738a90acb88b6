import { Link } from 'react-router';
import { texts } from '../../../i18n/texts.ts';

const t = texts('home');

/** 000 §2.4: after payment cleared the session (storage paymentCompleted), with a scan button. */
export function PaymentDoneCard() {
  return (
    <section className="card home-card home-card--done" aria-labelledby="home-paid-title">
      <h2 id="home-paid-title" className="home-card__title">
        {t('home.paymentDone.title')}
      </h2>
      <p className="card__text">{t('home.paymentDone.text')}</p>
      <Link to="/qr-scan" className="button">
        {t('home.paymentDone.scan')}
      </Link>
    </section>
  );
}
