import { Link, useLocation } from 'react-router';
import {
  CartIcon,
  HomeIcon,
  MenuBookIcon,
  QrIcon,
  ReceiptIcon,
  UserIcon,
} from '../../components/ui/icons.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { texts } from '../../i18n/texts.ts';
import {
  type BottomNavTab,
  bottomNavTabs,
  bottomNavVariant,
  cartMenuPath,
  isTabActive,
} from './bottom-nav-rules.ts';
import { storage } from '../../lib/storage.ts';
import './bottom-nav.css';

const t = texts('nav');

const ICONS: Record<BottomNavTab['key'], typeof HomeIcon> = {
  home: HomeIcon,
  qr: QrIcon,
  orders: ReceiptIcon,
  profile: UserIcon,
  menu: MenuBookIcon,
  cart: CartIcon,
};

/** The fixed 60 px tab bar of the shared shell, in the menu's and the cart's variants there. */
export function BottomNav() {
  const { pathname } = useLocation();
  const { isLoggedIn } = useAuth();
  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      <ul className="bottom-nav__list">
        {bottomNavTabs(
          isLoggedIn,
          bottomNavVariant(pathname),
          cartMenuPath(storage.getBusinessId(), storage.getCart()),
        ).map((tab) => {
          const active = isTabActive(tab, pathname);
          const TabIcon = ICONS[tab.key];
          return (
            <li key={tab.key} className="bottom-nav__item">
              <Link
                to={tab.to}
                className={
                  active ? 'bottom-nav__link bottom-nav__link--active' : 'bottom-nav__link'
                }
                aria-current={active ? 'page' : undefined}
              >
                <TabIcon className="bottom-nav__icon" />
                <span className="bottom-nav__label">{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
