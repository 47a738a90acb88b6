import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerByApi, type TestSession, uniqueEmail } from './support/account-helpers.ts';
import { BOGAZ_ID, dinerWithOrder, openAsDiner } from './support/diner-orders.ts';
import { addFromMenu } from './support/menu-helpers.ts';
import { serveOrder, staffHeaders } from './support/staff-api.ts';
import { atTableHeader, openPrintedCode, ownTable } from './support/table-tokens.ts';
import { EXPIRY_WAIT_MS } from './support/server-clock.ts';

// Issue 30, the order page tells the truth: its head says what its lines say, the edit screen
// never loses a diner's changes without a word and asks a dish's choices, a party larger than
// its table orders, and the diner sees the party and the note they gave. Each test sits at a
// table of its own (4 seats). The e2e server halves the edit window: 30 s with pending items.

type Envelope<T> = { data: T };
type Product = { id: string; name: string };

const orderCard = (page: Page, orderNumber: number) =>
  page.getByRole('article', { name: `Sipariş #${orderNumber}` });
const toast = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();
const bearer = (session: TestSession) => ({
  Authorization: `Bearer ${session.token}`,
  'X-App-Type': 'customer',
});

async function productId(request: APIRequestContext, name: string): Promise<string> {
  const body = (await (await request.get(`/api/products/business/${BOGAZ_ID}`)).json()) as
    Envelope<Product[]> | Product[];
  const product = (Array.isArray(body) ? body : body.data).find((p) => p.name === name);
  if (!product) throw new Error(`${name} is not on the demo menu`);
  return product.id;
}

test('a served order with a new line still pending says it is partly served', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const table = await ownTable(request, BOGAZ_ID, 'Kısmen');
  try {
    const { session, order, productName } = await dinerWithOrder(request, table.id);
    await serveOrder(request, await staffHeaders(request), order.id);
    // Later the diner adds a dessert to the same order: it starts again at 'Bekliyor'.
    const added = await request.put(`/api/orders/${order.id}/items/add`, {
      headers: { ...bearer(session), ...(await atTableHeader(request, BOGAZ_ID, table.id)) },
      data: { items: [{ productId: await productId(request, 'Bal Kaymak'), quantity: 1 }] },
    });
    expect(added.status(), await added.text()).toBe(200);

    await openAsDiner(page, session, table.id, '/orders');
    const card = orderCard(page, order.orderNumber);
    // The badge in the card's head (each line has its own too).
    await expect(card.locator('header .badge')).toHaveText('Kısmen Teslim Edildi');
    // The lines keep their own statuses.
    const lines = card.getByRole('region', { name: 'Ürünler' });
    await expect(lines.getByRole('listitem').filter({ hasText: productName })).toContainText(
      'Teslim Edildi',
    );
    await expect(lines.getByRole('listitem').filter({ hasText: 'Bal Kaymak' })).toContainText(
      'Bekliyor',
    );
  } finally {
    await table.close();
  }
});

test('the edit window closing on unsaved changes says so and keeps them on screen', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const table = await ownTable(request, BOGAZ_ID, 'Süre');
  try {
    const { session, order, productName } = await dinerWithOrder(request, table.id);
    await openAsDiner(page, session, table.id, `/edit-order/${order.id}`);
    // The time left runs while the diner edits.
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^0:[0-5]\d$/);
    await page.getByRole('button', { name: `${productName} adedini artır` }).click();
    const quantity = page.getByLabel(`${productName}: 3 adet`);
    await expect(quantity).toBeVisible();

    // The window runs out before a save: nothing was saved, and the diner is told so.
    await expect(
      page.getByRole('alert').filter({ hasText: 'değişiklikleriniz kaydedilmedi' }),
    ).toHaveText(
      'Düzenleme süresi doldu; değişiklikleriniz kaydedilmedi. Değişikliklerinizi aşağıda görebilir, garsona iletebilirsiniz.',
      { timeout: EXPIRY_WAIT_MS },
    );
    await expect(page.getByRole('button', { name: 'Değişiklikleri Kaydet' })).toBeDisabled();
    // What they typed is still there to show the waiter.
    await expect(quantity).toBeVisible();
    await page.screenshot({ path: 'test-results/orderpage-edit-expired.png', fullPage: true });
  } finally {
    await table.close();
  }
});

