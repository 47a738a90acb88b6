import { type Browser, type Page, expect, test } from '@playwright/test';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { customerHeaders } from '../../web/e2e/support/bill-helpers.ts';
import { BOGAZ_ID, openAsDiner } from '../../web/e2e/support/diner-orders.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { cuttableSocket, heldSocket } from '../../web/e2e/support/socket-cut.ts';
import { addFromMenu } from '../../web/e2e/support/menu-helpers.ts';
import { newPhone } from '../../web/e2e/support/phone.ts';

// Issue 16, first slice: a diner phone orders through the diner app; the staff tablet, signed
// in through the staff app, sees the card arrive live and moves it along; the diner's screen
// follows every status. No simulator and no API call on the staff side.

const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234' };
const KITCHEN = { email: 'kitchen@bogaz.masa.app', password: 'staff1234' };

async function expectNoA11yViolations(page: Page) {
  expect(await findA11yViolations(page)).toEqual([]);
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/staff/');
  await expect(page.getByRole('heading', { name: 'Personel Girişi' })).toBeVisible();
  await page.getByLabel('E-posta').fill(account.email);
  await page.getByLabel('Şifre').fill(account.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('heading', { name: /^Yeni/ })).toBeVisible();
}

/** A fresh diner on a phone, at `table`, with Menemen and Çay ordered through the menu and cart. */
async function dinerOrders(browser: Browser, table: string) {
  const context = await newPhone(browser, { timezoneId: 'Europe/Istanbul' });
  const phone = await context.newPage();
  const session = await registerByApi(phone.request, uniqueEmail('staffboard'), 'Masa Yedi');
  await openAsDiner(phone, session, table, `/menu/${BOGAZ_ID}/${table}`);
  await addFromMenu(phone, 'Menemen', ['Soğanlı']);
  await addFromMenu(phone, 'Çay', ['Normal']);
  await phone.getByRole('link', { name: /Sepete git/ }).click();
  await phone.getByRole('button', { name: 'Siparişi Onayla' }).click();
  await expect(phone.getByText('Siparişiniz başarıyla oluşturuldu!').first()).toBeVisible();
  const orderId = await phone.evaluate(() => localStorage.getItem('activeOrderId'));
  const read = await phone.request.get(`/api/orders/${orderId}?businessId=${BOGAZ_ID}`, {
    headers: customerHeaders(session),
  });
  const { orderNumber } = ((await read.json()) as { data: { orderNumber: number } }).data;
  await phone.goto('/customerapp/orders');
  const dinerCard = phone.getByRole('article', { name: `Sipariş #${orderNumber}` });
  await expect(dinerCard.getByText('Bekliyor', { exact: true }).first()).toBeVisible();
  return { context, phone, orderNumber, dinerCard };
}

