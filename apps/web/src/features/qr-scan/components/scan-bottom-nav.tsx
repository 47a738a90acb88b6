import { Link } from 'react-router';
import { HomeIcon, QrIcon, ReceiptIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { useHideBottomNav } from '../../../hooks/use-hide-bottom-nav.ts';
import { texts } from '../../../i18n/texts.ts';

const t = texts('nav', 'qrScan');

// 000 §2.2: the scan page's own bar (in the page's language, ADR 046); its Orders tab goes to /orders (ADR 021).
// Its tabs read as the shared bar's (issue 30: 'Profil' here, 'Profilim' there).
const TABS = [
  { to: '/', label: 'home', Icon: HomeIcon, current: false },
  { to: '/qr-scan', label: 'qr', Icon: QrIcon, current: true },
  { to: '/orders', label: 'orders', Icon: ReceiptIcon, current: false },
  { to: '/profile', label: 'profile', Icon: UserIcon, current: false },
] as const;

/** Replaces the shared bar while the scan page is shown; it reuses the shared bar's styles. */
export function ScanBottomNav() {
  useHideBottomNav();
  return (
    <nav className="bottom-nav" aria-label={t('qrScan.nav.label')}>
      <ul className="bottom-nav__list">
        {TABS.map(({ to, label, Icon, current }) => (
          <li key={to} className="bottom-nav__item">
            <Link
              to={to}
              className={current ? 'bottom-nav__link bottom-nav__link--active' : 'bottom-nav__link'}
              aria-current={current ? 'page' : undefined}
            >
              <Icon className="bottom-nav__icon" />
              <span className="bottom-nav__label">{t(`nav.${label}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
