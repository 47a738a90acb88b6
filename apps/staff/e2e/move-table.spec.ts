import { expect, test, type Page } from '@playwright/test';
import { DEMO_BUSINESS_IDS } from '../../server/src/db/seed/demo-ids.ts';
import { registerByApi, storeSession, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { placeApiOrder } from '../../web/e2e/support/bill-helpers.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff } from './support/sign-in.ts';
import { newPhone } from '../../web/e2e/support/phone.ts';
import { openScreen } from './support/screens.ts';

// Issue 32 §3, ADR 075: a party asks to move to the garden. The waiter moves the table on its
// panel; the diner's phone, open on its order, shows the new table by itself and still asks
// for the bill, which reaches the new table's panel.

const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234' };

/** The phone opens the table's printed code and joins its sitting (ADR 042). */
async function scan(phone: Page, qrUrl: string, tableId: string) {
  const joined = phone.waitForResponse((r) => r.url().endsWith('/api/tables/sessions/join'));
  await phone.goto(qrUrl);
  await phone.waitForURL(`**/customerapp/menu/${BOGAZ}/${tableId}`);
  expect((await joined).status()).toBe(201);
}

const openTable = async (page: Page, name: string) => {
  await page.getByRole('button', { name: new RegExp(`^${name}\\b`) }).click();
  return page.getByRole('region', { name: new RegExp(`^${name} ·`) });
};

test("a party moved to another table: the diner's phone follows it and asks for the bill there", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const from = await ownTable(request, BOGAZ, 'İçeri');
  const to = await ownTable(request, BOGAZ, 'Bahçe');
  const phoneContext = await newPhone(browser);
  try {
    const diner = await registerByApi(request, uniqueEmail('tasinan'), 'Taşınan Misafir');
    const phone = await phoneContext.newPage();
    await storeSession(phone, diner);
    await scan(phone, from.qrUrl, from.id);
    const { order } = await placeApiOrder(request, diner, BOGAZ, from.id, 1);
    await phone
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Siparişler' })
      .click();
    const card = phone.getByRole('article', { name: `Sipariş #${order.orderNumber}` });
    await expect(card).toContainText(from.name);

    await signInStaff(page, OWNER);
    await openScreen(page, 'Masalar');
    const panel = await openTable(page, from.name);
    await panel.getByRole('button', { name: 'Masayı taşı' }).click();
    const form = panel.getByRole('form', { name: 'Masayı taşı' });
    // Only free tables are offered: the party's own table is not.
    await expect(form.getByRole('option', { name: new RegExp(from.name) })).toHaveCount(0);
    await form.getByLabel('Hangi masa?').selectOption({ label: `${to.name} · Boş` });
    await expect(form).toContainText(
      `${from.name} masasındaki misafirler, 1 açık siparişi ve istekleriyle ${to.name} masasına taşınacak.`,
    );
    expect(await findA11yViolations(page)).toEqual([]);
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-move-table.png' });
    await form.getByRole('button', { name: 'Taşı', exact: true }).click();

    // The panel opens the new table, with the order; the old one is free.
    const moved = page.getByRole('region', { name: new RegExp(`^${to.name} ·`) });
    await expect(moved).toContainText(`Sipariş #${order.orderNumber}`);
    await expect(page.getByRole('button', { name: new RegExp(`^${from.name}\\b`) })).toContainText(
      'Boş',
    );

    // The phone, left open on its order, shows the new table by itself, and asks for the bill.
    await expect(card).toContainText(to.name);
    await expect(card).not.toContainText(from.name);
    await phone.screenshot({ path: 'docs/screenshots/diner-moved-table-390.png' });
    await card.getByRole('button', { name: 'Hesap İste' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Hesap İste' });
    const asked = phone.waitForResponse((r) =>
      r.url().endsWith(`/orders/${order.id}/request-bill`),
    );
    await dialog.getByRole('button', { name: 'Hesap İste', exact: true }).click();
    expect((await asked).status()).toBe(201);
    await expect(moved.getByRole('group', { name: /^Masanın istekleri/ })).toBeVisible();
    // The phone's table is the new one: its link to the table's orders opens that table.
    await phone.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await phone.getByRole('link', { name: /^Masanın Siparişleri/ }).click({ timeout: 10_000 });
    await expect(phone).toHaveURL(`/customerapp/table/${BOGAZ}/${to.id}`);
    await expect(
      phone.getByRole('article', { name: `Sipariş #${order.orderNumber}` }),
    ).toBeVisible();

    // On a waiter's phone the same panel and its move form fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await moved.getByRole('button', { name: 'Masayı taşı' }).click();
    await moved.getByRole('form', { name: 'Masayı taşı' }).scrollIntoViewIfNeeded();
    expect(await findA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'docs/screenshots/staff-move-table-390.png' });
  } finally {
    await phoneContext.close();
    await from.close();
    await to.close();
  }
});

test('two tables merged: the second party joins the first table, whose panel takes both bills', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const windowTable = await ownTable(request, BOGAZ, 'Pencere');
  const corner = await ownTable(request, BOGAZ, 'Köşe');
  try {
    const ayse = await registerByApi(request, uniqueEmail('birlesen'), 'Ayşe Pencere');
    const can = await registerByApi(request, uniqueEmail('birlesen'), 'Can Köşe');
    const first = (await placeApiOrder(request, ayse, BOGAZ, windowTable.id, 1)).order;
    const second = (await placeApiOrder(request, can, BOGAZ, corner.id, 1)).order;

    await signInStaff(page, OWNER);
    await openScreen(page, 'Masalar');
    const panel = await openTable(page, corner.name);
    await panel.getByRole('button', { name: 'Masaları birleştir' }).click();
    const form = panel.getByRole('form', { name: 'Masaları birleştir' });
    // Only seated tables are offered: a free one would be a move.
    await expect(form.getByRole('option', { name: /· Boş$/ })).toHaveCount(0);
    await form
      .getByLabel('Hangi masa?')
      .selectOption({ label: `${windowTable.name} · Sipariş verildi` });
    await expect(form).toContainText(
      `${corner.name} masasındaki misafirler ve 1 açık sipariş ${windowTable.name} masasına katılacak; hesaplar ${windowTable.name} masasında ödenir, ${corner.name} boşalır.`,
    );
    expect(await findA11yViolations(page)).toEqual([]);
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-merge-tables.png' });
    await form.getByRole('button', { name: 'Birleştir', exact: true }).click();

    // The first table's panel holds both bills; the corner is free.
    const merged = page.getByRole('region', { name: new RegExp(`^${windowTable.name} ·`) });
    await expect(merged).toContainText(`Sipariş #${first.orderNumber}`);
    await expect(merged).toContainText(`Sipariş #${second.orderNumber}`);
    await expect(
      page.getByRole('button', { name: new RegExp(`^${corner.name}\\b`) }),
    ).toContainText('Boş');
    await page.setViewportSize({ width: 390, height: 844 });
    await merged.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-merge-tables-390.png' });
    await page.setViewportSize({ width: 1024, height: 768 });

    // Both bills are paid at the merged table, each in cash.
    for (const order of [first, second]) {
      const line = merged
        .getByRole('listitem')
        .filter({ hasText: `Sipariş #${order.orderNumber}` });
      await line.getByRole('button', { name: 'Ödeme Al' }).click();
      const pay = line.getByRole('form', { name: `Sipariş #${order.orderNumber} ödemesi` });
      await pay.getByRole('radio', { name: 'Nakit' }).check();
      await pay.getByRole('button', { name: /Ödemeyi Kaydet$/ }).click();
      await expect(
        page.getByRole('region', { name: `Sipariş #${order.orderNumber} ödeme fişi` }),
      ).toBeVisible();
    }
    // Nothing is left on either bill; the food, paid before it came, keeps the table open.
    for (const order of [first, second]) {
      await expect(
        merged.getByRole('listitem').filter({ hasText: `Sipariş #${order.orderNumber} ·` }),
      ).toContainText('kalan ₺0,00');
    }
  } finally {
    await windowTable.close();
    await corner.close();
  }
});