test('a diner orders; the staff board shows it live, accepts it and moves it to ready', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/staff/');
  await expectNoA11yViolations(page);
  await signIn(page, OWNER);
  await expect(page.getByText('Mehmet Kaya · İşletme sahibi')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Canlı' })).toBeVisible();
  // Remembered on this device: a reload keeps the board.
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Yeni/ })).toBeVisible();
  await page.getByRole('button', { name: 'Servisi Başlat' }).click();
  await expect(page.getByText('Ses kapalı')).toBeHidden();

  // A table of its own: a later order takes its sitting's party (ADR 054), and others order
  // at the demo tables.
  const table = await ownTable(request, BOGAZ_ID, 'Pano');
  const { context, orderNumber, dinerCard } = await dinerOrders(browser, table.id);
  try {
    // The card arrives without a reload, in the new column, and the tab title counts it.
    const newColumn = page.getByRole('region', { name: /^Yeni/ });
    const card = newColumn.getByRole('article', { name: `${table.name} Sipariş #${orderNumber}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText('1 kişi');
    await expect(card).toContainText(/0 dk/);
    await expect(card).toContainText('1 × Menemen');
    await expect(card).toContainText('1 × Çay');
    await expect(page).toHaveTitle(/^\(\d+\) Masa Personel$/);
    await expectNoA11yViolations(page);

    await card.getByRole('button', { name: 'Kabul Et' }).click();
    const received = page
      .getByRole('region', { name: /^Alındı/ })
      .getByRole('article', { name: `${table.name} Sipariş #${orderNumber}` });
    await expect(received).toBeVisible();
    await expect(dinerCard.getByText('Alındı', { exact: true }).first()).toBeVisible();

    await received.getByRole('button', { name: 'Hazırlamaya Başla' }).click();
    const preparing = page
      .getByRole('region', { name: /^Hazırlanıyor/ })
      .getByRole('article', { name: `${table.name} Sipariş #${orderNumber}` });
    await expect(preparing).toBeVisible();
    await expect(dinerCard.getByText('Hazırlanıyor', { exact: true }).first()).toBeVisible();

    // The kitchen crosses off the tea first.
    const tea = preparing.getByRole('button', { name: 'Çay hazır işaretle' });
    await tea.click();
    await expect(
      preparing.getByRole('button', { name: 'Çay teslim edildi işaretle' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await preparing.getByRole('button', { name: 'Hazır', exact: true }).click();
    const ready = page
      .getByRole('region', { name: /^Hazır/ })
      .getByRole('article', { name: `${table.name} Sipariş #${orderNumber}` });
    await expect(ready).toBeVisible();
    await expect(dinerCard.getByText('Hazır', { exact: true }).first()).toBeVisible();

    await page.screenshot({ path: 'docs/screenshots/staff-board.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(ready).toBeVisible();
    await page.screenshot({ path: 'docs/screenshots/staff-board-phone.png', fullPage: true });
    await expectNoA11yViolations(page);

    // English, chosen once, stays; signing out ends the session on this device.
    await page.getByRole('combobox', { name: 'Dil' }).selectOption('en');
    await expect(page.getByRole('heading', { name: /^Ready/ })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    // The tablet's browser is Turkish; the server's refusal comes in the language chosen.
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is wrong.');
  } finally {
    await context.close();
    await table.close();
  }
});

test('the kitchen sees the board and moves orders, but cannot cancel them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, orderNumber } = await dinerOrders(browser, 'table-bogaz08');
  try {
    await signIn(page, KITCHEN);
    await expect(page.getByText('Mutfak', { exact: false }).first()).toBeVisible();
    const card = page.getByRole('article', { name: new RegExp(`Sipariş #${orderNumber}$`) });
    await expect(card.getByRole('button', { name: 'Kabul Et' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'İptal Et' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Kabul Et' }).click();
    await expect(card.getByRole('button', { name: 'Hazırlamaya Başla' })).toBeVisible();
    await expectNoA11yViolations(page);
  } finally {
    await context.close();
  }
});

test('the owner cancels an order with a reason; a wrong password is refused with its message', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/staff/');
  await page.getByLabel('E-posta').fill(OWNER.email);
  await page.getByLabel('Şifre').fill('yanlis-sifre');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-posta adresi veya şifre hatalı.');

  const { context, orderNumber, dinerCard } = await dinerOrders(browser, 'table-bogaz09');
  try {
    await signIn(page, OWNER);
    const card = page.getByRole('article', { name: new RegExp(`Sipariş #${orderNumber}$`) });
    await card.getByRole('button', { name: 'İptal Et' }).click();
    const dialog = page.getByRole('dialog', { name: `Sipariş #${orderNumber} iptal edilsin mi?` });
    await dialog.getByRole('button', { name: 'Siparişi İptal Et' }).click();
    await expect(dialog.getByText('İptal nedeni boş olamaz')).toBeVisible();
    await dialog.getByLabel('İptal nedeni (müşteri görür)').fill('Menemen bugün tükendi.');
    await dialog.getByRole('button', { name: 'Siparişi İptal Et' }).click();
    await expect(card).toHaveCount(0);
    await expect(dinerCard).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('after a lost connection the board fetches the orders it missed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The live connection passes through the test, which cuts it as a dropped network would.
  const socket = await cuttableSocket(page);
  await signIn(page, OWNER);
  await expect(page.getByRole('status').filter({ hasText: 'Canlı' })).toBeVisible();
  await socket.cut();
  await expect(page.getByRole('status').filter({ hasText: 'Bağlantı yok' })).toBeVisible();

  const { context, orderNumber } = await dinerOrders(browser, 'table-bogaz10');
  try {
    const card = page.getByRole('article', { name: new RegExp(`Sipariş #${orderNumber}$`) });
    // Offline, the board cannot know (the diner's order was placed meanwhile).
    await expect(card).toHaveCount(0);
    socket.restore();
    // socket.io waits out its 20 s connect timeout on the cut attempt, then retries.
    await expect(card).toBeVisible({ timeout: 60_000 });
  } finally {
    await context.close();
  }
});

test('an order placed before the live connection first opened shows once it opens', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  // The board reads the open orders; its live connection opens only after the diner ordered.
  const socket = await heldSocket(page);
  await signIn(page, OWNER);
  await expect.poll(() => socket.isHeld()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Canlı' })).toHaveCount(0);

  // A second tablet, signed in and live, sees the order come: its news has gone out.
  const second = await context.newPage();
  await second.goto('/staff/');
  await expect(second.getByRole('heading', { name: /^Yeni/ })).toBeVisible();
  await expect(second.getByRole('status').filter({ hasText: 'Canlı' })).toBeVisible();
  const { context: phone, orderNumber } = await dinerOrders(browser, 'table-bogaz10');
  try {
    const cardOn = (tablet: Page) =>
      tablet.getByRole('article', { name: new RegExp(`Sipariş #${orderNumber}$`) });
    await expect(cardOn(second)).toBeVisible();
    await expect(cardOn(page)).toHaveCount(0);

    socket.release();
    await expect(page.getByRole('status').filter({ hasText: 'Canlı' })).toBeVisible();
    await expect(cardOn(page)).toBeVisible();
  } finally {
    await phone.close();
  }
});

test('the language comes from the browser until one is chosen', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1024, height: 768 },
  });
  try {
    const tablet = await context.newPage();
    await tablet.goto('/staff/');
    await expect(tablet.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    await expect(tablet.locator('html')).toHaveAttribute('lang', 'en');
    await tablet.getByRole('combobox', { name: 'Language' }).selectOption('tr');
    await tablet.reload();
    await expect(tablet.getByRole('heading', { name: 'Personel Girişi' })).toBeVisible();
    await expect(tablet.locator('html')).toHaveAttribute('lang', 'tr');
  } finally {
    await context.close();
  }
});
