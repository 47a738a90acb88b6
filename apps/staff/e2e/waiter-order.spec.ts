import {
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  expect,
  test,
} from '@playwright/test';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { DEMO_BUSINESS_IDS } from '../../server/src/db/seed/demo-ids.ts';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { joinTableByApi, openSignedIn, readBill } from '../../web/e2e/support/bill-helpers.ts';
import { staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff } from './support/sign-in.ts';
import { KUGULU, KUGULU_OWNER, KUGULU_WAITER } from './support/kugulu.ts';
import { openScreen } from './support/screens.ts';

// Issue 31 §3–6: the waiter takes the order. At a Masa 7 of its own (a table this spec adds,
// so no other spec's diners share its sitting) a waiter takes a 5-line order on the staff app
// (two starters, a dish with a required option, an extra and a note, another main, a drink)
// and sends it in at most 20 taps, counted here; the board and the kitchen display show the
// starters and the drink, the mains wait; "Marş" on the table's panel sends the mains to the
// kitchen display; a diner's phone at the table sees every line on the table's bill and pays
// its own share. Then the table gets another round from its panel, one tap per dish. The same
// on a 390×844 phone and a 1024×768 tablet.

const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
type Table = Awaited<ReturnType<typeof ownTable>>;
type SentOrder = {
  id: string;
  orderNumber: number;
  course: string;
  held: boolean;
  total: number;
  items: { name: string; price: number }[];
};

const WAITER = { email: 'waiter@bogaz.masa.app', password: 'staff1234' };
const KITCHEN = { email: 'kitchen@bogaz.masa.app', password: 'staff1234' };
const MOST_TAPS = 20;

/** Each tap (a click, a check, a field typed into) the waiter makes, counted. */
function counter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.click();
    },
    type: async (target: Locator, text: string) => {
      taps += 1;
      await target.fill(text);
    },
    get taps() {
      return taps;
    },
  };
}

