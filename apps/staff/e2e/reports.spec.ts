import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import type { Bill } from '../../../packages/core/src/bill/bill.ts';
import { formatTry } from '../../../packages/core/src/money/format-try.ts';
import type { SalesReport } from '../../../packages/core/src/reports/report.schemas.ts';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { customerHeaders } from '../../web/e2e/support/bill-helpers.ts';
import { EGE } from '../../web/e2e/support/qr-video.ts';
import { staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { atTableHeader } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff } from './support/sign-in.ts';

// Issue 17 §6, done when: after a paid meal the day's report shows its gross, VAT by rate and
// tip exactly. A diner eats at Masa 7 of Ege Sofrası (two Fava at 10 % VAT with their discount,
// a beer at 20 %, the kuver's free meze); the staff take it in two payments, each with its tip.
// The report is the whole day's, and other specs pay at Ege too: the day's figures are read
// through the API just before the payments, and the screen must show them plus this meal, to
// the kuruş, as the bills count it.

const OWNER = { email: 'staff@ege.masa.app', password: 'staff1234' };
const WAITER = { email: 'waiter@ege.masa.app', password: 'staff1234' };
const TABLE = 'table-ege07';
type Envelope<T> = { data: T };

async function signIn(page: Page, account: { email: string; password: string }) {
  await signInStaff(page, account);
  await expect(page.getByRole('heading', { name: /^Yeni/ })).toBeVisible();
}

async function placeMeal(request: APIRequestContext) {
  const diner = await registerByApi(request, uniqueEmail('rapor'), 'Rapor Misafiri');
  const menu = (await (await request.get(`/api/products/business/${EGE}`)).json()) as Envelope<
    { id: string; name: string }[]
  >;
  const id = (name: string) => menu.data.find((product) => product.name === name)!.id;
  const response = await request.post('/api/orders', {
    headers: { ...customerHeaders(diner), ...(await atTableHeader(request, EGE, TABLE)) },
    data: {
      businessId: EGE,
      tableId: TABLE,
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
    (await response.json()) as Envelope<{ id: string; items: { id: string; name: string }[] }>
  ).data;
}

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

test('after a paid meal the day’s report shows its gross, VAT by rate and tip exactly', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const staff = await staffHeaders(request, OWNER);
  await signIn(page, OWNER);
  await page.getByRole('button', { name: 'Raporlar' }).click();
  await expect(page.getByRole('heading', { name: 'Raporlar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bugün' })).toHaveAttribute('aria-pressed', 'true');

  const order = await placeMeal(request);
  const beer = order.items.find((item) => item.name === 'Fıçı Bira (50 cl)')!;
  const day = today();
  const before = (
    (await (
      await request.get(`/api/staff/reports/summary?from=${day}&to=${day}`, { headers: staff })
    ).json()) as Envelope<SalesReport>
  ).data;
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

  await page.getByRole('button', { name: 'Yenile' }).click();
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
  expect(csv.slice(1).split('\r\n')[0]).toBe('KDV oranı;Matrah (KDV hariç);KDV;Brüt');
  const twenty = bill.vat.find((v) => v.rate === 20)!;
  const earlier20 = before.vat.find((v) => v.rate === 20)?.amount ?? 0;
  const lira = (kurus: number) =>
    `${Math.floor(kurus / 100)},${String(kurus % 100).padStart(2, '0')}`;
  expect(csv).toContain(`;${lira(earlier20 + twenty.vat)};`);

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
});

test('a waiter has no reports screen, and the server refuses the report', async ({
  page,
  request,
}) => {
  await signIn(page, WAITER);
  await expect(page.getByRole('button', { name: 'Masalar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Raporlar' })).toHaveCount(0);
  const day = today();
  const refused = await request.get(`/api/staff/reports/summary?from=${day}&to=${day}`, {
    headers: await staffHeaders(request, WAITER),
  });
  expect(refused.status()).toBe(403);
});
