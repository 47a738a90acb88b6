import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { CartIcon, QrIcon, ReceiptIcon } from '../../../components/ui/icons.tsx';
import { texts } from '../../../i18n/texts.ts';
import { storage } from '../../../lib/storage.ts';
import { HomeHeader } from './home-header.tsx';
import { HomeSession } from './home-session.tsx';
import { InviteCard } from './invite-card.tsx';
import { KeepAccountOffer } from '../../../lib/auth/components/keep-account-offer.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import './home-page.css';

const t = texts('home');

/**
 * Home (000 §2.4): header, the three tiles, the table session cards and the invite card.
 * `children` are the other features' blocks a signed-in diner sees (their orders, the
 * feedback they owe): app/home.tsx puts them here, as features do not import each other.
 */
export function HomePage({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useAuth();
  return (
    <>
      <HomeHeader />
      <div className="page-content">
        <ul className="home-tiles" aria-label={t('home.tilesLabel')}>
          <li>
            <Link
              to="/qr-scan"
              className="home-tile home-tile--primary"
              onClick={() => storage.setSessionCleared(false)}
            >
              <QrIcon className="home-tile__icon" />
              <span className="home-tile__title">{t('home.scanTitle')}</span>
              <span className="home-tile__text">{t('home.scanText')}</span>
            </Link>
          </li>
          <li>
            <Link to="/cart" className="home-tile">
              <CartIcon className="home-tile__icon" />
              <span className="home-tile__title">{t('home.cartTitle')}</span>
              <span className="home-tile__text">{t('home.cartText')}</span>
            </Link>
          </li>
          <li>
            <Link to="/orders" className="home-tile">
              <ReceiptIcon className="home-tile__icon" />
              <span className="home-tile__title">{t('home.ordersTitle')}</span>
              <span className="home-tile__text">{t('home.ordersText')}</span>
            </Link>
          </li>
        </ul>
        <HomeSession />
        <KeepAccountOffer />
        {isLoggedIn && <Suspense fallback={null}>{children}</Suspense>}
        <InviteCard />
      </div>
    </>
  );
}