async function takeOrder(page: Page, table: Table, shot: string): Promise<SentOrder[]> {
  const waiter = counter();
  await signInStaff(page, WAITER);
  await waiter.tap(page.getByRole('link', { name: 'Masalar' }));
  await waiter.tap(page.getByRole('button', { name: new RegExp(`^${table.name}\\b`) }));
  await waiter.tap(page.getByRole('link', { name: 'Sipariş Al' }));
  await expect(page).toHaveURL(new RegExp(`/staff/floor/${table.id}/order$`));
  await expect(page.getByRole('heading', { name: `${table.name} · Sipariş` })).toBeVisible();

  const menu = page.getByRole('region', { name: 'Menüde ara' });
  const dish = (name: string) => menu.getByRole('button', { name: new RegExp(`^${name} ₺`) });
  await waiter.tap(menu.getByRole('button', { name: 'Başlangıçlar' }));
  await waiter.tap(dish('Mercimek Çorbası'));
  await waiter.tap(dish('Humus'));
  await waiter.tap(menu.getByRole('button', { name: 'Ana Yemekler' }));
  await waiter.tap(dish('Köfte Burger'));
  const sheet = page.getByRole('dialog', { name: 'Köfte Burger' });
  const add = sheet.getByRole('button', { name: /^Ekle/ });
  // The required option is enforced: "Ekle" waits, saying what to choose.
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Önce seçin: Pişirme');
  await expect(sheet.getByLabel('Servis sırası')).toHaveValue('main');
  await waiter.tap(sheet.getByRole('radio', { name: 'Orta' }));
  await waiter.tap(sheet.getByRole('checkbox', { name: /^Kaşar Peyniri/ }));
  await waiter.type(sheet.getByLabel('Not'), 'Soğansız');
  await page.screenshot({ path: `docs/screenshots/staff-waiter-dish-${shot}.png` });
  await waiter.tap(add);
  await waiter.tap(dish('Hünkar Beğendi'));
  await waiter.tap(menu.getByRole('button', { name: 'Soğuk İçecekler' }));
  await waiter.tap(dish('Ayran'));

  // The running ticket, by course in the order of service.
  const ticket = page.getByRole('region', { name: 'Adisyon' });
  await expect(ticket.getByRole('heading', { level: 3 })).toHaveText([
    'İçecek',
    'Başlangıç',
    'Ana yemek',
  ]);
  await expect(ticket.getByRole('region', { name: 'Ana yemek' })).toContainText(
    'Köfte Burger · Orta · Ekstra: Kaşar Peyniri',
  );
  await expect(ticket).toContainText('Soğansız');
  await expect(ticket).toContainText('5 ürün');
  await expectNoSideScroll(page);
  expect(await findA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: `docs/screenshots/staff-waiter-order-${shot}.png` });

  const sent = page.waitForResponse((response) => response.url().endsWith('/orders'));
  await waiter.tap(ticket.getByRole('button', { name: 'Gönder' }));
  // One order per course (ADR 070): the drink and the starters go at once, the mains wait.
  const { data } = (await (await sent).json()) as { data: { orders: SentOrder[] } };
  expect(data.orders.map(({ course, held }) => [course, held])).toEqual([
    ['drink', false],
    ['starter', false],
    ['main', true],
  ]);
  await expect(page).toHaveURL(new RegExp(`/staff/floor/${table.id}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Sipariş gönderildi' })).toHaveText(
    `Sipariş gönderildi: ${table.name}`,
  );
  expect(waiter.taps).toBeLessThanOrEqual(MOST_TAPS);
  return data.orders;
}

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

/**
 * What the kitchen sees of the waiter's order: the starters and the drink as work on the board
 * and the kitchen display, the mains waiting; after "Marş: Ana yemek" on the waiter's panel,
 * the mains are work on the kitchen display too.
 */
async function fireMains(page: Page, table: Table) {
  const kitchen = await page.context().browser()!.newPage();
  await signInStaff(kitchen, KITCHEN);
  const board = kitchen.getByRole('main');
  await expect(board).toContainText('Mercimek Çorbası');
  await expect(board).toContainText('Ayran');
  await openScreen(kitchen, 'Mutfak Ekranı');
  const display = kitchen.getByRole('main');
  const work = display.getByRole('article').filter({ hasText: table.name });
  const waiting = display.getByRole('region', { name: 'Bekleyen servisler' });
  await expect(work.filter({ hasText: 'Mercimek Çorbası' })).toHaveCount(1);
  await expect(work.filter({ hasText: 'Ayran' })).toHaveCount(1);
  const heldMains = waiting
    .getByRole('article')
    .filter({ hasText: table.name })
    .filter({ hasText: 'Köfte Burger' });
  await expect(heldMains).toContainText('Bekliyor · Ana yemek');
  await expect(heldMains).toContainText('Hünkar Beğendi');

  const panel = page.getByRole('region', { name: new RegExp(`^${table.name} ·`) });
  await panel.getByRole('button', { name: 'Marş: Ana yemek' }).click();
  await expect(
    panel.getByRole('status').filter({ hasText: 'Ana yemek mutfağa gönderildi' }),
  ).toBeVisible();
  await expect(heldMains).toHaveCount(0);
  const mains = work.filter({ hasText: 'Köfte Burger' });
  await expect(mains).toContainText('Hünkar Beğendi');
  await expect(mains.getByRole('button', { name: /Tamamı Hazır$/ })).toBeVisible();
  await kitchen.close();
}

/**
 * A diner at the table: every line the waiter entered is on the table's bill, marked as the
 * staff's; the diner asks to pay the Ayran, the waiter approves and takes the cash, and the
 * bill has that much less to pay, to the kuruş.
 */
async function dinerPaysOwnShare(
  browser: Browser,
  request: APIRequestContext,
  waiterPage: Page,
  table: Table,
  orders: SentOrder[],
) {
  const diner = await registerByApi(request, uniqueEmail('waiter-table'), 'Deniz Masa');
  const key = await joinTableByApi(request, diner, BOGAZ, table.id);
  const drink = orders.find((order) => order.course === 'drink')!;
  const phone = await (await browser.newContext({ locale: 'tr-TR' })).newPage();
  // The table's orders: every course the waiter sent, each line marked as the staff's.
  await openSignedIn(phone, diner, { businessId: BOGAZ, tableId: table.id }, '/orders');
  await phone.goto(`/customerapp/table/${BOGAZ}/${table.id}`);
  const dishes = {
    drink: ['Ayran'],
    starter: ['Mercimek Çorbası', 'Humus'],
    main: ['Köfte Burger', 'Hünkar Beğendi'],
  } as Record<string, string[]>;
  for (const order of orders) {
    const card = phone.getByRole('article', { name: `Sipariş #${order.orderNumber}` });
    for (const dish of dishes[order.course] ?? []) await expect(card).toContainText(dish);
    await expect(card.getByText('Garson ekledi').first()).toBeVisible();
  }
  const bills = await Promise.all(orders.map((order) => readBill(request, diner, order.id, key)));
  expect(bills.map((bill) => bill.remainingAmount)).toEqual(orders.map((order) => order.total));
  const ayran = drink.items.find((line) => line.name === 'Ayran')!;

  // The diner pays the Ayran, their own share, from its order's split page.
  await phone.goto(`/customerapp/split-bill/${drink.id}`);
  const lines = phone.getByRole('list', { name: 'Ödenecek ürünler' });
  await expect(lines.getByRole('listitem').filter({ hasText: 'Ayran' })).toContainText(
    'Garson ekledi',
  );
  await phone.getByRole('button', { name: 'Ayran adedini artır' }).click();
  await phone.getByRole('button', { name: /Hesap İste$/ }).click();
  await expect(
    phone.getByRole('status').filter({ hasText: 'Split Bill hesap isteği başarıyla gönderildi!' }),
  ).toBeVisible();

  await openScreen(waiterPage, 'İstekler');
  const card = waiterPage
    .getByRole('region', { name: /^Hesap bölme istekleri/ })
    .getByRole('article', { name: `${table.name}: hesap bölme isteği` });
  await card.getByRole('button', { name: 'Onayla' }).click();
  await card.getByRole('button', { name: /Nakit Ödemesini Al$/ }).click();
  await card.getByRole('button', { name: /Ödemeyi Kaydet$/ }).click();
  await expect(card.getByRole('button', { name: /Nakit Ödemesini Al$/ })).toBeHidden();

  // The diner paid the Ayran and nothing else: the rest of the table's bill still waits.
  const after = await Promise.all(orders.map((order) => readBill(request, diner, order.id, key)));
  expect(after.map((bill) => bill.remainingAmount)).toEqual(
    orders.map((order) => order.total - (order.id === drink.id ? ayran.price : 0)),
  );
  await phone.context().close();
}

