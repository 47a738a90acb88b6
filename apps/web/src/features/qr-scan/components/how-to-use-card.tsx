import { Link } from 'react-router';
import { texts } from '../../../i18n/texts.ts';

const t = texts('qrScan');

/** 000 §2.7: the three steps, then the way out for a diner who cannot scan. */
export function HowToUseCard() {
  return (
    <>
      <section className="card qr-scan__help" aria-labelledby="qr-scan-how-to">
        <h2 id="qr-scan-how-to" className="qr-scan__help-title">
          {t('qrScan.howToUse')}
        </h2>
        <ol className="qr-scan__steps">
          {t.list('qrScan.steps').map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className="card qr-scan__fallback">
        <p className="card__text">{t('qrScan.cantScan')}</p>
        <Link to="/businesses" className="button">
          {t('qrScan.businessList')}
        </Link>
      </section>
    </>
  );
}
