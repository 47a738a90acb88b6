import { Link } from 'react-router';
import { texts } from '../../../i18n/texts.ts';
import { useSessionNames } from '../api/get-session-names.ts';

const t = texts('app', 'home');

/**
 * 000 §2.4 'Aktif Oturum': the stored business and table, and 'Menüyü Görüntüle' when an
 * active order is stored, otherwise 'QR Kod Okut'.
 */
export function ActiveSessionCard(props: {
  businessId: string;
  tableId: string;
  hasActiveOrder: boolean;
}) {
  const names = useSessionNames(props);
  return (
    <section className="card home-card" aria-labelledby="home-session-title">
      <h2 id="home-session-title" className="home-card__title">
        {t('home.session.title')}
      </h2>
      <dl className="home-session">
        <div>
          <dt>{t('home.session.business')}</dt>
          <dd>{names.data?.businessName ?? t('app.loading')}</dd>
        </div>
        <div>
          <dt>{t('home.session.table')}</dt>
          <dd>{names.data?.tableName ?? t('app.loading')}</dd>
        </div>
      </dl>
      {names.data?.missing && <p className="card__text">{t('home.session.missing')}</p>}
      {props.hasActiveOrder ? (
        <Link to={`/menu/${props.businessId}/${props.tableId}`} className="button">
          {t('home.session.viewMenu')}
        </Link>
      ) : (
        <Link to="/qr-scan" className="button">
          {t('home.session.scan')}
        </Link>
      )}
    </section>
  );
}
