import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import type { Bill } from '../../../packages/core/src/bill/bill.ts';
import { formatTry } from '../../../packages/core/src/money/format-try.ts';
import type { SalesReport } from '../../../packages/core/src/reports/report.schemas.ts';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { customerHeaders } from '../../web/e2e/support/bill-helpers.ts';
import { BOGAZ, EGE } from '../../web/e2e/support/qr-video.ts';
import { BOGAZ_STAFF, staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { atTableHeader, ownTable } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff } from './support/sign-in.ts';
import { openScreen, screenTab } from './support/screens.ts';

// Issue 17 §6, done when: after a paid meal the day's report shows its gross, VAT by rate and
// tip exactly. A diner eats at a table of its own at Ege Sofrası (two Fava at 10 % VAT with
// their discount, a beer at 20 %, the kuver's free meze); the owner moves it along the board to ready and
// delivered, then the staff take it in two payments, each with its tip. The report is the whole
// day's, and other specs pay at Ege too: the day's figures are read through the API just before,
// and the screen must show them plus this meal, to the kuruş, as the bills count it; the average
// times to ready and to delivered count this meal too (ADR 037).

const OWNER = { email: 'staff@ege.masa.app', password: 'staff1234' };
const WAITER = { email: 'waiter@ege.masa.app', password: 'staff1234' };
type Envelope<T> = { data: T };

async function signIn(page: Page, account: { email: string; password: string }) {
  await signInStaff(page, account);
  await expect(page.getByRole('heading', { name: /^Yeni/ })).toBeVisible();
}

