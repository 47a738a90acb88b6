import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { EGE } from './support/qr-video.ts';
import { moveOrder, staffHeaders } from './support/staff-api.ts';
import { openPrintedCode, tableToken } from './support/table-tokens.ts';

// Issue 18 (ADR 036): a diner at a table orders without registering, as a guest of the phone;
// a diner who found the business in the list builds the cart first and is asked for the table
// only when ordering. Ege Sofrası's tables 1 and 8 are used by no other spec.

const EGE_STAFF = { email: 'staff@ege.masa.app', password: 'staff1234' };
const SHOTS = 'test-results/guest18';
type Envelope<T> = { data: T };

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** Places the cart's order from the checkout; answers the created order's id and number. */
async function placeOrder(page: Page) {
  const guest = page.waitForResponse((r) => r.url().endsWith('/api/users/customer/guest'));
  const placed = page.waitForResponse(
    (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Siparişi Onayla' }).click();
  expect((await guest).status()).toBe(201);
  const response = await placed;
  expect(response.status()).toBe(201);
  await expect(toast(page, 'Siparişiniz başarıyla oluşturuldu!')).toBeVisible();
  return ((await response.json()) as Envelope<{ id: string; orderNumber: number }>).data;
}

test('a guest who never registers scans, orders, follows the order and asks for the bill from its payment screen', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const guestsMade: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/users/customer/guest')) guestsMade.push(r.url());
  });
  // The phone's camera opens the printed code of Ege Sofrası's table 8.
  await openPrintedCode(page, EGE, 'table-ege08');
  await expect(page.getByRole('heading', { name: 'Ege Sofrası' })).toBeVisible();
  await page.getByRole('button', { name: 'Demlik Çay sepete ekle' }).click();
  await page.getByRole('link', { name: 'Sepete git, 1 ürün' }).click();

  // No sign-in asked: the order goes as a guest, with a way to sign in for those who have one.
  await expect(page.getByText('Üye olmadan, misafir olarak sipariş verirsiniz.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute(
    'href',
    '/customerapp/login?redirectPath=%2Fcart',
  );
  await shot(page, 'cart-guest');
  const order = await placeOrder(page);
  await expect(page).toHaveURL(/\/customerapp\/?$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user_data') ?? '{}'));
  expect(stored).toMatchObject({ isGuest: true, name: 'Misafir', email: null });

  // Home offers to keep the account; the diner does not, and follows the order instead.
  await expect(page.getByRole('region', { name: 'Hesabınızı saklayın' })).toBeVisible();
  await shot(page, 'home-guest-offer');
  await page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Siparişler' })
    .click();
  const card = page.getByRole('article', { name: `Sipariş #${order.orderNumber}` });
  // The status badge in the card's head (each line has its own too).
  const status = card.locator('header');
  await expect(status).toContainText('Bekliyor');
  const staff = await staffHeaders(request, EGE_STAFF);
  await moveOrder(request, staff, order.id, 'received', 'preparing');
  await expect(status).toContainText('Hazırlanıyor');
  await shot(page, 'orders-guest-card');

  // The order's own link to its payment screen, which asks for the bill.
  await card.getByRole('link', { name: 'Ödeme Ekranı' }).click();
  await expect(page).toHaveURL(`/customerapp/payment/${order.id}?returnUrl=%2Forders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ödeme' })).toBeVisible();
  await expect(page.getByText('Demlik Çay')).toBeVisible();
  const asked = page.waitForResponse((r) => r.url().endsWith(`/orders/${order.id}/request-bill`));
  await page.getByRole('button', { name: 'Hesap İste' }).click();
  expect((await asked).status()).toBe(201);
  await expect(page.getByRole('button', { name: 'Ödemeye Devam Et' })).toBeDisabled();
  await expect(
    page.getByText('Hesabınız istendi; ödemeyi garsonunuz masanızda alacak.'),
  ).toBeVisible();
  await shot(page, 'payment-from-order');

  // The staff see the guest's request for that order.
  const requests = await request.get('/api/staff/bill-requests', { headers: staff });
  const listed = ((await requests.json()) as Envelope<{ orderId: string }[]>).data;
  expect(listed.map((r) => r.orderId)).toContain(order.id);

  // Back leads to the orders list; the diner is still a guest who never registered.
  await page.getByRole('link', { name: 'Geri' }).click();
  await expect(page).toHaveURL('/customerapp/orders');

  // After a reload the phone is still the same guest: a second tea joins the order, and no
  // second guest account is made.
  await page.reload();
  await page.goto(`/customerapp/menu/${EGE}/table-ege08`);
  await page.getByRole('button', { name: 'Demlik Çay sepete ekle' }).click();
  await page.getByRole('link', { name: 'Sepete git, 1 ürün' }).click();
  const added = page.waitForResponse((r) => r.url().endsWith(`/orders/${order.id}/items/add`));
  await page.getByRole('button', { name: 'Siparişe Ekle' }).click();
  expect((await added).status()).toBe(200);
  await expect(toast(page, 'Ürünler mevcut siparişinize eklendi!')).toBeVisible();
  expect(guestsMade).toHaveLength(1);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('user_data') ?? '{}').isGuest),
  ).toBe(true);
  // The profile of a guest offers to keep the account as well.
  await page.goto('/customerapp/profile');
  await expect(page.getByRole('region', { name: 'Hesabınızı saklayın' })).toBeVisible();
  await shot(page, 'profile-guest-offer');
});

test('a diner from the business list builds a cart, is asked for the table only to order, then keeps the account', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/customerapp/businesses');
  await page
    .getByRole('list', { name: 'İşletme listesi' })
    .getByRole('link', { name: /Ege Sofrası/ })
    .click();
  await expect(page).toHaveURL(`/customerapp/menu/${EGE}`);

  // No table yet: the menu says the table comes later and lets the diner fill the cart.
  await expect(
    page.getByText('Sepetinizi hazırlayın; sipariş verirken masanızı seçmeniz istenir.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Demlik Çay sepete ekle' }).click();
  await page.getByRole('button', { name: 'Demlik Çay sepete ekle' }).click();
  await shot(page, 'menu-without-table');
  await page.getByRole('link', { name: 'Sepete git, 2 ürün' }).click();

  // Ordering asks for the table; the scan page takes the code printed under the QR code.
  const prompt = page.getByRole('region', { name: 'Masanızı seçin' });
  await expect(
    prompt.getByText('Masa veya işletme bilgisi eksik. Lütfen QR kodu tekrar tarayın.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siparişi Onayla' })).toHaveCount(0);
  await shot(page, 'cart-table-prompt');
  await prompt.getByRole('link', { name: 'Masa Kodunu Okut' }).click();
  await expect(page).toHaveURL('/customerapp/qr-scan?returnTo=cart');
  await page.getByLabel('Masa kodu').fill(await tableToken(request, EGE, 'table-ege01'));
  await page.getByRole('button', { name: 'Masayı Aç' }).click();

  // Back at the cart with the same two teas, now at table 1: the order goes as a guest.
  await expect(page).toHaveURL('/customerapp/cart');
  await expect(page.getByRole('status', { name: 'Demlik Çay: 2 adet' })).toHaveText('2');
  await expect(page.getByRole('heading', { name: 'Sipariş Bilgileri' })).toBeVisible();
  await shot(page, 'cart-after-table');
  const order = await placeOrder(page);

  // The offer to keep the account: the same account, the order kept.
  await page.getByRole('link', { name: 'Hesabımı Kaydet' }).click();
  await expect(page).toHaveURL('/customerapp/keep-account');
  const submit = page.getByRole('button', { name: 'Hesabımı Kaydet' });
  await submit.click();
  await expect(page.getByText('Ad soyad en az 3 karakter olmalıdır')).toBeVisible();
  const email = `misafir.${Date.now().toString(36)}@example.com`;
  await page.getByLabel('Ad Soyad').fill('Deniz Yılmaz');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill('gizli123');
  await page.getByLabel('Şifre (Tekrar)').fill('gizli124');
  await submit.click();
  await expect(page.getByText('Şifreler eşleşmiyor')).toBeVisible();
  await page.getByLabel('Şifre (Tekrar)').fill('gizli123');
  await shot(page, 'keep-account');
  await submit.click();
  await expect(toast(page, 'Hesabınız kaydedildi')).toBeVisible();
  await expect(page).toHaveURL('/customerapp/orders');
  await expect(page.getByRole('article', { name: `Sipariş #${order.orderNumber}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hesabınızı saklayın' })).toHaveCount(0);

  // The e-mail and password now sign in to the account that placed the order.
  const login = await request.post('/api/customer-users/login', {
    data: { email, password: 'gizli123' },
  });
  const session = ((await login.json()) as Envelope<{ token: string }>).data;
  const mine = await request.get('/api/orders/user', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(((await mine.json()) as Envelope<{ id: string }[]>).data.map((o) => o.id)).toEqual([
    order.id,
  ]);
});
