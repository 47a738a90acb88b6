import { describe, expect, it } from 'vitest';
import {
  bottomNavTabs,
  bottomNavVariant,
  cartMenuPath,
  isBottomNavHiddenOn,
  isTabActive,
} from './bottom-nav-rules.ts';

const activeLabels = (pathname: string, isLoggedIn = true) =>
  bottomNavTabs(isLoggedIn)
    .filter((tab) => isTabActive(tab, pathname))
    .map((tab) => tab.label);

describe('bottom navigation (000 §2.2)', () => {
  it('has Ana Sayfa, QR Tara, Siparişler and Profilim or Giriş', () => {
    expect(bottomNavTabs(true).map((t) => [t.label, t.to])).toEqual([
      ['Ana Sayfa', '/'],
      ['QR Tara', '/qr-scan'],
      ['Siparişler', '/orders'],
      ['Profilim', '/profile'],
    ]);
    expect(bottomNavTabs(false).at(-1)).toMatchObject({ label: 'Giriş', to: '/login' });
  });

  it("has the menu's and the cart's variants (000 §2.2; the orders tab goes to /orders, ADR 021)", () => {
    const targets = (path: string, isLoggedIn: boolean) =>
      bottomNavTabs(isLoggedIn, bottomNavVariant(path)).map((t) => [t.label, t.to]);
    expect(targets('/menu/64b7f0c2a1b2c3d4e5f60718/table-x', false)).toEqual([
      ['Ana Sayfa', '/'],
      ['QR Tara', '/qr-scan'],
      ['Siparişler', '/orders'],
      ['Profilim', '/profile'],
    ]);
    expect(targets('/cart', false)).toEqual([
      ['Ana Sayfa', '/'],
      ['Menü', '/menu'],
      ['Sepetim', '/cart'],
      ['Profilim', '/profile'],
    ]);
    expect(cartMenuPath('b1', [{ businessId: 'b2' }])).toBe('/menu');
    expect(cartMenuPath(null, [{ businessId: 'b2' }])).toBe('/menu/b2');
    expect(cartMenuPath(null, [])).toBe('/menu');
    expect(bottomNavVariant('/')).toBe('shared');
    expect(bottomNavVariant('/menus')).toBe('shared');
    const cartTabs = bottomNavTabs(true, 'cart');
    expect(cartTabs.filter((tab) => isTabActive(tab, '/cart')).map((t) => t.label)).toEqual([
      'Sepetim',
    ]);
  });

  it('marks Home active only on exactly /', () => {
    expect(activeLabels('/')).toEqual(['Ana Sayfa']);
    expect(activeLabels('/menu/64b7f0c2a1b2c3d4e5f60718')).toEqual([]);
  });

  it('marks a tab active when the path starts with its route', () => {
    expect(activeLabels('/qr-scan')).toEqual(['QR Tara']);
    expect(activeLabels('/orders')).toEqual(['Siparişler']);
    expect(activeLabels('/profile/edit')).toEqual(['Profilim']);
  });

  it('marks the profile tab active on /login too', () => {
    expect(activeLabels('/login', false)).toEqual(['Giriş']);
    expect(activeLabels('/login', true)).toEqual(['Profilim']);
  });

  it.each(['/login', '/register', '/forgot-password', '/reset-password', '/verify', '/x/login'])(
    'is hidden on %s',
    (path) => expect(isBottomNavHiddenOn(path)).toBe(true),
  );

  it.each(['/', '/menu', '/orders', '/profile', '/qr-scan'])('is shown on %s', (path) =>
    expect(isBottomNavHiddenOn(path)).toBe(false),
  );
});
