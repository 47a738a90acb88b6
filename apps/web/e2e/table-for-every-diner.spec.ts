import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_BUSINESS_IDS } from '../../server/src/db/seed/demo-ids.ts';
import { expect, test } from './fixtures.ts';
import { registerByApi, storeSession, uniqueEmail } from './support/account-helpers.ts';
import { addFromMenu } from './support/menu-helpers.ts';
import { ownTable } from './support/table-tokens.ts';
import { newPhone } from './support/phone.ts';

// Issue 29 §3 (ADR 055): a second diner at a shared table, on her own phone and without an
// account, reaches her own items to pay them. Berk (signed in) places the table's shared cart;
// Selin, a guest who only scanned the code, taps from the orders tab (no sign-in wall) to the
// table, opens the split screen, "Benim Ürünlerimi Seç" picks her Menemen and nothing of
// Berk's, and she asks for that bill; the menu and the cart lead to the table in one tap too.
// No URL is typed after the scan. The table is the spec's own (ADR 043's shared cart).

const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const SHOTS = 'test-results/table-for-every-diner';
type Envelope<T> = { data: T };

/** A phone opens the table's printed code and joins its sitting (ADR 042). */
async function scan(page: Page, qrUrl: string, tableId: string) {
  const joined = page.waitForResponse((r) => r.url().endsWith('/api/tables/sessions/join'));
  await page.goto(qrUrl);
  await page.waitForURL(`**/customerapp/menu/${BOGAZ}/${tableId}`);
  expect((await joined).status()).toBe(201);
}

async function signedInPhone(browser: Browser, request: APIRequestContext, name: string) {
  const page = await (await browser.newContext()).newPage();
  await storeSession(page, await registerByApi(request, uniqueEmail('table'), name));
  return page;
}

const cartLine = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Sepetteki ürünler' }).getByRole('listitem').filter({
    hasText: name,
  });

test('a guest at a shared table reaches her own items from the orders tab and pays them', async ({
  page: selin,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const table = await ownTable(request, BOGAZ, 'Herkes');
  try {
    const berk = await signedInPhone(browser, request, 'Berk Can');
    await scan(berk, table.qrUrl, table.id);
    await scan(selin, table.qrUrl, table.id);
    await expect(selin.getByRole('link', { name: /^Masanın Siparişleri/ })).toBeVisible();
    await selin.screenshot({ path: `${SHOTS}/menu.png` });

    // Selin adds a Menemen to the table's cart; Berk sees it, adds an Ayran and orders both.
    await addFromMenu(selin, 'Menemen', ['Soğanlı']);
    await selin.getByRole('link', { name: /Sepete git, 1 ürün/ }).click();
    await expect(cartLine(selin, 'Menemen')).toContainText('Siz eklediniz');
    await expect(selin.getByRole('link', { name: /^Masanın Siparişleri/ })).toBeVisible();
    await berk.getByRole('button', { name: 'Ayran sepete ekle' }).click();
    await berk.getByRole('link', { name: /Sepete git/ }).click();
    await expect(cartLine(berk, 'Menemen')).toBeVisible();
    const placed = berk.waitForResponse((r) =>
      r.url().endsWith('/api/tables/sessions/current/cart/order'),
    );
    await berk.getByRole('button', { name: 'Siparişi Onayla' }).click();
    expect((await placed).status()).toBe(201);
    const order = ((await (await placed).json()) as Envelope<{ id: string; orderNumber: number }>)
      .data;
    await expect(selin.getByText('Sepetiniz boş.')).toBeVisible();

    // Her orders tab: no sign-in wall, the table one tap away.
    await selin.getByRole('link', { name: 'Menü', exact: true }).click();
    await selin
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Siparişler' })
      .click();
    await expect(selin).toHaveURL('/customerapp/orders');
    await expect(selin.getByRole('heading', { name: 'Siparişlerim' })).toBeVisible();
    await selin.screenshot({ path: `${SHOTS}/orders-tab.png` });
    await selin.getByRole('link', { name: /^Masanın Siparişleri/ }).click();
    await expect(selin).toHaveURL(`/customerapp/table/${BOGAZ}/${table.id}`);
    const card = selin.getByRole('article', { name: `Sipariş #${order.orderNumber}` });
    await expect(card).toContainText('1 × Menemen');
    await expect(card).toContainText('1 × Ayran');

    // Back (the phone's back button) to the menu: its link leads to the table as well.
    await selin.goBack();
    await selin.goBack();
    await expect(selin).toHaveURL(/\/customerapp\/menu/);
    await selin.getByRole('link', { name: /^Masanın Siparişleri/ }).click();
    await expect(card).toContainText('1 × Menemen');
    await selin.screenshot({ path: `${SHOTS}/table.png`, fullPage: true });

    // The split screen: her Menemen, nothing of Berk's; she asks for that bill.
    await card.getByRole('link', { name: 'Hesabı Böl' }).click();
    await expect(selin).toHaveURL(`/customerapp/split-bill/${order.id}`);
    await selin.getByRole('button', { name: 'Benim Ürünlerimi Seç' }).click();
    await expect(selin.getByRole('status', { name: 'Menemen seçilen adet' })).toHaveText('1');
    await expect(selin.getByRole('status', { name: 'Ayran seçilen adet' })).toHaveText('0');
    await selin.screenshot({ path: `${SHOTS}/split.png`, fullPage: true });
    const asked = selin.waitForResponse((r) =>
      r.url().endsWith(`/orders/${order.id}/request-bill`),
    );
    await selin.getByRole('button', { name: /Hesap İste$/ }).click();
    expect((await asked).status()).toBe(201);
  } finally {
    await table.close();
  }
});

test('in English, a guest at the table reaches it from the menu and the orders tab', async ({
  browser,
  request,
}) => {
  const table = await ownTable(request, BOGAZ, 'Every');
  const context = await newPhone(browser, { locale: 'en-GB' });
  try {
    const guest = await context.newPage();
    await scan(guest, table.qrUrl, table.id);
    // In the menu's header bar; on the orders tab with its hint ('Split the bill, …').
    const link = guest.getByRole('link', { name: /^The Table's Orders/ });
    await expect(link).toBeVisible();
    await guest.screenshot({ path: `${SHOTS}/menu-en.png` });
    await guest
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await expect(guest.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await guest.screenshot({ path: `${SHOTS}/orders-tab-en.png` });
    await guest.setViewportSize({ width: 1024, height: 768 });
    await guest.screenshot({ path: `${SHOTS}/orders-tab-en-1024.png` });
    await link.click();
    await expect(guest.getByRole('heading', { name: 'Table Orders' })).toBeVisible();
    await expect(guest.getByRole('heading', { name: 'No Active Order' })).toBeVisible();
  } finally {
    await context.close();
    await table.close();
  }
});