async function placeMeal(request: APIRequestContext, tableId: string) {
  const diner = await registerByApi(request, uniqueEmail('rapor'), 'Rapor Misafiri');
  const menu = (await (await request.get(`/api/products/business/${EGE}`)).json()) as Envelope<
    { id: string; name: string }[]
  >;
  const id = (name: string) => menu.data.find((product) => product.name === name)!.id;
  const response = await request.post('/api/orders', {
    headers: { ...customerHeaders(diner), ...(await atTableHeader(request, EGE, tableId)) },
    data: {
      businessId: EGE,
      tableId,
      personCount: 1,
      orderType: 'immediate',
      items: [
        { productId: id('Fava'), quantity: 2 },
        { productId: id('Fıçı Bira (50 cl)'), quantity: 1 },
        { productId: id('Haydari'), quantity: 1, freeQuantity: 1 },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (
    (await response.json()) as Envelope<{
      id: string;
      orderNumber: number;
      createdAt: string;
      items: { id: string; name: string }[];
    }>
  ).data;
}

/** The owner walks the order along the board: accepted, preparing, ready, delivered. */
async function walkBoard(page: Page, tableName: string, orderNumber: number) {
  const name = `${tableName} Sipariş #${orderNumber}`;
  const steps: [RegExp, string][] = [
    [/^Yeni/, 'Kabul Et'],
    [/^Alındı/, 'Hazırlamaya Başla'],
    [/^Hazırlanıyor/, 'Hazır'],
    [/^Hazır/, 'Teslim Et'],
  ];
  for (const [column, button] of steps) {
    const card = page.getByRole('region', { name: column }).getByRole('article', { name });
    await card.getByRole('button', { name: button, exact: true }).click();
  }
  await expect(
    page.getByRole('region', { name: /^Teslim Edildi/ }).getByRole('article', { name }),
  ).toBeVisible();
}

/** "25,5 dk" as the Turkish screen writes minutes. */
const dk = (minutes: number) =>
  `${minutes.toLocaleString('tr-TR', { maximumFractionDigits: 1 })} dk`;

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

test('after a paid meal the day’s report shows its gross, VAT by rate and tip exactly', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const staff = await staffHeaders(request, OWNER);
  await signIn(page, OWNER);
  await openScreen(page, 'Raporlar');
  await expect(page.getByRole('heading', { name: 'Raporlar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bugün' })).toHaveAttribute('aria-pressed', 'true');

  // A table of its own: the kuver and its free Haydari go on a sitting's first order (ADR 054).
  const table = await ownTable(request, EGE, 'Rapor');
  const order = await placeMeal(request, table.id);
  const beer = order.items.find((item) => item.name === 'Fıçı Bira (50 cl)')!;
  const day = today();
  const before = (
    (await (
      await request.get(`/api/staff/reports/summary?from=${day}&to=${day}`, { headers: staff })
    ).json()) as Envelope<SalesReport>
  ).data;
  await openScreen(page, 'Siparişler');
  await walkBoard(page, table.name, order.orderNumber);
  await openScreen(page, 'Raporlar');
  const pay = async (data: object) => {
    const response = await request.post(`/api/staff/orders/${order.id}/payments`, {
      headers: staff,
      data,
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as Envelope<{ bill: Bill }>).data.bill;
  };
  await pay({ items: [{ itemId: beer.id, quantity: 1 }], method: 'credit_card', tip: 15_00 });
  const bill = await pay({ method: 'cash', tip: 7_50 });
  expect(bill.settled).toBe(true);
  expect(bill.tips).toBe(22_50);
  expect(bill.vat.map((v) => v.rate)).toEqual([10, 20]);

  // The figures the screen itself received, to read the service times against.
  const answered = page.waitForResponse((r) => r.url().includes('/api/staff/reports/summary'));
  await page.getByRole('button', { name: 'Yenile' }).click();
  const shown = ((await (await answered).json()) as Envelope<SalesReport>).data;
  const card = (name: string) => page.getByRole('group', { name, exact: true });
  await expect(card('Brüt satış')).toContainText(formatTry(before.gross + bill.paid));
  await expect(card('Bahşiş')).toContainText(formatTry(before.tips + bill.tips));
  await expect(card('KDV')).toContainText(formatTry(before.vatTotal + bill.vatTotal));
  await expect(card('Net satış (KDV hariç)')).toContainText(
    formatTry(before.net + bill.paid - bill.vatTotal),
  );
  const vatTable = page.getByRole('region', { name: 'KDV oranlarına göre' });
  for (const { rate, base, vat } of bill.vat) {
    const earlier = before.vat.find((v) => v.rate === rate) ?? { net: 0, amount: 0 };
    await expect(vatTable.getByRole('row', { name: new RegExp(`^%${rate} `) })).toHaveText(
      [
        `%${rate}`,
        formatTry(earlier.net + base - vat),
        formatTry(earlier.amount + vat),
        formatTry(earlier.net + earlier.amount + base),
      ].join(''),
    );
  }
  const methods = page.getByRole('region', { name: 'Ödeme yöntemine göre' });
  await expect(methods.getByRole('row', { name: /^Kredi kartı / })).toContainText(
    formatTry((before.byMethod.find((m) => m.method === 'credit_card')?.tips ?? 0) + 15_00),
  );
  // This meal was ready and delivered today: both averages count it, and the cards and the
  // service-times table say over how many orders, in Turkish.
  const { toReady, toDelivered } = shown.serviceTimes;
  expect(toReady.orders).toBeGreaterThanOrEqual(before.serviceTimes.toReady.orders + 1);
  expect(toDelivered.orders).toBeGreaterThanOrEqual(before.serviceTimes.toDelivered.orders + 1);
  expect(toDelivered.averageMinutes).toBeGreaterThanOrEqual(0);
  await expect(card('Siparişten hazıra (ort.)')).toHaveText(
    `Siparişten hazıra (ort.)${dk(toReady.averageMinutes!)}${toReady.orders} sipariş üzerinden`,
  );
  await expect(card('Siparişten teslime (ort.)')).toHaveText(
    `Siparişten teslime (ort.)${dk(toDelivered.averageMinutes!)}${toDelivered.orders} sipariş üzerinden`,
  );
  const times = page.getByRole('region', { name: 'Servis süreleri' });
  await expect(times.getByRole('row', { name: /^Siparişten teslime/ })).toHaveText(
    `Siparişten teslime${toDelivered.orders}${dk(toDelivered.averageMinutes!)}`,
  );
  await expect(page.getByRole('img', { name: 'Saatlere göre satış (₺)' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ödeme yöntemine göre satış (₺)' })).toBeVisible();
  expect(await findA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: 'docs/screenshots/staff-reports.png' });

  // The VAT table as a file Excel opens with its Turkish letters: BOM, semicolons, lira "1234,50".
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    vatTable.getByRole('button', { name: 'KDV oranlarına göre: CSV indir' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`masa-kdv-${day}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  // Issue 29: the file starts with the report's headline figures, then its own table.
  const rows = csv.slice(1).split('\r\n');
  const headline = rows.slice(0, rows.indexOf(''));
  const dotted = day.split('-').reverse().join('.');
  const liraOf = (kurus: number) =>
    `${Math.floor(kurus / 100)},${String(kurus % 100).padStart(2, '0')}`;
  expect(headline[0]).toBe(`Raporlar;${dotted}`);
  expect(headline).toContain(`Brüt satış;${liraOf(shown.gross)}`);
  expect(headline).toContain(`Bahşiş;${liraOf(shown.tips)}`);
  expect(rows[headline.length + 1]).toBe('KDV oranı;Matrah (KDV hariç);KDV;Brüt');
  const twenty = bill.vat.find((v) => v.rate === 20)!;
  const earlier20 = before.vat.find((v) => v.rate === 20)?.amount ?? 0;
  const lira = (kurus: number) =>
    `${Math.floor(kurus / 100)},${String(kurus % 100).padStart(2, '0')}`;
  expect(csv).toContain(`;${lira(earlier20 + twenty.vat)};`);

  // The service times as a file too: minutes with a decimal comma, Excel-readable.
  const [timesFile] = await Promise.all([
    page.waitForEvent('download'),
    times.getByRole('button', { name: 'Servis süreleri: CSV indir' }).click(),
  ]);
  expect(timesFile.suggestedFilename()).toBe(`masa-servis-sureleri-${day}.csv`);
  const decimal = (minutes: number) => String(minutes).replace('.', ',');
  const timesRows = (await readFile((await timesFile.path())!, 'utf8')).slice(1).split('\r\n');
  expect(timesRows.slice(0, headline.length + 1)).toEqual([...headline, '']);
  expect(timesRows.slice(headline.length + 1)).toEqual([
    'Süre;Sipariş;Ortalama (dakika)',
    `Siparişten hazıra;${toReady.orders};${decimal(toReady.averageMinutes!)}`,
    `Siparişten teslime;${toDelivered.orders};${decimal(toDelivered.averageMinutes!)}`,
    '',
  ]);

  // Issue 29: every payment, one line each, as an accountant books it, after the headline.
  const [paymentsFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Ödeme listesi: CSV indir' }).click(),
  ]);
  expect(paymentsFile.suggestedFilename()).toBe(`masa-odemeler-${day}.csv`);
  const paid = (await readFile((await paymentsFile.path())!, 'utf8')).slice(1).split('\r\n');
  expect(paid.slice(0, headline.length + 2)).toEqual([
    ...headline,
    '',
    'Tarih ve saat;Masa;Sipariş no;Ödeme yöntemi;Tutar;Bahşiş;Ödemeyi alan',
  ]);
  const ours = paid.filter((line) => line.includes(`;${order.orderNumber};`));
  expect(ours).toHaveLength(2);
  expect(ours[0]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d;.+;Kredi kartı;\d+,\d\d;15,00;.+$/);
  expect(ours[1]).toMatch(/;Nakit;\d+,\d\d;7,50;.+$/);

  // In English the same cards read as an English owner expects.
  await page.getByRole('combobox', { name: 'Dil' }).selectOption('en');
  await expect(card('Order to ready (avg.)')).toHaveText(
    `Order to ready (avg.)${toReady.averageMinutes!.toLocaleString('en-GB', { maximumFractionDigits: 1 })} minover ${toReady.orders} order${toReady.orders === 1 ? '' : 's'}`,
  );
  await page.getByRole('combobox', { name: 'Language' }).selectOption('tr');
  await expect(page.getByRole('heading', { name: 'Raporlar' })).toBeVisible();

  // A range the server refuses never reaches it: the same Turkish message as its 400.
  await page.getByLabel('Başlangıç').fill('2026-12-31');
  await page.getByLabel('Bitiş').fill('2026-12-01');
  await expect(page.getByRole('alert')).toHaveText(
    'Başlangıç tarihi bitiş tarihinden sonra olamaz',
  );
  await page.getByRole('button', { name: 'Bugün' }).click();
  await expect(card('Brüt satış')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card('Brüt satış')).toBeVisible();
  expect(await findA11yViolations(page)).toEqual([]);
  await page.screenshot({
    path: test.info().outputPath('staff-reports-phone.png'),
    fullPage: true,
  });
  await table.close();
});

test('a waiter has no reports screen, and the server refuses the report', async ({
  page,
  request,
}) => {
  await signIn(page, WAITER);
  await expect(page.getByRole('link', { name: 'Masalar' })).toBeVisible();
  await expect(screenTab(page, 'Raporlar', { includeHidden: true })).toHaveCount(0);
  const day = today();
  const refused = await request.get(`/api/staff/reports/summary?from=${day}&to=${day}`, {
    headers: await staffHeaders(request, WAITER),
  });
  expect(refused.status()).toBe(403);
});

// Issue 28: a product named like a formula ran in the owner's spreadsheet when the report's CSV
// was opened. It must arrive as text, with a single quote in front, and the amounts as numbers.
// At Boğaziçi, so that its payment stays out of the Ege day the test above adds up.
test('a product named like a formula reaches the products CSV as text', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const EVIL = "=2+5+cmd|' /C calc'!A0";
  const staff = await staffHeaders(request, BOGAZ_STAFF);
  const menu = (await (await request.get(`/api/products/business/${BOGAZ}`)).json()) as Envelope<
    { id: string; name: string; categoryId: string }[]
  >;
  const humus = menu.data.find((product) => product.name === 'Humus')!;
  const created = await request.post('/api/staff/products', {
    headers: staff,
    data: { categoryId: humus.categoryId, name: EVIL, price: 123_45, vatRate: 10 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = ((await created.json()) as Envelope<{ id: string }>).data;
  const diner = await registerByApi(request, uniqueEmail('formul'), 'Formül Misafiri');
  const table = 'table-bogaz04';
  const ordered = await request.post('/api/orders', {
    headers: { ...customerHeaders(diner), ...(await atTableHeader(request, BOGAZ, table)) },
    data: {
      businessId: BOGAZ,
      tableId: table,
      personCount: 1,
      items: [{ productId: product.id, quantity: 1 }],
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = ((await ordered.json()) as Envelope<{ id: string }>).data;
  const paid = await request.post(`/api/staff/orders/${order.id}/payments`, {
    headers: staff,
    data: { method: 'cash' },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  // Off the menu again for the other specs; the report names it by its line.
  const removed = await request.delete(`/api/staff/products/${product.id}`, { headers: staff });
  expect(removed.status(), await removed.text()).toBe(200);

  await signIn(page, BOGAZ_STAFF);
  await openScreen(page, 'Raporlar');
  const products = page.getByRole('region', { name: 'Ürünlere göre' });
  await expect(products.getByRole('row').filter({ hasText: EVIL })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    products.getByRole('button', { name: 'Ürünlere göre: CSV indir' }).click(),
  ]);
  const lines = (await readFile((await download.path())!, 'utf8')).slice(1).split('\r\n');
  // Deleted since, so without a category (ADR 030); the amount a number Excel adds up.
  expect(lines).toContain(`'${EVIL};Kategorisiz;1;123,45`);
  expect(lines.filter((line) => /^[=+\-@\t\r]/.test(line))).toEqual([]);
});
