import { expect, test } from '@playwright/test';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { placeApiOrder } from '../../web/e2e/support/bill-helpers.ts';
import { BOGAZ } from '../../web/e2e/support/qr-video.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff } from './support/sign-in.ts';

// Issue 32 §1 (ADR 073): voids and ikram from the board too. A diner ordered two Ayran and
// changed their mind about one before the bar started; the waiter voids it from the order's
// card on the board as "İptal (yapılmadı)" with a reason of the business's list. The card and
// the kitchen display show one Ayran; the kitchen has no such button.

const WAITER = { email: 'waiter@bogaz.masa.app', password: 'staff1234' };
const KITCHEN = { email: 'kitchen@bogaz.masa.app', password: 'staff1234' };

test('a waiter voids one of two Ayran from the board; the card and the kitchen display show one', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  const table = await ownTable(request, BOGAZ, 'Pano düzelt');
  const kitchen = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  try {
    const diner = await registerByApi(request, uniqueEmail('ayran'), 'Vazgeçen Misafir');
    const { order } = await placeApiOrder(request, diner, BOGAZ, table.id, 2, {
      productName: 'Ayran',
    });
    const cardName = new RegExp(`Sipariş #${order.orderNumber}$`);

    await signInStaff(page, WAITER);
    const card = page.getByRole('article', { name: cardName });
    await expect(card.locator('.line-name')).toHaveText(['2 × Ayran']);
    await card.getByRole('button', { name: 'Düzelt: Ayran' }).click();
    const correct = page.getByRole('dialog', { name: 'Düzelt: Ayran' });
    await correct.getByLabel('İptal (yapılmadı)').check();
    await correct.getByLabel(/^Adet/).fill('1');
    await correct.getByLabel('Sebep', { exact: true }).selectOption({ label: 'Müşteri vazgeçti' });
    expect(await findA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'docs/screenshots/staff-board-line-correction-1024.png' });
    await correct.getByRole('button', { name: 'İptal (yapılmadı)' }).click();
    await expect(correct).toBeHidden();
    // One Ayran still to make; the other stays on the card crossed out as cancelled.
    await expect(card.locator('.line:not(.line-cancelled) .line-name')).toHaveText(['1 × Ayran']);
    await expect(card.locator('.line-cancelled .line-name')).toHaveText(['1 × Ayran']);
    await expect(card.getByRole('button', { name: 'Düzelt: Ayran' })).toHaveCount(1);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-board-line-voided-1024.png' });
    // The waiter's phone: the same card, its lines' buttons still in reach.
    await page.setViewportSize({ width: 390, height: 844 });
    await card.getByRole('button', { name: 'Düzelt: Ayran' }).scrollIntoViewIfNeeded();
    await expect(card.getByRole('button', { name: 'Düzelt: Ayran' })).toBeInViewport();
    expect(await findA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'docs/screenshots/staff-board-line-voided-390.png' });

    // The kitchen: no "Düzelt" on its board, and one Ayran to make on its display.
    const screen = await kitchen.newPage();
    await signInStaff(screen, KITCHEN);
    const kitchenCard = screen.getByRole('article', { name: cardName });
    await expect(kitchenCard.locator('.line:not(.line-cancelled) .line-name')).toHaveText([
      '1 × Ayran',
    ]);
    await expect(kitchenCard.getByRole('button', { name: /^Düzelt/ })).toHaveCount(0);
    await screen.getByRole('link', { name: 'Mutfak Ekranı' }).click();
    await screen.getByLabel('İstasyon').selectOption('');
    const display = screen.getByRole('article', { name: cardName });
    await expect(display).toContainText('1 × Ayran');
    await expect(display).not.toContainText('2 × Ayran');
  } finally {
    await kitchen.close();
    await table.close();
  }
});
