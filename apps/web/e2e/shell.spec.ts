import { expect, test } from './fixtures.ts';
import { registerByApi, storeSession, uniqueEmail } from './support/account-helpers.ts';
import { BOGAZ } from './support/qr-video.ts';

// The app shell of 000 §2.1–2.2, as a diner on a phone sees it.

test('an unknown path goes to the home screen', async ({ page }) => {
  await page.goto('/customerapp/bir-yer-ki-yok');
  await expect(page).toHaveURL(/\/customerapp\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Masa' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
});

test('a protected screen sends a visitor to login with the path to come back to', async ({
  page,
}) => {
  await page.goto('/customerapp/profile');
  await expect(page).toHaveURL(/\/customerapp\/login\?redirectPath=%2Fprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
});

test('the bottom navigation shows its tabs and marks the current one', async ({ page }) => {
  await page.goto('/customerapp/');
  const nav = page.getByRole('navigation', { name: 'Ana menü' });
  await expect(nav.getByRole('link')).toHaveText(['Ana Sayfa', 'QR Tara', 'Siparişler', 'Giriş']);
  await expect(nav.getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await nav.getByRole('link', { name: 'QR Tara' }).click();
  await expect(page).toHaveURL(/\/customerapp\/qr-scan$/);
  // The scan page swaps in its own bar (000 §2.2), in Turkish on a Turkish phone (ADR 046: the
  // English labels the specification quotes are the English locale's).
  const scanNav = page.getByRole('navigation', { name: 'Tarama sayfası menüsü' });
  await expect(scanNav.getByRole('link', { name: 'QR Tara' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav).toHaveCount(0);
  const box = await scanNav.boundingBox();
  expect(box?.height).toBe(60);
});

test('the bottom navigation is hidden on the login screen', async ({ page }) => {
  await page.goto('/customerapp/');
  await page.getByRole('link', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/customerapp\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ana menü' })).toHaveCount(0);
});

test('a signed-in diner without favourites is sent to the menu; help says how to call the waiter', async ({
  page,
  request,
}) => {
  // A real session: a signed-in diner's app opens its live notices, whose socket checks the
  // token (ADR 040), so a made-up one would end the session on any screen.
  await storeSession(page, await registerByApi(request, uniqueEmail('kabuk'), 'Ayşe Yılmaz'));
  await page.goto('/customerapp/favorites');
  await expect(
    page.getByText(
      'Henüz favori ürününüz yok. Menüde bir ürünün kalbine dokunarak ekleyebilirsiniz.',
    ),
  ).toBeVisible();
  await page.goto('/customerapp/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Yardım ve Destek' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Garson çağırmak ve hesap istemek' }),
  ).toBeVisible();
  await expect(page.getByText(/yakında/)).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Ana menü' });
  await expect(nav.getByRole('link', { name: 'Profilim' })).toBeVisible();
});

test('a screen whose code cannot be loaded says so, and another tab works again', async ({
  page,
}) => {
  await page.goto('/customerapp/');
  await expect(page.getByRole('heading', { level: 1, name: 'Masa' })).toBeVisible();
  // The orders screen's chunk fails, as after a release replaced it or a dropped connection.
  await page.route('**/customerapp/assets/orders-page-*.js', (route) => route.abort());
  const nav = page.getByRole('navigation', { name: 'Ana menü' });
  await nav.getByRole('link', { name: 'Siparişler' }).click();
  await expect(page).toHaveURL(/\/customerapp\/orders$/);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Sayfa yüklenemedi. Lütfen sayfayı yenileyin.');
  await expect(alert.getByRole('button', { name: 'Sayfayı Yenile' })).toBeVisible();
  // The shell stays: the bottom navigation is still there to go elsewhere.

  await nav.getByRole('link', { name: 'Ana Sayfa' }).click();
  await expect(page.getByRole('link', { name: /Masa QR Kodunu Tara/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a new screen starts at the top, wherever the one before was scrolled', async ({ page }) => {
  // A short window, so that the next screen can scroll too: the browser alone would keep it
  // scrolled down.
  await page.setViewportSize({ width: 390, height: 360 });
  await page.goto(`/customerapp/menu/${BOGAZ}`);
  const grid = page.getByRole('list', { name: 'Ürünler' });
  await expect(grid.getByRole('link', { name: 'Çay ayrıntıları' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // The menu's own bar (000 §2.2): its profile tab leads to /profile, which asks to sign in.
  await page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Profilim' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  const screen = await page.evaluate(() => ({
    scrollY: window.scrollY,
    scrollable: document.documentElement.scrollHeight > window.innerHeight + 100,
  }));
  expect(screen).toEqual({ scrollY: 0, scrollable: true });
});
