import { Link } from 'react-router';
import { tr } from '../../../i18n/tr.ts';
import { later } from '../../../i18n/area.ts';
import { useSessionNames } from '../api/get-session-names.ts';

const t = later(() => tr.home.session);

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
  const loading = tr.app.loading;
  return (
    <section className="card home-card" aria-labelledby="home-session-title">
      <h2 id="home-session-title" className="home-card__title">
        {t.title}
      </h2>
      <dl className="home-session">
        <div>
          <dt>{t.business}</dt>
          <dd>{names.data?.businessName ?? loading}</dd>
        </div>
        <div>
          <dt>{t.table}</dt>
          <dd>{names.data?.tableName ?? loading}</dd>
        </div>
      </dl>
      {names.data?.missing && <p className="card__text">{t.missing}</p>}
      {props.hasActiveOrder ? (
        <Link to={`/menu/${props.businessId}/${props.tableId}`} className="button">
          {t.viewMenu}
        </Link>
      ) : (
        <Link to="/qr-scan" className="button">
          {t.scan}
        </Link>
      )}
    </section>
  );
}
