import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerByApi, uniqueEmail } from './support/account-helpers.ts';
import { placeApiOrder } from './support/bill-helpers.ts';
import { BOGAZ_ID, dinerWithOrder, openAsDiner } from './support/diner-orders.ts';
import { holdRoute } from './support/held-route.ts';
import { plainShell } from './support/plain-shell.ts';
import { serveOrder, staffHeaders } from './support/staff-api.ts';
import { dialogAlert, notice, serverDown, unreachable } from './support/texts.ts';

// Issue 18: the menu, a printed code's link, home's table card, the payment screen and the
// ratings say what 001 §8 gives each situation when the server is down or a thing is unknown;
// the favourite heart and the menu's and cart's own bottom bars (001 §2, 000 §2.2).

const TABLE = 'table-bogaz01';

test('the menu and its table when the server is down, a printed link to no table, home without its names', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The worker's kept shell: the app asks the API itself, so its failures show (ADR 062).
  await plainShell(page);
  // No business named or stored.
  await page.goto('/customerapp/menu');
  await expect(page.getByText("İşletme ID'si bulunamadı")).toBeVisible();
  // A slow menu says it is coming (held until it has said so); a refresh that fails says so.
  const menuRead = await holdRoute(page, `**/api/products/business/${BOGAZ_ID}*`);
  await page.goto(`/customerapp/menu/${BOGAZ_ID}`);
  await expect(page.getByText('Ürünler yükleniyor...')).toBeVisible();
  menuRead.release();
  await expect(page.getByRole('button', { name: 'Ayran sepete ekle' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await plainShell(page);
  await unreachable(page, `**/api/products/business/${BOGAZ_ID}*`);
  await page.getByRole('button', { name: 'Menüyü yenile' }).click();
  await expect(notice(page, 'Menü yenilenirken hata oluştu')).toBeVisible();
  await page.unrouteAll();
  await plainShell(page);

  await serverDown(page, `**/api/business/${BOGAZ_ID}`);
  await unreachable(page, `**/api/products/business/${BOGAZ_ID}*`);
  await serverDown(page, `**/api/tables/${TABLE}?*`);
  await page.goto(`/customerapp/menu/${BOGAZ_ID}/${TABLE}`);
  await expect(
    page.getByText(
      'İşletme bilgisi bulunamadı veya yüklenemedi. İşletme bilgisi alınamadı (Hata Kodu: 502)',
    ),
  ).toBeVisible();
  const table = page.getByRole('alert').filter({ hasText: 'Masa bilgisi alınamadı' });
  await expect(table).toContainText('Masa bilgileri getirilirken bir hata oluştu (Hata Kodu: 502)');
  const menu = page
    .getByRole('alert')
    .filter({ hasText: 'Menü bilgileri yüklenirken bir hata oluştu.' });
  await expect(menu).toContainText('Sunucuya bağlanılamadı. Ağ bağlantınızı kontrol edin.');
  await page.screenshot({ path: 'test-results/spec-texts/menu-server-down.png', fullPage: true });
  await page.unroute(`**/api/products/business/${BOGAZ_ID}*`);
  await serverDown(page, `**/api/products/business/${BOGAZ_ID}*`);
  await menu.getByRole('button', { name: 'Tekrar Dene' }).click();
  await expect(menu).toContainText('Menü getirilirken bir hata oluştu (Hata Kodu: 502)');
  await page.unrouteAll();
  await plainShell(page);

  // A phone's camera opens a printed link: a code no table has, then the server unreachable.
  await page.goto('/customerapp/table/table-yok99');
  await expect(page.getByRole('alert')).toHaveText('Bu QR kod ile eşleşen masa bulunamadı.');
  await unreachable(page, '**/api/qr/scan');
  await page.goto(`/customerapp/table/${TABLE}?business=${BOGAZ_ID}`);
  await expect(page.getByRole('alert')).toHaveText(
    'Masa bilgisi alınırken hata oluştu. Lütfen tekrar deneyin.',
  );
  await page.unroute('**/api/qr/scan');
  await page.getByRole('button', { name: 'Tekrar Dene' }).click();
  await expect(page).toHaveURL(`/customerapp/menu/${BOGAZ_ID}/${TABLE}`);
  // The menu has taken the table (it stores what its address names).
  await expect(page.getByText('Cam Kenarı 1 · Masa 1')).toBeVisible();

  // Home's table card of a table that no longer answers.
  await page.evaluate(() => localStorage.setItem('table_id', 'table-yok99'));
  await page.goto('/customerapp/');
  const card = page.getByRole('region', { name: 'Aktif Oturum' });
  await expect(card).toContainText('Bilinmeyen Masa');
  await expect(card).toContainText('İşletme veya masa bilgisi eksik');
});

test('the payment screen of an order that is not the diner’s, or that the server cannot give, goes back', async ({
  page,
  request,
}) => {
  const { session, order } = await dinerWithOrder(request, 'table-bogaz09');
  const stranger = await registerByApi(request, uniqueEmail('baska'));
  const { order: theirs } = await placeApiOrder(request, stranger, BOGAZ_ID, 'table-bogaz09', 1);
  await openAsDiner(page, session, 'table-bogaz09', '/orders');

  await page.goto(`/customerapp/payment/${theirs.id}?returnUrl=%2Forders`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Seçili sipariş bulunamadı.' }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL('/customerapp/orders');

  await serverDown(page, `**/api/orders/${order.id}?*`);
  await page.goto(`/customerapp/payment/${order.id}?returnUrl=%2Forders`);
  await expect(
    notice(
      page,
      'Sipariş bilgisi yüklenemedi: Sipariş detayı alınırken bir hata oluştu (Hata Kodu: 502)',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL('/customerapp/orders');
});

async function openRating(page: Page, orderNumber: number) {
  const owed = page.getByRole('region', { name: 'Geri Bildirim Bekleyenler' });
  await owed
    .getByRole('button', { name: `Değerlendir: Sipariş #${orderNumber} · Boğaziçi Lokantası` })
    .click();
  return page.getByRole('dialog', { name: 'Değerlendirme' });
}

test('ratings: lost, refused by the API, thanked, thanked for all; the list when the server fails', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { session, order, productName } = await dinerWithOrder(request, 'table-bogaz09');
  await serveOrder(request, await staffHeaders(request), order.id);
  await openAsDiner(page, session, 'table-bogaz09', '/');
  // The same diner's second screen, its form open on the same business.
  const second = await context.newPage();
  await second.goto('/customerapp/');
  const late = await openRating(second, order.orderNumber);
  await late.getByRole('button', { name: 'İşletme: Boğaziçi Lokantası' }).click();
  await late.getByRole('radio', { name: '3 yıldız' }).check();

  const feedback = await openRating(page, order.orderNumber);
  await feedback.getByRole('button', { name: 'İşletme: Boğaziçi Lokantası' }).click();
  await feedback.getByRole('radio', { name: '5 yıldız' }).check();
  await unreachable(page, '**/api/reviews');
  await feedback.getByRole('button', { name: 'Gönder' }).click();
  await expect(dialogAlert(feedback)).toHaveText(
    'Yorum oluşturulurken bir hata oluştu. Sunucuya bağlanılamadı. Ağ bağlantınızı kontrol edin.',
  );
  await page.unroute('**/api/reviews');
  await feedback.getByRole('button', { name: 'Gönder' }).click();
  await expect(notice(page, 'Değerlendirmeniz için teşekkürler!')).toBeVisible();

  // The second screen sends the same rating: the server refuses a second one.
  await late.getByRole('button', { name: 'Gönder' }).click();
  await expect(dialogAlert(late)).toContainText('API yorum oluşturma işlemini reddetti.');
  await second.close();

  await feedback.getByRole('button', { name: `Ürün: ${productName}` }).click();
  await feedback.getByRole('radio', { name: '4 yıldız' }).check();
  await feedback.getByRole('button', { name: 'Gönder' }).click();
  await expect(notice(page, 'Geri bildiriminiz için teşekkür ederiz!')).toBeVisible();
  await expect(
    feedback.getByText('Teşekkürler! Bu sipariş için tüm geri bildirimleriniz alındı.'),
  ).toBeVisible();

  await serverDown(page, '**/api/reviews/user/me');
  await page.goto('/customerapp/feedbacks');
  await expect(page.getByRole('alert')).toHaveText(
    'Kullanıcı değerlendirmeleri getirilirken bir sunucu hatası oluştu.',
  );
  await page.unroute('**/api/reviews/user/me');
  await unreachable(page, '**/api/reviews/user/me');
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    'Geribildirimler alınırken bir hata oluştu. Lütfen daha sonra tekrar deneyin. Sunucuya bağlanılamadı. Ağ bağlantınızı kontrol edin.',
  );
});

test("the card's favourite heart stays on the device; the menu's and the cart's bottom bars", async ({
  page,
}) => {
  await page.goto(`/customerapp/menu/${BOGAZ_ID}`);
  const heart = page.getByRole('button', { name: 'Favori: Ayran' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: 'test-results/spec-texts/menu-heart.png' });
  expect(await page.evaluate(() => localStorage.getItem('favoriteProducts'))).toMatch(/^\["/);

  const bar = page.getByRole('navigation', { name: 'Ana menü' });
  const targets = async () =>
    bar
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
  // The menu's bar: the profile tab is Profilim even signed out (000 §2.2).
  expect(await targets()).toEqual([
    ['Ana Sayfa', '/customerapp'],
    ['QR Tara', '/customerapp/qr-scan'],
    ['Siparişler', '/customerapp/orders'],
    ['Profilim', '/customerapp/profile'],
  ]);
  await page.getByRole('button', { name: 'Ayran sepete ekle' }).click();
  await page.getByRole('link', { name: /^Sepete git/ }).click();
  await expect(page).toHaveURL('/customerapp/cart');
  expect(await targets()).toEqual([
    ['Ana Sayfa', '/customerapp'],
    // No table scanned: the cart's business's menu (/menu needs a stored business).
    ['Menü', `/customerapp/menu/${BOGAZ_ID}`],
    ['Sepetim', '/customerapp/cart'],
    ['Profilim', '/customerapp/profile'],
  ]);
  await page.screenshot({ path: 'test-results/spec-texts/cart-bar.png' });
  await bar.getByRole('link', { name: 'Menü' }).click();
  await expect(page.getByRole('button', { name: 'Favori: Ayran' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
