import type { APIRequestContext, Browser, Page, Request } from '@playwright/test';
import { DEMO_BUSINESS_IDS } from '../../server/src/db/seed/demo-ids.ts';
import { expect, test } from './fixtures.ts';
import { registerByApi, storeSession, uniqueEmail } from './support/account-helpers.ts';
import { ownTable } from './support/table-tokens.ts';
import { notice } from './support/texts.ts';

// Issue 30 (Medium, offline): two phones at one table share the table's cart, held by the
// server (ADR 043). A dish added while a phone has no signal stays on that phone, marked as
// waiting; the other phone does not see it until it is sent; when the connection returns it
// is sent once, and both phones show it once. Each test sits at a table of its own.

const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const SHOTS = 'test-results/offline-shared-cart';
const WAITING = 'Gönderilmeyi bekliyor · bağlantı gelince masanın sepetine eklenecek';

async function phoneAtTable(
  browser: Browser,
  request: APIRequestContext,
  name: string,
  qrUrl: string,
  tableId: string,
) {
  const page = await (await browser.newContext()).newPage();
  const session = await registerByApi(request, uniqueEmail('offline-cart'), name);
  await storeSession(page, session);
  const joined = page.waitForResponse((r) => r.url().endsWith('/api/tables/sessions/join'));
  await page.goto(qrUrl);
  await page.waitForURL(`**/customerapp/menu/${BOGAZ}/${tableId}`);
  expect((await joined).status()).toBe(201);
  return page;
}

const line = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Sepetteki ürünler' }).getByRole('listitem').filter({
    hasText: name,
  });
const linePosts = (page: Page) => {
  const posts: Request[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path === '/api/tables/sessions/current/cart/lines')
      posts.push(request);
  });
  return posts;
};

/** Two phones at a new table; Ayşe has added a humus online and opened the cart once. */
async function tableOfTwo(browser: Browser, request: APIRequestContext, name: string) {
  const table = await ownTable(request, BOGAZ, name);
  const ayse = await phoneAtTable(browser, request, 'Ayşe Kaya', table.qrUrl, table.id);
  const berk = await phoneAtTable(browser, request, 'Berk Can', table.qrUrl, table.id);
  await ayse.getByRole('button', { name: 'Humus sepete ekle' }).click();
  await expect(notice(ayse, 'Humus sepete eklendi')).toBeVisible();
  // Berk opens the table's cart and sees her humus.
  await berk.getByRole('link', { name: /Sepete git, 1 ürün/ }).click();
  await expect(line(berk, 'Humus')).toContainText('Ayşe ekledi');
  // Ayşe looks at the cart and goes back to the menu (the cart's screen is loaded).
  await ayse.getByRole('link', { name: /Sepete git, 1 ürün/ }).click();
  await expect(line(ayse, 'Humus')).toContainText('Siz eklediniz');
  await ayse.goBack();
  await expect(ayse.getByRole('button', { name: 'Ayran sepete ekle' })).toBeVisible();
  return { table, ayse, berk };
}

test('a dish added offline at a shared table waits on the phone, then reaches the table once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { table, ayse, berk } = await tableOfTwo(browser, request, 'Sinyalsiz');
  const posts = linePosts(ayse);
  try {
    // The signal goes: 'Sepete Ekle' keeps the line on Ayşe's phone and says so.
    await ayse.context().setOffline(true);
    await ayse.getByRole('button', { name: 'Ayran sepete ekle' }).click();
    await expect(
      notice(ayse, 'Ayran telefonunuzda bekliyor; bağlantı gelince masanın sepetine eklenecek'),
    ).toBeVisible();
    await expect(notice(ayse, 'Sunucuya bağlanılamadı')).toHaveCount(0);
    await ayse.getByRole('link', { name: /Sepete git, 2 ürün/ }).click();
    await expect(line(ayse, 'Ayran')).toContainText(WAITING);
    await expect(line(ayse, 'Humus')).not.toContainText(WAITING);
    // A waiting line can be taken back, not changed.
    await expect(
      line(ayse, 'Ayran').getByRole('button', { name: 'Ayran sepetten çıkar' }),
    ).toBeVisible();
    await expect(line(ayse, 'Ayran').getByRole('button', { name: /adedini artır/ })).toHaveCount(0);
    await ayse.screenshot({ path: `${SHOTS}/waiting-line.png`, fullPage: true });
    // It has not reached the table: Berk's phone does not show it, nor does the server.
    await berk.reload();
    await expect(line(berk, 'Humus')).toBeVisible();
    await expect(line(berk, 'Ayran')).toHaveCount(0);
    expect(posts).toHaveLength(0);

    // Back online: it is sent once, and both phones show it once, as the table's.
    await ayse.context().setOffline(false);
    await expect(line(ayse, 'Ayran')).toContainText('Siz eklediniz', { timeout: 15_000 });
    await expect(line(ayse, 'Ayran')).not.toContainText(WAITING);
    await expect(line(berk, 'Ayran')).toContainText('Ayşe ekledi', { timeout: 15_000 });
    await expect(line(berk, 'Ayran')).toHaveCount(1);
    await expect(line(berk, 'Ayran')).toContainText('Ayran: 1 adet');
    await expect(line(ayse, 'Ayran')).toHaveCount(1);
    expect(posts).toHaveLength(1);
    // A reload reads the table's cart: nothing waits any more, nothing is added again.
    await ayse.reload();
    await expect(line(ayse, 'Ayran')).toHaveCount(1);
    await expect(ayse.getByText(WAITING)).toHaveCount(0);
    expect(posts).toHaveLength(1);
  } finally {
    await table.close();
  }
});

test('a line whose answer is lost with the signal is sent again with its key and added once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { table, ayse, berk } = await tableOfTwo(browser, request, 'Kopan');
  const posts = linePosts(ayse);
  try {
    // The line reaches the server, then the signal goes before its answer arrives.
    let lost = false;
    await ayse.route('**/api/tables/sessions/current/cart/lines', async (route) => {
      if (lost || route.request().method() !== 'POST') return route.continue();
      lost = true;
      const added = await route.fetch();
      expect(added.status()).toBe(201);
      await ayse.context().setOffline(true);
      await route.abort('internetdisconnected');
    });
    await ayse.getByRole('button', { name: 'Ayran sepete ekle' }).click();
    await expect(
      notice(ayse, 'Ayran telefonunuzda bekliyor; bağlantı gelince masanın sepetine eklenecek'),
    ).toBeVisible();
    await expect(line(berk, 'Ayran')).toContainText('Ayşe ekledi', { timeout: 15_000 });

    // Back online it is sent again with the same key: the server adds nothing a second time.
    await ayse.context().setOffline(false);
    await ayse.getByRole('link', { name: /Sepete git/ }).click();
    await expect(line(ayse, 'Ayran')).toContainText('Siz eklediniz', { timeout: 15_000 });
    await expect(ayse.getByText(WAITING)).toHaveCount(0);
    await expect.poll(() => posts.length).toBe(2);
    const keys = posts.map((post) => post.headers()['idempotency-key']);
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(keys[1]).toBe(keys[0]);
    await berk.reload();
    await expect(line(berk, 'Ayran')).toHaveCount(1);
    await expect(line(berk, 'Ayran')).toContainText('Ayran: 1 adet');
    await expect(line(ayse, 'Ayran').getByRole('status', { name: 'Ayran: 1 adet' })).toHaveText(
      '1',
    );
  } finally {
    await table.close();
  }
});
