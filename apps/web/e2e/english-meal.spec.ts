import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  registerByApi,
  storeSession,
  type TestSession,
  uniqueEmail,
} from './support/account-helpers.ts';
import {
  customerHeaders,
  joinTableByApi,
  openSignedIn,
  recordFullPayment,
} from './support/bill-helpers.ts';
import { BOGAZ_ID } from './support/diner-orders.ts';
import { serveOrder, staffHeaders } from './support/staff-api.ts';
import { ownTable } from './support/table-tokens.ts';
import { allowedWords, englishMenuContent, turkishLeft } from './support/turkish-left.ts';

// Issue 30 (ADR 060, 061): English stopped at the cart. An English phone walks the whole meal
// (menu → cart → order → orders → bill → split → history → rating) with a dish of options and
// extras, a campaign's code and the kuver, and finds no Turkish word the business gave an
// English one for: the demo data has English for every name a diner reads. What may stay
// Turkish: the business's own name and address, the table's name and the diner's.
test.use({ locale: 'en-GB' });

type Campaign = { nameEn: string; descriptionEn: string };

/** The Turkish words left on screen, polled until none; on failure, the words themselves. */
async function noTurkishLeft(page: Page, allowed: ReadonlySet<string>) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  let left: string[] = [];
  await expect
    .poll(async () => (left = await turkishLeft(page, allowed)).length, { timeout: 15_000 })
    .toBe(0)
    .catch(() => expect(left).toEqual([]));
}

async function screenIn(page: Page, path: string, allowed: ReadonlySet<string>, sign: Locator) {
  await page.goto(`/customerapp${path}`);
  await expect(sign).toBeVisible();
  await noTurkishLeft(page, allowed);
}

test('an English phone walks the whole meal and reads every name the business gave in English', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const table = await ownTable(request, BOGAZ_ID, 'English Walk');
  try {
    const session = await registerByApi(request, uniqueEmail('english-meal'), 'Jane Walker');
    const campaigns = (await (
      await request.get(`/api/campaigns/business/${BOGAZ_ID}/public`)
    ).json()) as { data: Campaign[] };
    const allowed = allowedWords([
      ...(await englishMenuContent(request, BOGAZ_ID)),
      ...campaigns.data.flatMap((campaign) => [campaign.nameEn, campaign.descriptionEn]),
      // The business's own name and address (no English of them), the table's, the diner's.
      JSON.stringify(await (await request.get(`/api/business/${BOGAZ_ID}`)).json()),
      table.name,
      session.user.name,
      'Türkçe',
    ]);

    // The menu: campaigns in English; the dish's sheet names its groups, choices and extras so.
    await openSignedIn(
      page,
      session,
      { businessId: BOGAZ_ID, tableId: table.id },
      `/menu/${BOGAZ_ID}/${table.id}`,
    );
    await expect(page.getByRole('heading', { name: 'Breakfast', exact: true })).toBeVisible();
    await expect(page.getByText('Tea on Us', { exact: true })).toBeVisible();
    await noTurkishLeft(page, allowed);
    await page.getByRole('button', { name: 'Add to Cart: Grilled Meatballs' }).click();
    const sheet = page.getByRole('dialog', { name: 'Grilled Meatballs' });
    await expect(sheet.getByRole('group', { name: /^Cooking/ })).toBeVisible();
    await noTurkishLeft(page, allowed);
    await sheet.getByLabel('Medium', { exact: true }).check();
    await sheet.getByLabel(/^Large/).check();
    await sheet.getByLabel(/^Kashar Cheese/).check();
    await sheet.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'Add to Cart: Honey and Clotted Cream' }).click();
    await expect(page.getByText('Honey and Clotted Cream added to the cart').first()).toBeVisible();

    // The cart: the lines' choices, the kuver and its text, the campaign the code names.
    await page.goto('/customerapp/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    await expect(page.getByText('Large, Medium · Extra: Kashar Cheese')).toBeVisible();
    await expect(page.getByText('Cover charge', { exact: true }).first()).toBeVisible();
    await page.getByLabel('Campaign Code').fill('CAYBIZDEN');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('CAYBIZDEN applied: Tea on Us')).toBeVisible();
    await noTurkishLeft(page, allowed);
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page).toHaveURL(/\/customerapp\/?$/);
    const orderId = await page.evaluate(() => localStorage.getItem('activeOrderId'));
    expect(orderId).toMatch(/^[0-9a-f]{24}$/);
    await noTurkishLeft(page, allowed);

    // The orders, the bill and the split name the dishes, choices, extras and kuver in English.
    const orders = page.getByRole('heading', { level: 1, name: 'My Orders' });
    await screenIn(page, '/orders', allowed, orders);
    await expect(page.getByText('1 × Grilled Meatballs').first()).toBeVisible();
    await screenIn(
      page,
      `/payment/${orderId}`,
      allowed,
      page.getByText('Grilled Meatballs').first(),
    );
    await screenIn(
      page,
      `/split-bill/${orderId}`,
      allowed,
      page.getByText('Grilled Meatballs').first(),
    );

    // Served and paid: the history and the rating read the same.
    const staff = await staffHeaders(request);
    await serveOrder(request, staff, orderId!);
    await recordFullPayment(request, staff, orderId!, { method: 'cash', tip: 0 });
    await page.goto('/customerapp/orders');
    await page.getByRole('tab', { name: /Past Orders/ }).click();
    await expect(page.getByText('1 × Grilled Meatballs').first()).toBeVisible();
    await noTurkishLeft(page, allowed);
    await screenIn(
      page,
      '/profile',
      allowed,
      page.getByRole('heading', { level: 1, name: 'My Profile' }),
    );
    await page.goto('/customerapp/');
    const rate = page.getByRole('button', { name: /^Rate: Order #/ }).first();
    await expect(rate).toBeVisible();
    await noTurkishLeft(page, allowed);
    await rate.click();
    const feedback = page.getByRole('dialog', { name: 'Review' });
    await expect(feedback.getByRole('button', { name: /^Dish: Grilled Meatballs/ })).toBeVisible();
    await noTurkishLeft(page, allowed);
  } finally {
    await table.close();
  }
});