/** The waiter's orders still open at the end are cancelled, so the board carries none on. */
async function cancelOpen(request: APIRequestContext, orders: SentOrder[]) {
  const owner = await staffHeaders(request, {
    email: 'staff@bogaz.masa.app',
    password: 'staff1234',
  });
  for (const order of orders) {
    await request.patch(`/api/staff/orders/${order.id}/status`, {
      headers: owner,
      data: { status: 'cancelled', reason: 'Test servisi bitti.' },
    });
  }
}

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'tablet', viewport: { width: 1024, height: 768 } },
]) {
  test.describe(`on a ${size.viewport.width}×${size.viewport.height} screen`, () => {
    test.use({ viewport: size.viewport });

    test('a waiter takes a 5-line order at table 7 in at most 20 taps, fires the mains, and a diner pays its share', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const table = await ownTable(request, BOGAZ, 'Masa 7');
      let orders: SentOrder[] = [];
      try {
        orders = await takeOrder(page, table, size.name);
        await fireMains(page, table);
        await dinerPaysOwnShare(browser, request, page, table, orders);

        // Another round from the table's panel: the dishes it ordered are one tap away.
        await openScreen(page, 'Masalar');
        await page.getByRole('button', { name: new RegExp(`^${table.name}\\b`) }).click();
        const panel = page.getByRole('region', { name: new RegExp(`^${table.name} ·`) });
        await panel.getByRole('button', { name: 'Tekrar: Humus' }).click();
        await expect(page).toHaveURL(/\/order$/);
        const ticket = page.getByRole('region', { name: 'Adisyon' });
        await expect(ticket.getByRole('region', { name: 'Başlangıç' })).toContainText('Humus');
        await expect(ticket).toContainText('1 ürün');
      } finally {
        await cancelOpen(request, orders);
        await table.close();
      }
    });
  });
}

