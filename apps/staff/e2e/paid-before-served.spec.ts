import { expect, test } from '@playwright/test';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { openSignedIn, placeApiOrder } from '../../web/e2e/support/bill-helpers.ts';
import { BOGAZ } from '../../web/e2e/support/qr-video.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff } from './support/sign-in.ts';
import { newPhone } from '../../web/e2e/support/phone.ts';
import { openScreen } from './support/screens.ts';

// Issue 29 item 1, ADR 054: a dish paid before it is made is still made. A diner orders two
// Bal Kaymak; the staff accept it and take the payment at the tablet before the kitchen
// starts; the order stays on the board, the kitchen display and the table, the table cannot
// be cleared; the kitchen makes it, the waiter delivers it, and only then does it leave the
// board and the table clear. The diner follows every status on the phone.

const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234' };

test('an order paid before it is made stays on the board and the kitchen display until served', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // A table of its own: no other spec's orders keep it from being cleared.
  const table = await ownTable(request, BOGAZ, 'Tatlı');
  const phoneContext = await newPhone(browser);
  try {
    await signInStaff(page, OWNER);
    const phone = await phoneContext.newPage();
    const diner = await registerByApi(phone.request, uniqueEmail('paidfirst'), 'Tatlı Masası');
    const { order } = await placeApiOrder(phone.request, diner, BOGAZ, table.id, 2, {
      productName: 'Bal Kaymak',
    });
    await openSignedIn(phone, diner, { businessId: BOGAZ, tableId: table.id }, '/orders');
    const dinerCard = phone.getByRole('article', { name: `Sipariş #${order.orderNumber}` });
    await expect(dinerCard.getByText('Bekliyor', { exact: true }).first()).toBeVisible();

    // The staff accept it.
    const card = (column: RegExp) =>
      page
        .getByRole('region', { name: column })
        .getByRole('article', { name: new RegExp(`Sipariş #${order.orderNumber}$`) });
    await card(/^Yeni/).getByRole('button', { name: 'Kabul Et' }).click();
    await expect(card(/^Alındı/)).toBeVisible();
    await expect(dinerCard.getByText('Alındı', { exact: true }).first()).toBeVisible();

    // The party pays at once, at the tablet, before anything is made.
    await openScreen(page, 'Masalar');
    const tile = page.getByRole('button', { name: /^Tatlı [0-9A-Z]+\b/ });
    await tile.click();
    const panel = page.getByRole('region', { name: /^Tatlı [0-9A-Z]+ ·/ });
    const line = panel.getByRole('listitem').filter({ hasText: `Sipariş #${order.orderNumber}` });
    await line.getByRole('button', { name: 'Ödeme Al' }).click();
    const payment = panel.getByRole('form', { name: `Sipariş #${order.orderNumber} ödemesi` });
    await payment.getByRole('radio', { name: 'Nakit' }).check();
    await payment.getByRole('button', { name: /Ödemeyi Kaydet$/ }).click();

    // Paid, and still open: on the table with nothing left to pay, not to be cleared yet.
    await expect(line).toContainText('Alındı');
    await expect(line).toContainText('kalan ₺0,00');
    await expect(line.getByRole('button', { name: 'Ödeme Al' })).toHaveCount(0);
    await expect(panel).not.toContainText('Açık sipariş yok');
    await expect(panel.getByRole('button', { name: 'Masayı Boşalt' })).toBeDisabled();
    await expect(panel).toContainText(
      'Masa, açık siparişler ödenip servis edilince boşaltılabilir.',
    );
    await expect(tile).toContainText('Sipariş verildi');
    // The diner still sees where the dish is, and asks for no bill any more.
    await expect(dinerCard.getByText('Alındı', { exact: true }).first()).toBeVisible();
    await expect(dinerCard.getByRole('button', { name: 'Hesap İste' })).toHaveCount(0);
    await phone.screenshot({ path: test.info().outputPath('diner-paid-before-served-390.png') });

    // Still on the board, where it was.
    await openScreen(page, 'Siparişler');
    await expect(card(/^Alındı/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('board-paid-before-served-1024.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card(/^Alındı/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('board-paid-before-served-390.png') });
    await page.setViewportSize({ width: 1024, height: 768 });

    // The kitchen display has it, and the kitchen makes it.
    await openScreen(page, 'Mutfak Ekranı');
    await page.getByLabel('İstasyon').selectOption('');
    const kitchenCard = page.getByRole('article', {
      name: new RegExp(`Sipariş #${order.orderNumber}$`),
    });
    await expect(kitchenCard).toContainText('2 × Bal Kaymak');
    await kitchenCard.getByRole('button', { name: /Tamamı Hazır$/ }).click();
    await expect(kitchenCard).toBeHidden();
    await expect(dinerCard.getByText('Hazır', { exact: true }).first()).toBeVisible();

    // The waiter delivers it: now it leaves the board, and the table can be cleared.
    await openScreen(page, 'Siparişler');
    await card(/^Hazır/)
      .getByRole('button', { name: 'Teslim Et' })
      .click();
    await expect(
      page.getByRole('article', { name: new RegExp(`Sipariş #${order.orderNumber}$`) }),
    ).toHaveCount(0);
    await phone.getByRole('tab', { name: /Geçmiş Siparişler/ }).click();
    await expect(dinerCard.getByText('Ödendi', { exact: true }).first()).toBeVisible();

    await openScreen(page, 'Masalar');
    await expect(tile).toContainText('Ödendi');
    await tile.click();
    await expect(panel).toContainText('Açık sipariş yok');
    await panel.getByRole('button', { name: 'Masayı Boşalt' }).click();
    await expect(tile).toContainText('Boş');
  } finally {
    await phoneContext.close();
    await table.close();
  }
});