/** A guest account, as the app makes one for a diner who orders without signing up. */
async function guestByApi(page: Page): Promise<TestSession> {
  const response = await page.request.post('/api/users/customer/guest', { data: {} });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: TestSession }).data;
}

test('a guest is a label, never a name: “Hello, guest”, “Added by Guest”, never “Misafir”', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const table = await ownTable(request, BOGAZ_ID, 'Guest Label');
  try {
    const me = await guestByApi(page);
    const friend = await guestByApi(page);
    const menu = (await (await request.get(`/api/products/business/${BOGAZ_ID}`)).json()) as {
      data: { id: string; name: string }[];
    };
    const dessert = menu.data.find((product) => product.name === 'Bal Kaymak');
    if (!dessert) throw new Error('Bal Kaymak is not on the demo menu');
    // This phone opens the table's printed code; the friend's joins the table and puts a dish
    // in its shared cart (ADR 043).
    await storeSession(page, me);
    const joined = page.waitForResponse((r) => r.url().endsWith('/api/tables/sessions/join'));
    await page.goto(table.qrUrl);
    await page.waitForURL(`**/customerapp/menu/${BOGAZ_ID}/${table.id}`);
    expect((await joined).status()).toBe(201);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('table_sitting')), { timeout: 20_000 })
      .not.toBeNull();
    const seated = await joinTableByApi(request, friend, BOGAZ_ID, table.id);
    const added = await request.post('/api/tables/sessions/current/cart/lines', {
      headers: { ...customerHeaders(friend), ...seated },
      data: { productId: dessert.id, quantity: 1 },
    });
    expect(added.status()).toBe(201);

    await page.goto('/customerapp/');
    await expect(page.getByRole('link', { name: 'Hello, guest' })).toBeVisible();
    await page.goto('/customerapp/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    await expect(page.getByText(/^Added by Guest/)).toBeVisible();
    await expect(page.getByText('Misafir')).toHaveCount(0);
  } finally {
    await table.close();
  }
});