// A dish no other spec orders, at a café no other spec takes orders for.
const SENT = '**/api/staff/tables/table-kugulu03/orders';

test("a refused send shows the server's words and keeps the ticket; a send whose answer was lost goes again with the same key, and the table gets one order", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await staffHeaders(request, KUGULU_OWNER);
  const menu = (await (await request.get(`/api/business/${KUGULU}/products`)).json()) as {
    data: { id: string; name: string }[];
  };
  const coffee = menu.data.find((product) => product.name === 'Filtre Kahve')!;
  const setAvailable = async (isAvailable: boolean) =>
    expect(
      (
        await request.patch(`/api/staff/products/${coffee.id}`, {
          headers: owner,
          data: { isAvailable },
        })
      ).status(),
    ).toBe(200);
  const keys: string[] = [];
  let lost: { data: { orders: { id: string }[] } } | null = null;
  await page.route(SENT, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length !== 2) return route.continue();
    // The server takes the order; its answer never reaches the phone.
    lost = (await (await route.fetch()).json()) as typeof lost;
    return route.abort('connectionreset');
  });

  await signInStaff(page, KUGULU_WAITER);
  await expect(page.getByRole('navigation', { name: 'Ekranlar' })).toBeVisible();
  await page.goto('/staff/floor/table-kugulu03/order');
  const ticket = page.getByRole('region', { name: 'Adisyon' });
  await page.getByRole('button', { name: /^Filtre Kahve ₺/ }).click();
  await expect(ticket).toContainText('Filtre Kahve');

  // It sells out while the ticket waits: the server refuses, in its own words; the ticket stays.
  await setAvailable(false);
  try {
    const refusal = page.waitForResponse((response) => response.url().endsWith('/orders'));
    await ticket.getByRole('button', { name: 'Gönder' }).click();
    const refused = await refusal;
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expect(refused.status()).toBeLessThan(500);
    const { message } = (await refused.json()) as { message: string };
    await expect(ticket.getByRole('alert')).toHaveText(message);
    await expect(ticket).toContainText('Filtre Kahve');
  } finally {
    await setAvailable(true);
  }

  // Sent again, the answer is lost: the screen says so and keeps the ticket; the retry sends
  // the same key and gets the first answer, so the table has the order once.
  await ticket.getByRole('button', { name: 'Gönder' }).click();
  await expect(ticket.getByRole('alert')).toHaveText(
    'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.',
  );
  await expect(ticket).toContainText('Filtre Kahve');
  // Until the retry settles it, the ticket stays as it was sent.
  await expect(ticket).toContainText('Yanıt gelmedi: sipariş mutfağa ulaşmış olabilir.');
  await expect(ticket.getByRole('button', { name: 'Filtre Kahve: bir adet daha' })).toBeDisabled();
  const retry = page.waitForResponse((response) => response.url().endsWith('/orders'));
  await ticket.getByRole('button', { name: 'Gönder' }).click();
  const answer = (await (await retry).json()) as { data: { orders: { id: string }[] } };
  await expect(page).toHaveURL(/\/staff\/floor\/table-kugulu03$/);
  expect(keys).toHaveLength(3);
  expect(keys[1]).not.toBe(keys[0]);
  expect(keys[2]).toBe(keys[1]);
  expect(answer.data.orders.map((order) => order.id)).toEqual(
    lost!.data.orders.map((order) => order.id),
  );
});
