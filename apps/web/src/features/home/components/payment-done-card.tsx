import { Link } from 'react-router';
import { tr } from '../../../i18n/tr.ts';
import { later } from '../../../i18n/area.ts';

const t = later(() => tr.home.paymentDone);

/** 000 §2.4: after payment cleared the session (storage paymentCompleted), with a scan button. */
export function PaymentDoneCard() {
  return (
    <section className="card home-card home-card--done" aria-labelledby="home-paid-title">
      <h2 id="home-paid-title" className="home-card__title">
        {t.title}
      </h2>
      <p className="card__text">{t.text}</p>
      <Link to="/qr-scan" className="button">
        {t.scan}
      </Link>
    </section>
  );
}
