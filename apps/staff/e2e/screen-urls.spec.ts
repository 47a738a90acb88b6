import { type Page, expect, test } from '@playwright/test';
import { signInStaff } from './support/sign-in.ts';
import {
  KUGULU_OWNER as OWNER,
  KUGULU_WAITER as WAITER,
  KUGULU_KITCHEN as KITCHEN,
} from './support/kugulu.ts';

// Issue 31 §1: every staff screen has a URL under /staff. A kitchen tablet that reloads stays on
// the kitchen display, Back walks back through the screens and a table's panel, a link asked
// for before signing in opens after it, and a URL the role may not open says so.

/** Each tab of the owner's header, the URL it opens and what shows that it is open. */
const SCREENS = [
  { tab: 'Siparişler', path: '/staff/', shows: 'heading', name: 'Siparişler' },
  { tab: 'Mutfak Ekranı', path: '/staff/kitchen', shows: 'heading', name: 'Tüm istasyonlar' },
  { tab: 'Masalar', path: '/staff/floor', shows: 'list', name: 'Masalar' },
  { tab: 'İstekler', path: '/staff/requests', shows: 'heading', name: 'Müşteri istekleri' },
  { tab: 'Menü', path: '/staff/menu', shows: 'heading', name: 'Menü' },
  { tab: 'Menü / Stok', path: '/staff/stock', shows: 'heading', name: 'Menü / Stok' },
  { tab: 'Masa ve QR', path: '/staff/tables', shows: 'heading', name: 'Masa ve QR' },
  { tab: 'Raporlar', path: '/staff/reports', shows: 'heading', name: 'Raporlar' },
  { tab: 'Gün Sonu', path: '/staff/day', shows: 'heading', name: 'Gün Sonu' },
  { tab: 'Bahşiş', path: '/staff/tips', shows: 'heading', name: 'Bahşiş' },
  { tab: 'Personel', path: '/staff/members', shows: 'heading', name: 'Personel' },
  { tab: 'Ayarlar', path: '/staff/settings', shows: 'heading', name: 'Ayarlar' },
  { tab: 'Kayıtlar', path: '/staff/audit', shows: 'heading', name: 'İşlem kayıtları' },
] as const;

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Ekranlar' });
const url = (path: string) => new RegExp(`${path.replace(/\/$/, '')}/?$`);
/** A tab by its name, with what waits on it if anything does ('Siparişler 2 bekliyor'). */
const tab = (page: Page, name: string) =>
  tabs(page).getByRole('link', { name: new RegExp(`^${name}( \\d+ bekliyor)?$`) });

/** The screen is open: its URL, its tab marked as the current page, and its own content. */
async function expectOpen(page: Page, screen: (typeof SCREENS)[number]) {
  await expect(page).toHaveURL(url(screen.path));
  await expect(tab(page, screen.tab)).toHaveAttribute('aria-current', 'page');
  await expect(tabs(page).locator('[aria-current="page"]')).toHaveCount(1);
  await expect(
    page.getByRole(screen.shows, { name: screen.name, exact: true }).first(),
  ).toBeAttached();
}

test('a reload on each staff screen stays on it, and Back walks back through them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInStaff(page, OWNER);
  await expect(tabs(page)).toBeVisible();
  for (const screen of SCREENS) {
    await tab(page, screen.tab).click();
    await expectOpen(page, screen);
    await page.reload();
    await expectOpen(page, screen);
  }

  // A table's panel is a URL of its own: reload keeps it open, Back closes it.
  await tabs(page).getByRole('link', { name: 'Masalar' }).click();
  await page.getByRole('button', { name: /^Salon 3\b/ }).click();
  await expect(page).toHaveURL(/\/staff\/floor\/table-kugulu03$/);
  const panel = page.getByRole('region', { name: /^Salon 3 · / });
  await expect(panel).toBeVisible();
  await page.reload();
  await expect(panel).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/staff\/floor$/);
  await expect(panel).toHaveCount(0);
  // Back past the floor: the last two screens of the walk, as they were opened.
  await page.goBack();
  await expectOpen(page, SCREENS[SCREENS.length - 1]!);
  await page.goBack();
  await expectOpen(page, SCREENS[SCREENS.length - 2]!);
});

test('the kitchen tablet reloads onto the kitchen display', async ({ page }) => {
  await signInStaff(page, KITCHEN);
  await tabs(page).getByRole('link', { name: 'Mutfak Ekranı' }).click();
  await page.reload();
  await expectOpen(page, SCREENS[1]);
});

test('a link opened before signing in opens once signed in', async ({ page }) => {
  await page.goto('/staff/floor/table-kugulu04');
  await page.getByLabel('E-posta').fill(OWNER.email);
  await page.getByLabel('Şifre').fill(OWNER.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('region', { name: /^Bahçe 4 · / })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/floor\/table-kugulu04$/);
});

test("a waiter's URL for reports shows the refusal, and an unknown URL says it is none", async ({
  page,
}) => {
  await signInStaff(page, WAITER);
  await expect(tabs(page).getByRole('link', { name: 'Masalar' })).toBeVisible();
  await page.goto('/staff/reports');
  await expect(page.getByRole('heading', { name: 'Bu ekrana erişiminiz yok' })).toBeVisible();
  await expect(page.getByText('Garson hesabıyla bu ekran açılamaz.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Raporlar' })).toHaveCount(0);

  await page.goto('/staff/xyz');
  await expect(page.getByRole('heading', { name: 'Böyle bir ekran yok' })).toBeVisible();
  await page.getByRole('link', { name: 'Siparişlere dön' }).click();
  await expect(page).toHaveURL(/\/staff\/?$/);
  await expect(page.getByRole('heading', { name: /^Yeni/ })).toBeVisible();
});
