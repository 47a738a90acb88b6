import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { customerHeaders } from '../../web/e2e/support/bill-helpers.ts';
import { EGE } from '../../web/e2e/support/qr-video.ts';
import { moveOrder, staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { atTableHeader } from '../../web/e2e/support/table-tokens.ts';
import { placeRush } from './support/rush.ts';
import { signInStaff } from './support/sign-in.ts';

// Issue 16 §4: the kitchen display, filtered by station. The bar bumps the drink with its
// number key (a bump bar types digits), the kitchen taps the dish; with nothing left open the
// order is ready on the board.

const KITCHEN = { email: 'kitchen@ege.masa.app', password: 'staff1234' };
const TABLE = 'table-ege03'; // Teras 3

type Envelope<T> = { data: T };

/** A diner's order of Haydari (kitchen) and Ayran (bar) at Teras 3, placed through the API. */
async function orderHaydariAndAyran(request: APIRequestContext) {
  const session = await registerByApi(request, uniqueEmail('kds'), 'Teras Üç');
  const menu = (await (await request.get(`/api/products/business/${EGE}`)).json()) as Envelope<
    { id: string; name: string }[]
  >;
  const id = (name: string) => menu.data.find((product) => product.name === name)!.id;
  const response = await request.post('/api/orders', {
    headers: { ...customerHeaders(session), ...(await atTableHeader(request, EGE, TABLE)) },
    data: {
      businessId: EGE,
      tableId: TABLE,
      personCount: 2,
      items: [
        { productId: id('Haydari'), quantity: 1 },
        { productId: id('Ayran'), quantity: 2 },
      ],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as Envelope<{ id: string; orderNumber: number }>).data;
}

/** Signs the kitchen in and opens its display on `station` ('' for every station). */
async function openKitchen(page: Page, station: string) {
  await signInStaff(page, KITCHEN);
  await expect(page.getByRole('heading', { name: /^Yeni/ })).toBeVisible();
  await page.getByRole('link', { name: 'Mutfak Ekranı' }).click();
  await page.getByLabel('İstasyon').selectOption(station);
}

test('the bar bumps its drinks by number, the kitchen taps its dish, and the order is ready', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openKitchen(page, 'Bar');
  await expect(page.getByRole('heading', { level: 1, name: 'Bar' })).toBeVisible();

  const order = await orderHaydariAndAyran(request);
  const barCard = page.getByRole('article', { name: new RegExp(`Sipariş #${order.orderNumber}$`) });
  await expect(barCard).toContainText('2 × Ayran');
  await expect(barCard).not.toContainText('Haydari');
  expect(await findA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: 'docs/screenshots/staff-kitchen.png' });
  const label = (await barCard.getAttribute('aria-label')) ?? '';
  const position = Number(label.split('.')[0]);
  expect(position).toBeGreaterThanOrEqual(1);
  // A bump bar types the card's number (two digits past 9) and Enter.
  await page.keyboard.type(String(position));
  await page.keyboard.press('Enter');
  await expect(barCard).toBeHidden();

  await page.getByLabel('İstasyon').selectOption('Mutfak');
  const kitchenCard = page.getByRole('article', {
    name: new RegExp(`Sipariş #${order.orderNumber}$`),
  });
  await expect(kitchenCard).toContainText('1 × Haydari');
  await expect(kitchenCard).not.toContainText('Ayran');
  await kitchenCard.getByRole('button', { name: 'Haydari hazır işaretle' }).click();
  await expect(kitchenCard).toBeHidden();

  await page.getByRole('link', { name: 'Siparişler' }).click();
  await expect(
    page
      .getByRole('region', { name: /^Hazır/ })
      .getByRole('article', { name: `Teras 3 Sipariş #${order.orderNumber}` }),
  ).toBeVisible();
});

test("a bump moves the order on from where the server has it, not from the screen's copy", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openKitchen(page, '');
  const order = await orderHaydariAndAyran(request);
  const card = page.getByRole('article', { name: new RegExp(`Sipariş #${order.orderNumber}$`) });
  await expect(card).toContainText('1 × Haydari');

  // The kitchen's list is not read again (a slow connection), while a waiter accepts the order
  // on another device: the screen still has it as new when the cook bumps it.
  await page.route(
    (url) => url.pathname === '/api/staff/orders' && url.searchParams.has('active'),
    (route) => route.abort(),
  );
  const waiter = await staffHeaders(request, {
    email: 'staff@ege.masa.app',
    password: 'staff1234',
  });
  await moveOrder(request, waiter, order.id, 'received');
  await card.getByRole('button', { name: /Tamamı Hazır$/ }).click();

  await expect
    .poll(async () => {
      const read = await request.get(`/api/staff/orders/${order.id}`, { headers: waiter });
      return ((await read.json()) as Envelope<{ status: string }>).data.status;
    })
    .toBe('ready');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

// Issue 29: the display numbered fifteen cards but its keys stopped at 9, and showed orders no
// waiter had accepted without saying so (ADR 057: they stay, marked).
test('a card past the ninth is bumped by its two digits; an order not yet accepted says so', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await openKitchen(page, '');
  const { orders, clear } = await placeRush(request, 12, { longEvery: 100 });
  try {
    const last = page.getByRole('article', {
      name: new RegExp(`Sipariş #${orders.at(-1)!.orderNumber}$`),
    });
    await expect(last).toBeVisible();
    await expect(last.getByText('Garson henüz kabul etmedi')).toBeVisible();
    const position = Number(((await last.getAttribute('aria-label')) ?? '').split('.')[0]);
    expect(position).toBeGreaterThanOrEqual(12);
    await page.keyboard.type(String(position));
    await expect(last).toBeHidden();
    // The card before it is still there: the digits named one card, not the first of them.
    await expect(
      page.getByRole('article', { name: new RegExp(`Sipariş #${orders.at(-2)!.orderNumber}$`) }),
    ).toBeVisible();
  } finally {
    await clear();
  }
});