test("a friend's dish moves to the table she joined: both bills are recalculated", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const here = await ownTable(request, BOGAZ, 'Burası');
  const there = await ownTable(request, BOGAZ, 'Şurası');
  try {
    const zeynep = await registerByApi(request, uniqueEmail('urun'), 'Zeynep Burada');
    const kerem = await registerByApi(request, uniqueEmail('urun'), 'Kerem Şurada');
    const { order, productName } = await placeApiOrder(request, zeynep, BOGAZ, here.id, 2, {
      productName: 'Ayran',
    });
    const other = (await placeApiOrder(request, kerem, BOGAZ, there.id, 1)).order;

    await signInStaff(page, OWNER);
    await openScreen(page, 'Masalar');
    const panel = await openTable(page, here.name);
    const ours = panel.getByRole('listitem').filter({ hasText: `Sipariş #${order.orderNumber} ·` });
    await ours.getByRole('button', { name: 'Ürünleri taşı' }).click();
    const form = ours.getByRole('form', { name: 'Ürünleri taşı' });
    await form.getByLabel('Hangi masa?').selectOption({ label: `${there.name} · Sipariş verildi` });
    await form.getByLabel(`${productName} (2 adet): taşınacak adet`).fill('1');
    await expect(form).toContainText(
      `1 adet ürün ${there.name} masasının hesabına taşınacak; iki hesap yeniden hesaplanır.`,
    );
    expect(await findA11yViolations(page)).toEqual([]);
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-move-lines.png' });
    await form.getByRole('button', { name: 'Taşı', exact: true }).click();
    await expect(ours.getByRole('list', { name: 'Hesap', exact: true })).toContainText(
      `1 × ${productName}`,
    );

    const theirs = (await openTable(page, there.name))
      .getByRole('listitem')
      .filter({ hasText: `Sipariş #${other.orderNumber} ·` });
    await expect(theirs).toContainText(`1 × ${productName}`);
  } finally {
    await here.close();
    await there.close();
  }
});
