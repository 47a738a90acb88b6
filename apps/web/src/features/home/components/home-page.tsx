import { Link } from 'react-router';
import { CartIcon, QrIcon, ReceiptIcon } from '../../../components/ui/icons.tsx';
import { tr } from '../../../i18n/tr.ts';
import { storage } from '../../../lib/storage.ts';
import { HomeHeader } from './home-header.tsx';
import { HomeSession } from './home-session.tsx';
import { HomeActiveOrders } from '../../orders/components/home-active-orders.tsx';
import { InviteCard } from './invite-card.tsx';
import { PendingFeedback } from '../../feedback/components/pending-feedback.tsx';
import './home-page.css';

/** Home (000 §2.4): header, the three tiles, the table session cards and the invite card. */
export function HomePage() {
  return (
    <>
      <HomeHeader />
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
        <HomeSession />
        <HomeActiveOrders />
        <PendingFeedback />
        <InviteCard />
      </div>
    </>
  );
}
