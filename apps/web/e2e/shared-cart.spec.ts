import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_BUSINESS_IDS } from '../../server/src/db/seed/demo-ids.ts';
import { expect, test } from './fixtures.ts';
import { registerByApi, storeSession, uniqueEmail } from './support/account-helpers.ts';
import { addFromMenu } from './support/menu-helpers.ts';
import { staffHeaders } from './support/staff-api.ts';
import { ownTable } from './support/table-tokens.ts';

// Issue 21 §2 (ADR 043): two phones at one table fill one cart, each sees the other's lines live
// with the name of who added them, one places the order, both see one order with every line,
// and "pay my items" selects only one's own lines; the order carries to the staff the allergy
// note of a diner who did not place it, and the placer does not read it. The table is one this
// spec adds (and takes out of service at the end), so no other spec shares it.

const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const SHOTS = 'test-results/shared-cart';
type Envelope<T> = { data: T };

async function phoneAtTable(
  browser: Browser,
  request: APIRequestContext,
  name: string,
  qrUrl: string,
  tableId: string,
  avoidedAllergens: string[] = [],
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const session = await registerByApi(request, uniqueEmail('cart'), name);
  if (avoidedAllergens.length > 0) {
    // Saved on the account, as the profile's allergen control saves it (ADR 045).
    const saved = await request.put('/api/users/allergens', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { avoidedAllergens },
    });
    expect(saved.status()).toBe(200);
  }
  await storeSession(page, { ...session, user: { ...session.user, avoidedAllergens } });
  const joined = page.waitForResponse((r) => r.url().endsWith('/api/tables/sessions/join'));
  await page.goto(qrUrl);
  await page.waitForURL(`**/customerapp/menu/${BOGAZ}/${tableId}`);
  expect((await joined).status()).toBe(201);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('table_sitting')))
    .not.toBeNull();
  return page;
}

const line = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Sepetteki ürünler' }).getByRole('listitem').filter({
    hasText: name,
  });

