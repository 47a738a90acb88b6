import { type Page, expect, test } from '@playwright/test';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { customerHeaders } from '../../web/e2e/support/bill-helpers.ts';
import { dinerWithOrder, openAsDiner } from '../../web/e2e/support/diner-orders.ts';
import { signInStaff } from './support/sign-in.ts';
import { newPhone } from '../../web/e2e/support/phone.ts';
import { openScreen, screenTab } from './support/screens.ts';

// Issue 16 §6: one inbox of what diners ask. A diner phone calls the waiter and writes; the
// staff tablet sees both arrive live, says "on my way" and answers; the answer reaches the
// diner's thread. No API call on the staff side.

const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234' };
const KITCHEN = { email: 'kitchen@bogaz.masa.app', password: 'staff1234' };
const TABLE = 'table-bogaz10'; // Bar 10

async function signIn(page: Page, account: { email: string; password: string }) {
  await signInStaff(page, account);
  await expect(page.getByRole('heading', { name: /^Yeni/ })).toBeVisible();
}

test('a waiter call and a message reach the requests inbox live; staff answer them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, OWNER);
  await page.getByRole('button', { name: 'Servisi Başlat' }).click();
  await openScreen(page, 'İstekler');
  await expect(page.getByRole('heading', { name: /^Garson çağrıları/ })).toBeVisible();

  const phoneContext = await newPhone(browser);
  try {
    const phone = await phoneContext.newPage();
    const { session, order } = await dinerWithOrder(request, TABLE);
    await openAsDiner(phone, session, TABLE, '/orders');
    const dinerCard = phone.getByRole('article', { name: `Sipariş #${order.orderNumber}` });

    // The call: on the tablet, in the calls list, and counted in the tab title.
    await dinerCard.getByRole('button', { name: 'Garson Çağır' }).click();
    await expect(phone.getByText('Garson çağrı talebiniz alındı.').first()).toBeVisible();
    const calls = page.getByRole('region', { name: /^Garson çağrıları/ });
    const call = calls
      .getByRole('article', { name: 'Bar 10: garson çağrısı' })
      .filter({ hasText: `Sipariş #${order.orderNumber}` });
    await expect(call).toBeVisible();
    await expect(page).toHaveTitle(/^\(\d+\) Masa Personel$/);
    await expect(page.getByRole('link', { name: /^İstekler \d+ bekliyor/ })).toBeVisible();
    await call.getByRole('button', { name: 'Geliyorum' }).click();
    await expect(call).toContainText('Garson yolda');

    // The message: quoted on the tablet, answered there, read in the diner's thread.
    await dinerCard.getByRole('button', { name: 'Mesaj Gönder' }).click();
    const dialog = phone.getByRole('dialog', { name: 'İşletmeye Mesaj Gönder' });
    await dialog.getByRole('textbox', { name: 'Mesajınız' }).fill('Bir bardak su alabilir miyiz?');
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    await expect(phone.getByText('Mesajınız işletmeye iletildi').first()).toBeVisible();
    const message = page
      .getByRole('region', { name: /^Mesajlar/ })
      .getByRole('article', { name: 'Bar 10: mesaj' })
      .filter({ hasText: `Sipariş #${order.orderNumber}` });
    await expect(message).toContainText('Bir bardak su alabilir miyiz?');
    expect(await findA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'docs/screenshots/staff-requests.png' });

    await message.getByRole('textbox', { name: 'Bar 10 için yanıtınız' }).fill('Hemen geliyor.');
    await message.getByRole('button', { name: 'Yanıtla' }).click();
    await expect(message).toBeHidden();
    const thread = await request.get(`/api/orders/${order.id}/messages`, {
      headers: customerHeaders(session),
    });
    const messages = ((await thread.json()) as { data: { senderType: string; message: string }[] })
      .data;
    expect(messages.at(-1)).toMatchObject({ senderType: 'staff', message: 'Hemen geliyor.' });

    await call.getByRole('button', { name: 'Tamamlandı' }).click();
    await expect(call).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { name: /^Mesajlar/ })).toBeVisible();
    await page.screenshot({ path: 'docs/screenshots/staff-requests-phone.png', fullPage: true });
    expect(await findA11yViolations(page)).toEqual([]);
  } finally {
    await phoneContext.close();
  }
});

test('the kitchen has no requests screen', async ({ page }) => {
  await signIn(page, KITCHEN);
  await expect(screenTab(page, 'İstekler', { includeHidden: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Ekranlar' }).getByRole('link')).toHaveText([
    /^Siparişler/,
    'Mutfak Ekranı',
    'Menü / Stok',
    // The kitchen reads its own share of the day's tips (ADR 088).
    'Bahşişlerim',
  ]);
});

// Issue 28: one diner asking again and again flooded the tablet, a card and a chime each. Now
// the same diner's repeats at one table are one card with a count, handled at once. (Their one
// chime is unit-tested, lib/fold-notices.test.ts: other specs' diners chime on this tablet too.)
test("a diner's repeated messages and bill requests are one card each, with a count", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, OWNER);
  await openScreen(page, 'İstekler');
  const { session, order } = await dinerWithOrder(request, 'table-bogaz08');

  const diner = customerHeaders(session);
  const texts = ['Su alabilir miyiz?', 'Su lütfen', 'Hâlâ su bekliyoruz'];
  for (const message of texts) {
    const sent = await request.post(`/api/orders/${order.id}/messages`, {
      headers: diner,
      data: { message },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  for (let i = 0; i < 2; i++) {
    const asked = await request.post(`/api/orders/${order.id}/request-bill`, {
      headers: diner,
      data: { paymentMethod: 'cash', tipPercentage: 0 },
    });
    expect(asked.status(), await asked.text()).toBe(201);
  }

  const ours = { hasText: `Sipariş #${order.orderNumber}` };
  const message = page
    .getByRole('region', { name: /^Mesajlar/ })
    .getByRole('article', { name: /: mesaj \(3 kez\)$/ })
    .filter(ours);
  await expect(message).toContainText('×3');
  for (const text of texts) await expect(message).toContainText(text);
  const bill = page
    .getByRole('region', { name: /^Hesap istekleri/ })
    .getByRole('article', { name: /: hesap isteği \(2 kez\)$/ })
    .filter(ours);
  await expect(bill).toContainText('×2');
  await expect(
    page
      .getByRole('region', { name: /^Mesajlar/ })
      .getByRole('article')
      .filter(ours),
  ).toHaveCount(1);
  expect(await findA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('staff-requests-folded.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(message).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('staff-requests-folded-phone.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1024, height: 768 });

  // One answer answers all three; one tap acknowledges both bill requests.
  await message.getByRole('textbox', { name: /için yanıtınız$/ }).fill('Hemen geliyor.');
  await message.getByRole('button', { name: 'Yanıtla' }).click();
  await expect(message).toBeHidden();
  await bill.getByRole('button', { name: 'Hesap Yolda' }).click();
  await expect(bill).toContainText('Hesap yolda');
  await expect(bill.getByRole('button', { name: 'Hesap Yolda' })).toHaveCount(0);
});
