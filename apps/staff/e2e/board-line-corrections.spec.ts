import { expect, test } from '@playwright/test';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { placeApiOrder } from '../../web/e2e/support/bill-helpers.ts';
import { BOGAZ } from '../../web/e2e/support/qr-video.ts';
import { staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff } from './support/sign-in.ts';
import { openScreen } from './support/screens.ts';

// Issue 32 §1 (ADR 073): voids and ikram from the board too. A diner ordered two Ayran and
// changed their mind about one before the bar started; the waiter voids it from the order's
// card on the board as "İptal (yapılmadı)" with a reason of the business's list. The card and
// the kitchen display show one Ayran; the kitchen has no such button.

const WAITER = { email: 'waiter@bogaz.masa.app', password: 'staff1234' };
const KITCHEN = { email: 'kitchen@bogaz.masa.app', password: 'staff1234' };
const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234' };

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
    await openScreen(screen, 'Mutfak Ekranı');
    await screen.getByLabel('İstasyon').selectOption('');
    const display = screen.getByRole('article', { name: cardName });
    await expect(display).toContainText('1 × Ayran');
    await expect(display).not.toContainText('2 × Ayran');
  } finally {
    await kitchen.close();
    await table.close();
  }
});

test('a 40-character dish name is shown whole on a 1024 px board card, its buttons under it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  const name = 'Közlenmiş Patlıcanlı Hünkârbeğendi Tabak';
  expect(name).toHaveLength(40);
  const staff = await staffHeaders(request, OWNER);
  const menu = (await (await request.get(`/api/products/business/${BOGAZ}`)).json()) as {
    data: { name: string; categoryId: string }[];
  };
  const category = menu.data.find((product) => product.name === 'Ayran')!.categoryId;
  const created = await request.post('/api/staff/products', {
    headers: staff,
    data: { categoryId: category, name, price: 320_00, vatRate: 10 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = ((await created.json()) as { data: { id: string } }).data;
  const table = await ownTable(request, BOGAZ, 'Uzun ad');
  try {
    const diner = await registerByApi(request, uniqueEmail('uzun'), 'Uzun Adlı Tabak');
    const { order } = await placeApiOrder(request, diner, BOGAZ, table.id, 2, {
      productName: name,
    });
    await signInStaff(page, WAITER);
    const card = page.getByRole('article', { name: new RegExp(`Sipariş #${order.orderNumber}$`) });
    await card.scrollIntoViewIfNeeded();
    const line = card.locator('.line-name');
    await expect(line).toHaveText([`2 × ${name}`]);
    await card.screenshot({ path: 'test-results/staff-board-long-name-1024.png' });
    // Whole: nothing of it overflows its box, and its box lies within the card, apart from the
    // "Düzelt" and "Tükendi" buttons (under it), which stay inside the card too.
    const fits = await line.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits, 'the name wraps instead of overflowing').toBe(true);
    const cardBox = (await card.boundingBox())!;
    const nameBox = (await line.boundingBox())!;
    const inCard = (box: { x: number; width: number }) =>
      box.x >= cardBox.x - 0.5 && box.x + box.width <= cardBox.x + cardBox.width + 0.5;
    expect(inCard(nameBox), 'the name inside the card').toBe(true);
    for (const button of [
      card.getByRole('button', { name: `Düzelt: ${name}` }),
      card.getByRole('button', { name: `${name} tükendi` }),
    ]) {
      const box = (await button.boundingBox())!;
      expect(inCard(box), 'a button inside the card').toBe(true);
      const apart =
        box.y >= nameBox.y + nameBox.height - 0.5 || box.x >= nameBox.x + nameBox.width - 0.5;
      expect(apart, 'a button under or beside the name, never over it').toBe(true);
    }
  } finally {
    await table.close();
    await request.delete(`/api/staff/products/${product.id}`, { headers: staff });
  }
});
