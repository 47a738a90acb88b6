import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { BOGAZ_ID, dinerWithOrder, openAsDiner } from './support/diner-orders.ts';
import { allowedWords, englishMenuContent, turkishLeft } from './support/turkish-left.ts';

// Issue 21 §1 (ADR 046): a phone in English sees every diner screen in English. What may stay
// Turkish is content: the dishes (with their Turkish names where the business wrote no
// English), the business's and the tables' names, and what the diner typed. axe-core checks
// each page as it is shown (fixtures.ts).
test.use({ locale: 'en-GB' });

const TABLE = 'table-bogaz08';
const NAMES = ['Boğaziçi Lokantası', 'Cam Kenarı', 'Salon', 'Bahçe', 'VIP Loca', 'Bar', 'Türkçe'];

/** Waits for the screen's heading, then lists the Turkish words left on it. */
async function screenIn(page: Page, heading: string | RegExp, allowed: ReadonlySet<string>) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect.poll(() => turkishLeft(page, allowed), { timeout: 5_000 }).toEqual([]);
}

test('a diner walks every screen in English: no Turkish left but the menu, names and notes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session, order } = await dinerWithOrder(request, TABLE);
  // The order's lines keep the dish's name as it was ordered (Turkish): content too.
  const allowed = allowedWords([
    ...(await englishMenuContent(request, BOGAZ_ID)),
    ...(await englishMenuContent(request, BOGAZ_ID, 'tr')),
    ...NAMES,
    // The business's own texts: the list's names and addresses, its campaigns, its details.
    JSON.stringify(await (await request.get('/api/business')).json()),
    JSON.stringify(await (await request.get(`/api/business/${BOGAZ_ID}`)).json()),
    JSON.stringify(await (await request.get(`/api/campaigns/business/${BOGAZ_ID}/public`)).json()),
    session.user.name,
    'Ekstra: Acı sos',
    'Az pişmiş olsun',
  ]);

  await openAsDiner(page, session, TABLE, '/orders');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await screenIn(page, 'My Orders', allowed);
  const card = page.getByRole('article', { name: `Order #${order.orderNumber}` });
  await expect(card).toBeVisible();

  // The table's orders: the waiter and the message to the restaurant.
  await page.goto(`/customerapp/table/${BOGAZ_ID}/${TABLE}`);
  await screenIn(page, /.+/, allowed);
  await page.getByRole('button', { name: 'Send Message' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Send a Message to the Restaurant' });
  await expect(dialog).toBeVisible();
  expect(await turkishLeft(page, allowed)).toEqual([]);
  await dialog
    .getByRole('button', { name: /Cancel|Close/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Call Waiter' }).first()).toBeVisible();

  for (const [path, heading] of [
    [`/edit-order/${order.id}`, /.+/],
    [`/split-bill/${order.id}`, /.+/],
    [`/payment/${order.id}`, /.+/],
    ['/profile', 'My Profile'],
    ['/profile/edit', /.+/],
    ['/profile/payment', 'Payment Methods'],
    ['/profile/notifications', /.+/],
    ['/feedbacks', /.+/],
    ['/businesses', /.+/],
    ['/', /.+/],
  ] as const) {
    await page.goto(`/customerapp${path}`);
    await screenIn(page, heading, allowed);
  }

  // The menu, a dish's sheet and the cart.
  await page.goto(`/customerapp/menu/${BOGAZ_ID}/${TABLE}`);
  await expect(page.getByRole('heading', { name: 'Breakfast', exact: true })).toBeVisible();
  expect(await turkishLeft(page, allowed)).toEqual([]);
  await page.getByRole('link', { name: 'Details of Lentil Soup' }).click();
  await expect(page.getByRole('heading', { name: 'Lentil Soup', exact: true })).toBeVisible();
  await expect(page.getByText('red lentils')).toBeVisible();
  expect(await turkishLeft(page, allowed)).toEqual([]);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Breakfast', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart: Lentil Soup' }).click();
  await expect(page.getByText('Lentil Soup added to the cart').first()).toBeVisible();
  await page.goto('/customerapp/cart');
  await screenIn(page, 'My Cart', allowed);
  await expect(page.getByText('Lentil Soup')).toBeVisible();

  // Signed out: sign-in, sign-up and the scan page.
  await page.evaluate(() => localStorage.clear());
  for (const [path, heading] of [
    ['/login', 'Sign In'],
    ['/register', 'Sign Up'],
    ['/qr-scan', 'QR Code Scan'],
  ] as const) {
    await page.goto(`/customerapp${path}`);
    await screenIn(page, heading, allowed);
  }
});

test('an English phone gets the server’s refusals in English', async ({ page }) => {
  await page.goto('/customerapp/login');
  await page.getByLabel('E-mail').fill('nobody-here@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is wrong.');
  expect(await turkishLeft(page, allowedWords(['Türkçe']))).toEqual([]);
});
