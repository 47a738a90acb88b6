import { Link } from 'react-router';
import { CartIcon, QrIcon, ReceiptIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { tr } from '../../../i18n/tr.ts';
import { storage } from '../../../lib/storage.ts';
import { useAuth } from '../../auth/hooks/use-auth.ts';
import './home-page.css';

/** Home (000 §2.4), first cut: header and the three tiles; issue 4 adds session and orders. */
export function HomePage() {
  const { isLoggedIn, user } = useAuth();
  const firstName = user?.name?.trim().split(/\s+/)[0];

  const account = isLoggedIn ? (
    <Link to="/profile" className="home-greeting">
      <UserIcon />
      <span>{firstName ? tr.home.greeting(firstName) : tr.nav.profile}</span>
    </Link>
  ) : (
    <Link to="/login" className="button button--on-primary">
      {tr.home.login}
    </Link>
  );

  return (
    <>
      <PageHeader title={tr.home.title} actions={account} />
      <div className="page-content">
        <ul className="home-tiles" aria-label={tr.home.tilesLabel}>
          <li>
            <Link
              to="/qr-scan"
              className="home-tile home-tile--primary"
              onClick={() => storage.setSessionCleared(false)}
            >
              <QrIcon className="home-tile__icon" />
              <span className="home-tile__title">{tr.home.scanTitle}</span>
              <span className="home-tile__text">{tr.home.scanText}</span>
            </Link>
          </li>
          <li>
            <Link to="/cart" className="home-tile">
              <CartIcon className="home-tile__icon" />
              <span className="home-tile__title">{tr.home.cartTitle}</span>
              <span className="home-tile__text">{tr.home.cartText}</span>
            </Link>
          </li>
          <li>
            <Link to="/orders" className="home-tile">
              <ReceiptIcon className="home-tile__icon" />
              <span className="home-tile__title">{tr.home.ordersTitle}</span>
              <span className="home-tile__text">{tr.home.ordersText}</span>
            </Link>
          </li>
        </ul>
      </div>
    </>
  );
}
