import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openPrintedCode, ownTable } from './support/table-tokens.ts';
import { addFromMenu } from './support/menu-helpers.ts';
import { plainShell } from './support/plain-shell.ts';

// 001 §2, §4: a diner at a demo table orders from the menu, signs in from the checkout,
// schedules the order, and later adds to it. Demo ids: apps/server/src/db/seed/demo-ids.ts.

const BUSINESS_ID = '6650f1c2a4b3d5e6f7a8b901'; // Boğaziçi Lokantası, VAT included
const TABLE_ID = 'table-bogaz07'; // Bahçe 7, 4 seats; Kuver ₺50 per person
const MENU = `/customerapp/menu/${BUSINESS_ID}/${TABLE_ID}`;
const DEMO = { email: 'demo@masa.app', password: 'demo1234' };

type Order = {
  id: string;
  total: number;
  scheduledFor: string | null;
  items: { name: string; quantity: number; freeQuantity: number }[];
};
type Envelope<T> = { success: boolean; data: T; message?: string };

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The order as the server stored it, read with the diner's own token. */
async function storedOrder(page: Page, orderId: string): Promise<Order> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const response = await page.request.get(`/api/orders/${orderId}?businessId=${BUSINESS_ID}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-App-Type': 'customer' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Envelope<Order>).data;
}

test('a diner orders from a demo table, scheduled, then adds to the order', async ({ page }) => {
  // The whole journey, on a machine whose two cores the suite shares.
  test.setTimeout(120_000);
  // The phone's camera opens the table's printed code, which holds its access token.
  await openPrintedCode(page, BUSINESS_ID, TABLE_ID);
  await expect(page.getByRole('heading', { name: 'Boğaziçi Lokantası' })).toBeVisible();
  await expect(page.getByText('Bahçe 7 · Masa 7')).toBeVisible();
  const grid = page.getByRole('list', { name: 'Ürünler' });

  // Search is Turkish-aware: 'cay' finds 'Çay'.
  const search = page.getByRole('searchbox', { name: 'Ürün ara' });
  await expect(search).toHaveAttribute('placeholder', 'Ürün ara...');
  await search.fill('cay');
  await expect(grid.getByRole('link', { name: 'Çay ayrıntıları' })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Adana Kebap ayrıntıları' })).toHaveCount(0);
  await search.fill('pizza');
  await expect(page.getByText('Aramanıza uygun ürün bulunamadı.')).toBeVisible();
  await page.getByRole('button', { name: 'Aramayı temizle' }).click();
  await expect(search).toHaveValue('');

  // The discounted filter keeps only discounted products, each showing its percent.
  const discounted = page.getByRole('button', { name: 'İndirimli' });
  await discounted.click();
  await expect(discounted).toHaveAttribute('aria-pressed', 'true');
  await expect(grid.getByRole('link', { name: 'Kaşarlı Tost ayrıntıları' })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Çay ayrıntıları' })).toHaveCount(0);
  const cards = grid.getByRole('listitem').filter({ has: page.getByRole('heading') });
  await expect(cards.filter({ hasNotText: /%\d+ indirim/ })).toHaveCount(0);

  // The product detail: the extras the server sends, priced into the add button.
  await grid.getByRole('link', { name: 'Kaşarlı Tost ayrıntıları' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kaşarlı Tost' });
  await expect(dialog.getByText('%10 indirim')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Kaşar Peyniri (+₺3,00)' }).check();
  await dialog.getByRole('button', { name: 'Sepete Ekle · ₺147,00' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Kaşarlı Tost sepete eklendi')).toBeVisible();
  await discounted.click();

  // Signed out with a cart: the order would go as a guest (ADR 036); a diner with an account
  // signs in from the checkout and comes back to the cart.
  await page.getByRole('link', { name: 'Sepete git, 1 ürün' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sepetim' })).toBeVisible();
  await expect(page.getByText('Ekstra: Kaşar Peyniri')).toBeVisible();
  await expect(page.getByText('Üye olmadan, misafir olarak sipariş verirsiniz.')).toBeVisible();
  await page.getByRole('link', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/customerapp\/login\?redirectPath=%2Fcart$/);
  await page.getByLabel('E-posta').fill(DEMO.email);
  await page.getByLabel('Şifre', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(page).toHaveURL(/\/customerapp\/cart$/);

  // Checkout: two people (Kuver ₺50 each), a scheduled slot when today still has one.
  const personCount = page.getByRole('spinbutton', { name: 'Kişi Sayısı' });
  // Five at a four-seat table may order, told the staff will know (ADR 065).
  await personCount.fill('5');
  await expect(page.getByText('Bu masa 4 kişilik')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siparişi Onayla' })).toBeEnabled();
  await personCount.fill('2');
  expect(await page.evaluate(() => localStorage.getItem('sessionPersonCount'))).toBe('2');
  await page.getByRole('radio', { name: 'İleri Saat' }).check();
  const slot = page.getByRole('combobox', { name: 'Sipariş Saati' });
  const noSlots = page.getByText('Bugün için sipariş verilebilecek saat kalmadı.');
  await expect(slot.or(noSlots)).toBeVisible();
  let scheduledFor: string | null = null;
  if (await slot.isVisible()) {
    await page.getByRole('button', { name: 'Siparişi Onayla' }).click();
    await expect(page.getByText('Lütfen sipariş saatini seçin')).toBeVisible();
    // The last slot of the day: the furthest from "less than 30 minutes ahead".
    const values = await slot
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    scheduledFor = values.at(-1) ?? null;
    await slot.selectOption(scheduledFor ?? '');
  } else {
    // After 23:00 in Istanbul no slot is left today: the list is empty and says so.
    await expect(slot).toHaveCount(0);
    await page.getByRole('radio', { name: 'Hemen' }).check();
  }
  const summary = page.getByRole('region', { name: 'Sipariş Özeti' });
  await expect(summary.getByText('₺100,00')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('₺247,00');

  // A double tap sends one order.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/orders') && r.method() === 'POST') posts.push(r.url());
  });
  const placed = page.waitForResponse(
    (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Siparişi Onayla' }).dblclick();
  const created = (await (await placed).json()) as Envelope<Order>;
  expect(created.data.total).toBe(24700);
  expect(created.data.scheduledFor).toBe(scheduledFor);
  await expect(toast(page, 'Siparişiniz başarıyla oluşturuldu!')).toBeVisible();
  await expect(page).toHaveURL(/\/customerapp\/?$/);
  expect(posts).toHaveLength(1);
  const orderId = await page.evaluate(() => localStorage.getItem('activeOrderId'));
  expect(orderId).toBe(created.data.id);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  const order = await storedOrder(page, created.data.id);
  expect(order.total).toBe(24700);
  expect(order.items.map((item) => [item.name, item.quantity])).toEqual([['Kaşarlı Tost', 1]]);

  // Back at the menu: a tea goes into the same order.
  await page.goto(MENU);
  await addFromMenu(page, 'Çay', ['Normal']);
  await page.getByRole('link', { name: 'Sepete git, 1 ürün' }).click();
  await expect(
    page.getByText('Masanızda aktif bir siparişiniz var: sepetteki ürünler bu siparişe eklenecek.'),
  ).toBeVisible();
  const added = page.waitForResponse((r) => r.url().includes('/items/add'));
  await page.getByRole('button', { name: 'Siparişe Ekle' }).click();
  expect((await added).status()).toBe(200);
  await expect(toast(page, 'Ürünler mevcut siparişinize eklendi!')).toBeVisible();
  await expect(page).toHaveURL(/\/customerapp\/?$/);
  const updated = await storedOrder(page, created.data.id);
  expect(updated.items.map((item) => [item.name, item.quantity])).toEqual([
    ['Kaşarlı Tost', 1],
    ['Çay', 1],
  ]);
  expect(updated.total).toBe(24700 + 2500);
});

test('a failed table lookup is shown with a retry, and the menu still fills the cart', async ({
  page,
}) => {
  // ADR 036: a passing failure must not quietly turn the menu read-only. The page comes as the
  // worker's kept shell, without the table the server draws into it, so the app asks for it.
  await plainShell(page);
  await page.route('**/api/tables/table-bogaz07?*', (route) => route.abort('connectionrefused'));
  await page.goto(MENU);
  const failure = page.getByRole('alert').filter({ hasText: 'Masa bilgisi alınamadı' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Sunucuya bağlanılamadı');
  await expect(page.getByText('Bahçe 7 · Masa 7')).toHaveCount(0);
  await addFromMenu(page, 'Çay', ['Normal']);
  await expect(page.getByRole('link', { name: 'Sepete git, 1 ürün' })).toBeVisible();

  await page.unroute('**/api/tables/table-bogaz07?*');
  await failure.getByRole('button', { name: 'Tekrar Dene' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByText('Bahçe 7 · Masa 7')).toBeVisible();
});

test('the cart keeps its lines, steps quantities and asks before clearing', async ({ page }) => {
  await page.goto(MENU);
  await addFromMenu(page, 'Çay', ['Normal']);
  await addFromMenu(page, 'Çay', ['Normal']);
  await page.getByRole('link', { name: 'Sepete git, 2 ürün' }).click();
  await expect(page.getByRole('status', { name: 'Çay: 2 adet' })).toHaveText('2');
  await page.getByRole('button', { name: 'Çay adedini azalt' }).click();
  await expect(page.getByRole('button', { name: 'Çay adedini azalt' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('status', { name: 'Çay: 1 adet' })).toHaveText('1');
  await page.getByRole('button', { name: 'Sepeti Boşalt' }).click();
  const question = page.getByRole('alertdialog', {
    name: 'Sepeti boşaltmak istediğinize emin misiniz?',
  });
  await question.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(page.getByText('Çay', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sepeti Boşalt' }).click();
  await question.getByRole('button', { name: 'Evet, Boşalt' }).click();
  await expect(page.getByText('Sepetiniz boş.')).toBeVisible();
  await page.getByRole('link', { name: 'Menüye Git' }).click();
  await expect(page).toHaveURL(new RegExp(`${MENU}$`));
});

// Issue 29 §7: the cart's own 500 px scroller (001 §9) hid lines on a phone, a scroller inside
// the page's. Eight dishes: every line is reached by scrolling the page, the confirm below them.
const LONG_CART = [
  'Kaşarlı Tost',
  'Simit ve Peynir Tabağı',
  'Bal Kaymak',
  'Mercimek Çorbası',
  'Humus',
  'Sigara Böreği',
  'Çoban Salata',
  'Serpme Kahvaltı (2 Kişilik)',
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  test(`a long cart shows every line in the page's one scroll, ${viewport.width}×${viewport.height}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // A table of its own: alone at it, the phone's cart is its own (no friend's lines).
    const table = await ownTable(request, BUSINESS_ID, 'Uzun');
    await page.setViewportSize(viewport);
    await openPrintedCode(page, BUSINESS_ID, table.id);
    for (const dish of LONG_CART) await addFromMenu(page, dish);
    await page.getByRole('link', { name: `Sepete git, ${LONG_CART.length} ürün` }).click();
    const cart = page.getByRole('region', { name: 'Sepetteki ürünler' });
    const lines = cart.locator('ul.cart-items__list > li');
    await expect(lines).toHaveCount(LONG_CART.length);
    // Nothing between the lines and the cart's card scrolls by itself.
    const scrollers = await cart.evaluate((region) =>
      [...region.querySelectorAll('*')]
        .filter((el) => /(auto|scroll)/.test(getComputedStyle(el).overflowY))
        .filter((el) => el.scrollHeight > el.clientHeight)
        .map((el) => el.className),
    );
    expect(scrollers).toEqual([]);
    for (const dish of LONG_CART) {
      const line = lines.filter({ hasText: dish });
      await line.scrollIntoViewIfNeeded();
      await expect(line).toBeInViewport({ ratio: 0.9 });
    }
    const confirm = page.getByRole('button', { name: 'Siparişi Onayla' });
    await confirm.scrollIntoViewIfNeeded();
    await expect(confirm).toBeInViewport();
    await page.screenshot({
      path: test.info().outputPath(`long-cart-${viewport.width}.png`),
      fullPage: true,
    });
    await table.close();
  });
}

