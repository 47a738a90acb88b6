import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openDebugCorner } from './support/debug-corner.ts';
import { BOGAZ_ID, dinerWithOrder, openAsDiner } from './support/diner-orders.ts';
import { connectionNoticesReady } from './support/connection-notices.ts';
import { holdRoute } from './support/held-route.ts';
import { cuttableSocket } from './support/socket-cut.ts';
import { dialogAlert, notice, serverDown, unreachable } from './support/texts.ts';

// Issue 18: what a diner sees when the network or the server fails, in the words 001 §8 gives
// each situation (docs/spec-texts.md). Each test's diner has an order of their own at Salon 9
// of Boğaziçi (the diners' orders are theirs only, ADR 005).

const TABLE = 'table-bogaz09';
const orderCard = (page: Page, orderNumber: number) =>
  page.getByRole('article', { name: `Sipariş #${orderNumber}` });

test('going offline and online shows the specified texts; what fails meanwhile says why', async ({
  page,
  context,
  request,
}) => {
  const { session, order } = await dinerWithOrder(request, TABLE);
  await openAsDiner(page, session, TABLE, '/orders');
  await connectionNoticesReady(page);
  const card = orderCard(page, order.orderNumber);
  await card.getByRole('button', { name: 'Hesap İste' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hesap İste' });
  await expect(dialog.getByTestId('request-total')).toBeVisible();

  await context.setOffline(true);
  const offline = notice(page, 'İnternet bağlantınız kesildi.');
  await expect(offline).toBeVisible();
  await dialog.getByRole('button', { name: 'Hesap İste', exact: true }).click();
  await expect(dialogAlert(dialog)).toHaveText(
    'Hesap isteği gönderilemedi. Sunucuya bağlanılamadı',
  );
  await dialog.getByRole('button', { name: 'İptal' }).click();
  await card.getByRole('button', { name: 'Garson Çağır' }).click();
  await expect(
    notice(page, 'Garson çağrılırken bir hata oluştu. Sunucuya bağlanılamadı'),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Mesaj Gönder' }).click();
  const message = page.getByRole('dialog', { name: 'İşletmeye Mesaj Gönder' });
  await message.getByRole('textbox', { name: 'Mesajınız' }).fill('Hesabı ayrı alabilir miyiz?');
  await message.getByRole('button', { name: 'Gönder' }).click();
  await expect(dialogAlert(message)).toHaveText('Ağ hatası: Mesaj gönderilemedi');
  await page.screenshot({ path: 'test-results/spec-texts/offline.png' });

  // Back online: the offline notice goes, the online one comes, and the same sending works.
  await context.setOffline(false);
  await expect(notice(page, 'İnternet bağlantınız geri geldi.')).toBeVisible();
  await expect(offline).toHaveCount(0);
  await message.getByRole('button', { name: 'Gönder' }).click();
  await expect(notice(page, 'Mesajınız işletmeye iletildi')).toBeVisible();
  await card.getByRole('button', { name: 'Garson Çağır' }).click();
  await expect(notice(page, 'Garson çağrıldı.')).toBeVisible();
  await expect(card.getByRole('status')).toHaveText(
    'Garson çağrı talebiniz alındı. En kısa sürede masanıza gelinecek.',
  );
});

test('the live connection cut with the browser online: lost, check the internet, the other transport, back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session, order } = await dinerWithOrder(request, TABLE);
  const socket = await cuttableSocket(page);
  await openAsDiner(page, session, TABLE, '/orders');
  await connectionNoticesReady(page);
  await expect(orderCard(page, order.orderNumber)).toBeVisible();
  await expect.poll(() => socket.isOpen()).toBe(true);
  // Connected, not only opened: the hidden debug panel (alt-click on the tiny corner) says so.
  await openDebugCorner(page, page.getByRole('region', { name: 'Hata Ayıklama' }));
  await expect(page.getByText('Bağlantı: connected')).toBeVisible();

  await socket.cut();
  await expect(notice(page, 'Bağlantı koptu, yeniden bağlanılıyor...')).toBeVisible();
  await expect(notice(page, 'İnternet bağlantınızı kontrol edin ve tekrar deneyin')).toBeVisible({
    timeout: 20_000,
  });
  await expect(notice(page, 'Alternatif bağlantı yöntemi deneniyor...')).toBeVisible();
  socket.restore();
  await expect(notice(page, 'Bağlantı yeniden kuruldu')).toBeVisible({ timeout: 60_000 });
});

test('the server down or too slow: each screen says it in its own words', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { session, order } = await dinerWithOrder(request, TABLE);

  // Home's active orders and the feedback block, while the proxy answers 502.
  await serverDown(page, '**/api/orders/user?*');
  await openAsDiner(page, session, TABLE, '/');
  await expect(
    notice(
      page,
      'Aktif siparişler yüklenirken hata oluştu: Siparişler getirilirken bir hata oluştu (Hata Kodu: 502)',
    ),
  ).toBeVisible();
  await expect(
    notice(
      page,
      'Geribildirimler getirilemedi: Siparişler getirilirken bir hata oluştu (Hata Kodu: 502)',
    ),
  ).toBeVisible();
  await page.goto('/customerapp/orders');
  await expect(
    notice(
      page,
      'Siparişler yüklenemedi. Siparişler getirilirken bir hata oluştu (Hata Kodu: 502)',
    ),
  ).toBeVisible();
  await page.unroute('**/api/orders/user?*');

  // The table panel's first data cannot be fetched.
  await unreachable(page, '**/api/orders/active?*');
  await page.goto(`/customerapp/table/${BOGAZ_ID}/${TABLE}`);
  await expect(
    notice(page, 'Başlangıç verileri yüklenemedi: Sunucuya bağlanılamadı'),
  ).toBeVisible();
  await page.unroute('**/api/orders/active?*');

  // The waiter call reaches a proxy whose server is down.
  await page.goto('/customerapp/orders');
  const card = orderCard(page, order.orderNumber);
  await serverDown(page, `**/api/orders/${order.id}/waiter/call`);
  await card.getByRole('button', { name: 'Garson Çağır' }).click();
  await expect(notice(page, 'Garson çağrılamadı (Hata Kodu: 502)')).toBeVisible();

  // The edit screen cannot read the order: it says so and goes back to the list.
  await unreachable(page, `**/api/orders/${order.id}?*`);
  await card.getByRole('link', { name: 'Düzenle' }).click();
  await expect(notice(page, 'Sipariş bilgileri alınamadı: Sunucuya bağlanılamadı')).toBeVisible();
  await expect(page).toHaveURL('/customerapp/orders');
  await page.unroute(`**/api/orders/${order.id}?*`);

  // A bill request the server is too slow to answer in the app's 5 s may or may not have
  // arrived: held past the app's own timeout, then dropped.
  const billRequest = await holdRoute(page, `**/api/orders/${order.id}/request-bill`, (route) =>
    route.abort('timedout').catch(() => undefined),
  );
  await card.getByRole('button', { name: 'Hesap İste' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hesap İste' });
  await dialog.getByRole('button', { name: 'Hesap İste', exact: true }).click();
  await expect(dialogAlert(dialog)).toHaveText(
    'Hesap isteği sırasında bir sorun oluştu. İstek zaman aşımına uğradı',
  );
  billRequest.release();
});