test('two phones share one cart live, one places the order, each pays their own items', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const table = await ownTable(request, BOGAZ, 'Ortak');

  try {
    // Ayşe avoids peanuts; Berk, who places the order, avoids nothing.
    const ayse = await phoneAtTable(browser, request, 'Ayşe Kaya', table.qrUrl, table.id, [
      'peanuts',
    ]);
    const berk = await phoneAtTable(browser, request, 'Berk Can', table.qrUrl, table.id);

    // Ayşe adds a Menemen and opens the cart; Berk adds an Ayran: it appears on her screen.
    await addFromMenu(ayse, 'Menemen', ['Soğanlı']);
    await expect(ayse.getByRole('status').filter({ hasText: 'Menemen' }).first()).toBeVisible();
    await ayse.getByRole('link', { name: /Sepete git, 1 ürün/ }).click();
    await expect(line(ayse, 'Menemen')).toContainText('Siz eklediniz');
    await berk.getByRole('button', { name: 'Ayran sepete ekle' }).click();
    await expect(line(ayse, 'Ayran')).toContainText('Berk ekledi');
    // Only Berk changes his line: Ayşe has no stepper or remove button on it.
    await expect(line(ayse, 'Ayran').getByRole('button')).toHaveCount(0);
    await expect(
      line(ayse, 'Menemen').getByRole('button', { name: 'Menemen sepetten çıkar' }),
    ).toBeVisible();
    await ayse.screenshot({ path: `${SHOTS}/cart-of-the-table.png`, fullPage: true });

    // Berk's phone shows the same cart; he raises his Ayran to 2 and places the order.
    await berk.getByRole('link', { name: /Sepete git/ }).click();
    await expect(line(berk, 'Menemen')).toContainText('Ayşe ekledi');
    await line(berk, 'Ayran').getByRole('button', { name: 'Ayran adedini artır' }).click();
    await expect(line(ayse, 'Ayran')).toContainText('Ayran: 2 adet');
    const placed = berk.waitForResponse((r) =>
      r.url().endsWith('/api/tables/sessions/current/cart/order'),
    );
    await berk.getByRole('button', { name: 'Siparişi Onayla' }).click();
    expect((await placed).status()).toBe(201);
    const order = (
      (await (await placed).json()) as Envelope<{
        id: string;
        orderNumber: number;
        avoidedAllergens: string[];
      }>
    ).data;
    // Ayşe's allergy note reaches the staff, though Berk placed the order; Berk's answer
    // shows only his own note, which is empty (issue 28 §3).
    expect(order.avoidedAllergens).toEqual([]);
    const forStaff = await request.get(`/api/staff/orders/${order.id}`, {
      headers: await staffHeaders(request),
    });
    expect(((await forStaff.json()) as Envelope<typeof order>).data.avoidedAllergens).toEqual([
      'peanuts',
    ]);
    // Ayşe's cart empties with it.
    await expect(ayse.getByText('Sepetiniz boş.')).toBeVisible();

    // Both see one order with every line.
    for (const page of [berk, ayse]) {
      await page.goto(`/customerapp/table/${BOGAZ}/${table.id}`);
      const card = page.getByRole('article', { name: `Sipariş #${order.orderNumber}` });
      await expect(card).toContainText('1 × Menemen');
      await expect(card).toContainText('2 × Ayran');
      await expect(page.getByRole('article', { name: /^Sipariş #/ })).toHaveCount(1);
    }
    await ayse.screenshot({ path: `${SHOTS}/one-order-for-the-table.png`, fullPage: true });

    // "Pay my items": one tap selects Ayşe's Menemen, nothing of Berk's.
    await ayse
      .getByRole('article', { name: `Sipariş #${order.orderNumber}` })
      .getByRole('link', { name: 'Hesabı Böl' })
      .click();
    await expect(ayse).toHaveURL(`/customerapp/split-bill/${order.id}`);
    await expect(ayse.getByText('Ekleyen: Berk')).toBeVisible();
    await ayse.getByRole('button', { name: 'Benim Ürünlerimi Seç' }).click();
    await expect(ayse.getByRole('status', { name: 'Menemen seçilen adet' })).toHaveText('1');
    await expect(ayse.getByRole('status', { name: 'Ayran seçilen adet' })).toHaveText('0');
    await expect(ayse.getByRole('button', { name: /₺220,00 Hesap İste$/ })).toBeEnabled();
    await ayse.screenshot({ path: `${SHOTS}/pay-my-items.png`, fullPage: true });
  } finally {
    await table.close();
  }
});

// Issue 31 §6: a waiter's line at the table shows on the diner's phone, marked as the staff's.
test('a line the waiter entered shows on the diner’s phone marked "Garson ekledi"', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const table = await ownTable(request, BOGAZ, 'Garsonlu');
  try {
    const ayse = await phoneAtTable(browser, request, 'Ayşe Kaya', table.qrUrl, table.id);
    const menu = (await (await request.get(`/api/products/business/${BOGAZ}`)).json()) as Envelope<
      { id: string; name: string }[]
    >;
    const ayran = menu.data.find((product) => product.name === 'Ayran')!;
    const sent = await request.post(`/api/staff/tables/${table.id}/orders`, {
      headers: {
        ...(await staffHeaders(request, { email: 'waiter@bogaz.masa.app', password: 'staff1234' })),
        'Idempotency-Key': crypto.randomUUID(),
      },
      data: { personCount: 1, items: [{ productId: ayran.id, quantity: 1, course: 'drink' }] },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const [order] = (
      (await sent.json()) as Envelope<{ orders: { id: string; orderNumber: number }[] }>
    ).data.orders;

    await ayse.goto(`/customerapp/table/${BOGAZ}/${table.id}`);
    const card = ayse.getByRole('article', { name: `Sipariş #${order!.orderNumber}` });
    await expect(card).toContainText('1 × Ayran');
    await expect(card.getByText('Garson ekledi')).toBeVisible();
    await ayse.screenshot({ path: `${SHOTS}/added-by-staff.png`, fullPage: true });

    await card.getByRole('link', { name: 'Hesabı Böl' }).click();
    await expect(ayse).toHaveURL(`/customerapp/split-bill/${order!.id}`);
    await expect(ayse.getByText('Garson ekledi')).toBeVisible();
  } finally {
    await table.close();
  }
});