test('the cover charge includes free items the diner picks', async ({ page, request }) => {
  // A table of its own: the kuver is charged on a sitting's first order only (ADR 054), and
  // other specs order at the demo tables.
  const table = await ownTable(request, BUSINESS_ID, 'Kuver Seçimi');
  const menu = `/customerapp/menu/${BUSINESS_ID}/${table.id}`;
  await openPrintedCode(page, BUSINESS_ID, table.id);
  await page.goto(`/customerapp/login?redirectPath=${encodeURIComponent(menu.slice(12))}`);
  await page.getByLabel('E-posta').fill(DEMO.email);
  await page.getByLabel('Şifre', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(page.getByText(table.name)).toBeVisible();
  await addFromMenu(page, 'Menemen', ['Soğanlı']);
  await page.getByRole('link', { name: 'Sepete git, 1 ürün' }).click();

  // Kuver includes Ekmek Sepeti and Su: up to max(2 included, 1 person) = 2 free.
  await expect(page.getByText('2 adede kadar dahil ürün seçebilirsiniz.')).toBeVisible();
  await page.getByRole('button', { name: 'Dahil Ürünleri Seç' }).click();
  const picker = page.getByRole('dialog', { name: 'Kuver: Dahil Ürünler' });
  const confirm = picker.getByRole('button', { name: 'Seçimi Onayla' });
  await expect(confirm).toBeDisabled();
  await picker.getByRole('button', { name: 'Ekmek Sepeti adedini artır' }).click();
  await picker.getByRole('button', { name: 'Ekmek Sepeti adedini artır' }).click();
  await expect(picker.getByText('Seçilen: 2 / 2')).toBeVisible();
  await expect(picker.getByRole('button', { name: /adedini artır/ }).first()).toBeDisabled();
  await confirm.click();
  await expect(page.getByText('2 × Ekmek Sepeti · Ücretsiz')).toBeVisible();
  // Menemen ₺220 + Kuver ₺50; the bread is free.
  await expect(page.getByTestId('checkout-total')).toHaveText('₺270,00');

  const placed = page.waitForResponse(
    (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Siparişi Onayla' }).click();
  const created = (await (await placed).json()) as Envelope<Order>;
  expect(created.data.total).toBe(27000);
  expect(created.data.items.map((i) => [i.name, i.quantity, i.freeQuantity])).toEqual([
    ['Menemen', 1, 0],
    ['Ekmek Sepeti', 2, 2],
  ]);
  await expect(toast(page, 'Siparişiniz başarıyla oluşturuldu!')).toBeVisible();
  await table.close();
});

test('a menu link without the table’s printed code cannot order: the diner is asked for that code', async ({
  page,
}) => {
  // A table id is printed on the table and listed publicly; only the code proves the diner
  // sits there (ADR 015). Someone who types the menu link at home must not order to it: the
  // checkout asks for the code printed at the table (ADR 036, 063); the server refuses such an
  // order anyway (API test security/table-token.test.ts).
  const menu = `/customerapp/menu/${BUSINESS_ID}/table-bogaz08`;
  await page.goto(`/customerapp/login?redirectPath=${encodeURIComponent(menu.slice(12))}`);
  await page.getByLabel('E-posta').fill(DEMO.email);
  await page.getByLabel('Şifre', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(page.getByText('Bahçe 8 · Masa 8')).toBeVisible();
  await addFromMenu(page, 'Çay', ['Normal']);
  await page.getByRole('link', { name: 'Sepete git, 1 ürün' }).click();
  await expect(page.getByRole('region', { name: 'Masa kodu gerekli' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siparişi Onayla' })).toHaveCount(0);

  // Scanning the code (opening it) lets the same cart through.
  await openPrintedCode(page, BUSINESS_ID, 'table-bogaz08');
  await page.getByRole('link', { name: 'Sepete git, 1 ürün' }).click();
  const again = page.waitForResponse(
    (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Siparişi Onayla' }).click();
  expect((await again).status()).toBe(201);
  await expect(toast(page, 'Siparişiniz başarıyla oluşturuldu!')).toBeVisible();
});
