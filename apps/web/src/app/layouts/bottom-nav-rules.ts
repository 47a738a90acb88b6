import { tr } from '../../i18n/tr.ts';

/** The rules of the shared bottom navigation (000 §2.2; ADR 021). */
export type BottomNavTab = {
  key: 'home' | 'qr' | 'orders' | 'profile';
  label: string;
  to: string;
};

const HIDDEN_PATH_PARTS = ['login', 'register', 'forgot-password', 'reset-password', 'verify'];

/** Hidden on any path that contains login, register, forgot-password, reset-password, verify. */
export const isBottomNavHiddenOn = (pathname: string): boolean =>
  HIDDEN_PATH_PARTS.some((part) => pathname.includes(part));

/** Four tabs; the last reads 'Profilim' → /profile signed in, 'Giriş' → /login signed out. */
export function bottomNavTabs(isLoggedIn: boolean): BottomNavTab[] {
  return [
    { key: 'home', label: tr.nav.home, to: '/' },
    { key: 'qr', label: tr.nav.qr, to: '/qr-scan' },
    { key: 'orders', label: tr.nav.orders, to: '/orders' },
    isLoggedIn
      ? { key: 'profile', label: tr.nav.profile, to: '/profile' }
      : { key: 'profile', label: tr.nav.login, to: '/login' },
  ];
}

/**
 * A tab is active when the path starts with its route; Home only on exactly '/'; the profile
 * tab also on /login.
 */
export function isTabActive(tab: BottomNavTab, pathname: string): boolean {
  if (tab.key === 'home') return pathname === '/';
  if (tab.key === 'profile' && pathname.startsWith('/login')) return true;
  return pathname.startsWith(tab.to);
}
