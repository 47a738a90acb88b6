import { texts } from '../../i18n/texts.ts';

const t = texts('nav');

/** The rules of the shared bottom navigation (000 §2.2; ADR 021). */
export type BottomNavTab = {
  key: 'home' | 'qr' | 'orders' | 'profile' | 'menu' | 'cart';
  label: string;
  to: string;
};

/**
 * The bar's variant of a screen (000 §2.2, 001 §2): the menu's bar goes to /, /qr-scan, the
 * orders (/orders, ADR 021) and /profile; the cart's to /, /menu, the cart and /profile. Both
 * keep the profile tab on /profile (a signed-out diner is sent on to /login from there).
 */
export type BottomNavVariant = 'shared' | 'menu' | 'cart';

export function bottomNavVariant(pathname: string): BottomNavVariant {
  if (pathname === '/cart' || pathname.startsWith('/cart/')) return 'cart';
  if (pathname === '/menu' || pathname.startsWith('/menu/')) return 'menu';
  return 'shared';
}

const HIDDEN_PATH_PARTS = ['login', 'register', 'forgot-password', 'reset-password', 'verify'];

/** Hidden on any path that contains login, register, forgot-password, reset-password, verify. */
export const isBottomNavHiddenOn = (pathname: string): boolean =>
  HIDDEN_PATH_PARTS.some((part) => pathname.includes(part));

/**
 * Four tabs; the shared bar's last reads 'Profilim' → /profile signed in, 'Giriş' → /login
 * signed out.
 */
export function bottomNavTabs(
  isLoggedIn: boolean,
  variant: BottomNavVariant = 'shared',
  menuPath = '/menu',
): BottomNavTab[] {
  const home: BottomNavTab = { key: 'home', label: t('nav.home'), to: '/' };
  const profile: BottomNavTab = { key: 'profile', label: t('nav.profile'), to: '/profile' };
  if (variant === 'cart') {
    return [
      home,
      { key: 'menu', label: t('nav.menu'), to: menuPath },
      { key: 'cart', label: t('nav.cart'), to: '/cart' },
      profile,
    ];
  }
  return [
    home,
    { key: 'qr', label: t('nav.qr'), to: '/qr-scan' },
    { key: 'orders', label: t('nav.orders'), to: '/orders' },
    isLoggedIn || variant === 'menu'
      ? profile
      : { key: 'profile', label: t('nav.login'), to: '/login' },
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

/**
 * Where the cart's 'Menü' tab leads: /menu shows the stored business's menu; a cart filled while
 * browsing, with no business stored, leads to its own business's menu.
 */
export function cartMenuPath(storedBusinessId: string | null, cartLines: readonly unknown[]) {
  if (storedBusinessId) return '/menu';
  const line = cartLines[0] as { businessId?: unknown } | undefined;
  return typeof line?.businessId === 'string' ? `/menu/${line.businessId}` : '/menu';
}
