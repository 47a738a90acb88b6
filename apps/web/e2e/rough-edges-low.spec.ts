import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { BOGAZ_ID, dinerWithOrder, openAsDiner } from './support/diner-orders.ts';
import { registerByApi, storeSession, uniqueEmail } from './support/account-helpers.ts';
import { holdRoute } from './support/held-route.ts';
import { addFromMenu } from './support/menu-helpers.ts';
import { ownTable } from './support/table-tokens.ts';

// Issue 30's Low items, walked on a phone (390×844, the diner project's viewport): the small
// stumbles a diner still meets after the meal's main path is right. One test per finding.

const dishes = (page: Page) => page.getByRole('list', { name: 'Ürünler' });
const dish = (page: Page, name: string) =>
  dishes(page).getByRole('link', { name: `${name} ayrıntıları`, exact: true });

test('a search searches the whole menu, whatever category was chosen', async ({ page }) => {
  await page.goto(`/customerapp/menu/${BOGAZ_ID}`);
  const chips = page.getByRole('list', { name: 'Kategoriler' });
  await chips.getByRole('button', { name: 'Tatlılar' }).click();
  await expect(dish(page, 'Künefe')).toBeVisible();
  await expect(dish(page, 'Ayran')).toHaveCount(0);

  // In 'Tatlılar', the diner looks for a drink: it is found under its own heading.
  await page.getByRole('searchbox', { name: 'Ürün ara' }).fill('ayran');
  await expect(dish(page, 'Ayran')).toBeVisible();
  await expect(page.getByText('Aramanıza uygun ürün bulunamadı.')).toHaveCount(0);
  await expect(dishes(page).getByRole('heading', { level: 2 })).toHaveText(['Soğuk İçecekler']);

  // Clearing the search returns to the chosen category.
  await page.getByRole('button', { name: 'Aramayı temizle' }).click();
  await expect(dish(page, 'Künefe')).toBeVisible();
  await expect(dish(page, 'Ayran')).toHaveCount(0);
});

test('the cart asks about the open order before it offers a new one', async ({ page }) => {
  const table = await ownTable(page.request, BOGAZ_ID, 'Açık Sipariş');
  const { session } = await dinerWithOrder(page.request, table.id);
  // The phone does not know the order (placed on another phone, or forgotten by a new scan of
  // the table's code), and the list of the diner's orders is slow to come: held until the cart
  // has shown what it shows meanwhile.
  const ordersList = await holdRoute(page, '**/api/orders/user?*');
  await openAsDiner(page, session, table.id, `/menu/${BOGAZ_ID}/${table.id}`);
  await addFromMenu(page, 'Ayran');
  await page.getByRole('link', { name: /^Sepete git/ }).click();

  const newOrder = page.getByRole('spinbutton', { name: 'Kişi Sayısı' });
  const waiting = page.getByRole('status').filter({ hasText: 'Yükleniyor...' });
  await expect(waiting).toBeVisible();
  await expect(newOrder).toHaveCount(0);
  ordersList.release();
  await expect(
    page.getByText('Masanızda aktif bir siparişiniz var: sepetteki ürünler bu siparişe eklenecek.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siparişe Ekle' })).toBeVisible();
  await expect(newOrder).toHaveCount(0);
  await table.close();
});

test('a heart keeps its name and says its state; Favorilerim lists the hearted dishes', async ({
  page,
  request,
}) => {
  await storeSession(page, await registerByApi(request, uniqueEmail('favori'), 'Favori Deneme'));
  // At a table: Favorilerim lists the hearts of that restaurant's menu.
  await page.goto(`/customerapp/menu/${BOGAZ_ID}/table-bogaz05`);
  const heart = page.getByRole('button', { name: 'Favori: Künefe', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName('Favori: Künefe');

  await page.goto('/customerapp/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorilerim' })).toBeVisible();
  await expect(page.getByText(/yakında/)).toHaveCount(0);
  const list = page.getByRole('list', { name: 'Favorilerim' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('link', { name: 'Künefe' }).click();
  await expect(page).toHaveURL(/\/customerapp\/product\//);
  await expect(page.getByRole('heading', { name: 'Künefe' }).first()).toBeVisible();
});

test('Yardım says how to call the waiter and how to reach the restaurant', async ({
  page,
  request,
}) => {
  await storeSession(page, await registerByApi(request, uniqueEmail('yardim'), 'Yardım Deneme'));
  await page.goto(`/customerapp/menu/${BOGAZ_ID}/table-bogaz05`);
  // The table is known: the phone now keeps the restaurant it sits at.
  await expect(page.getByText('Salon 5 · Masa 5')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('business_id'))).toBe(BOGAZ_ID);
  await page.goto('/customerapp/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Yardım ve Destek' })).toBeVisible();
  await expect(page.getByText(/yakında/)).toHaveCount(0);
  await expect(page.getByText(/‘Garson Çağır’ ya da ‘Hesap İste’/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Boğaziçi Lokantası' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Restoranı ara: +90 212 263 45 67' }),
  ).toHaveAttribute('href', 'tel:+902122634567');
  await page.getByRole('link', { name: 'Siparişlerime Git' }).click();
  await expect(page).toHaveURL(/\/customerapp\/orders$/);
});

test('after adding from a dish’s sheet, focus is back on the card’s button', async ({ page }) => {
  await page.goto(`/customerapp/menu/${BOGAZ_ID}`);
  const add = page.getByRole('button', { name: 'Çay sepete ekle' });
  await add.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Çay' });
  await sheet.getByLabel('Normal', { exact: true }).check();
  await sheet.getByRole('button', { name: /^Sepete Ekle/ }).click();
  await expect(sheet).toBeHidden();
  await expect(add).toBeFocused();
});