test("'+ Ürün Ekle' on the edit screen asks the dish's required choice before adding it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const table = await ownTable(request, BOGAZ_ID, 'Seçim');
  try {
    const { session, order } = await dinerWithOrder(request, table.id);
    await openAsDiner(page, session, table.id, `/edit-order/${order.id}`);
    await page.getByRole('button', { name: '+ Ürün Ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ürün Ekle' });
    await dialog.getByRole('button', { name: 'Adana Kebap ekle' }).click();

    // Nothing is chosen for the diner: adding without a choice asks for one.
    await expect(dialog.getByRole('group', { name: /^Acı/ })).toBeVisible();
    await dialog.getByRole('button', { name: /^Siparişe Ekle/ }).click();
    await expect(dialog.getByText('Lütfen Acı için bir seçim yapın.')).toBeVisible();
    await dialog.getByLabel('Acılı', { exact: true }).check();
    await dialog.getByRole('button', { name: /^Siparişe Ekle/ }).click();
    await expect(dialog).toBeHidden();

    const line = page.getByRole('listitem').filter({ hasText: 'Adana Kebap' });
    await expect(line).toContainText('Acılı');
    const saved = page.waitForResponse((r) => r.url().endsWith('/update-items'));
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    const items = ((await answer.json()) as Envelope<{ items: Item[] }>).data.items;
    expect(items.find((item) => item.name === 'Adana Kebap')?.selectedOptions).toEqual({
      Acı: ['Acılı'],
    });
    await expect(toast(page, 'Sipariş başarıyla güncellendi')).toBeVisible();
  } finally {
    await table.close();
  }
});
type Item = { name: string; selectedOptions: Record<string, string[]> };

test('six people at a four-seat table order, told the staff will know; nine are refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const table = await ownTable(request, BOGAZ_ID, 'Kalabalık');
  try {
    await openPrintedCode(page, BOGAZ_ID, table.id);
    await addFromMenu(page, 'Bal Kaymak');
    await page.getByRole('link', { name: /Sepete git/ }).click();
    const personCount = page.getByRole('spinbutton', { name: 'Kişi Sayısı' });
    const confirm = page.getByRole('button', { name: 'Siparişi Onayla' });

    await personCount.fill('9');
    await expect(page.getByRole('alert').filter({ hasText: 'Bu masa 4 kişilik' })).toHaveText(
      'Bu masa 4 kişilik; en fazla 8 kişilik bir grup sipariş verebilir',
    );
    await expect(confirm).toBeDisabled();

    await personCount.fill('6');
    await expect(page.getByRole('status').filter({ hasText: 'Bu masa 4 kişilik.' })).toHaveText(
      'Bu masa 4 kişilik. Siparişinizi verebilirsiniz; personele masanızın kalabalık olduğu bildirilecek.',
    );
    await expect(confirm).toBeEnabled();
    await page.getByLabel('Sipariş Notu').fill('Doğum günü, mum getirir misiniz?');
    const placed = page.waitForResponse(
      (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
    );
    await confirm.click();
    const answer = await placed;
    expect(answer.status(), await answer.text()).toBe(201);
    const order = ((await answer.json()) as Envelope<OrderAnswer>).data;
    expect(order).toMatchObject({ personCount: 6, table: { seats: 4 } });

    // The diner sees back the party and the note they gave, as the staff see them.
    await page.goto('/customerapp/orders');
    const card = orderCard(page, order.orderNumber);
    await expect(card.locator('dl > div').filter({ hasText: 'Kişi Sayısı' })).toHaveText(
      'Kişi Sayısı6',
    );
    await expect(card.locator('dl > div').filter({ hasText: 'Sipariş Notu' })).toHaveText(
      'Sipariş NotuDoğum günü, mum getirir misiniz?',
    );
    await page.screenshot({ path: 'test-results/orderpage-party-card.png', fullPage: true });
  } finally {
    await table.close();
  }
});
type OrderAnswer = { orderNumber: number; personCount: number; table: { seats: number } };

test('the order page and the edit screen show the party and the order note', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const table = await ownTable(request, BOGAZ_ID, 'Not');
  try {
    const session = await registerByApi(request, uniqueEmail('not'), 'Notlu Masa');
    const placed = await request.post('/api/orders', {
      headers: { ...bearer(session), ...(await atTableHeader(request, BOGAZ_ID, table.id)) },
      data: {
        businessId: BOGAZ_ID,
        tableId: table.id,
        items: [{ productId: await productId(request, 'Bal Kaymak'), quantity: 1 }],
        personCount: 3,
        notes: 'Tatlılar yemekten sonra gelsin',
        orderType: 'immediate',
        isResponsible: true,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = ((await placed.json()) as Envelope<{ id: string; orderNumber: number }>).data;
    await openAsDiner(page, session, table.id, '/orders');
    const card = orderCard(page, order.orderNumber);
    const persons = card.locator('dl > div').filter({ hasText: 'Kişi Sayısı' });
    await expect(persons).toHaveText('Kişi Sayısı3');
    const note = card.locator('dl > div').filter({ hasText: 'Sipariş Notu' });
    await expect(note).toHaveText('Sipariş NotuTatlılar yemekten sonra gelsin');
    await page.setViewportSize({ width: 1024, height: 768 });
    await card.screenshot({ path: 'test-results/orderpage-card-1024.png' });

    await page.goto(`/customerapp/edit-order/${order.id}`);
    const facts = page.locator('.edit-facts');
    await expect(facts).toContainText('Kişi Sayısı3');
    await expect(facts).toContainText('Sipariş NotuTatlılar yemekten sonra gelsin');
  } finally {
    await table.close();
  }
});
