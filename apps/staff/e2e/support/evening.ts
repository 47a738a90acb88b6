import { type Browser, type Locator, type Page, expect } from '@playwright/test';
import { formatTry } from '../../../../packages/core/src/money/format-try.ts';
import {
  registerByApi,
  storeSession,
  uniqueEmail,
} from '../../../web/e2e/support/account-helpers.ts';
import { signInStaff, type StaffAccount } from './sign-in.ts';
import { newPhone } from '../../../web/e2e/support/phone.ts';

// The people of whole-evening.spec.ts: staff tablets signed in through the form, diner phones
// signed in and seated by the table's printed code, and what each of them does more than once.

type Envelope<T> = { data: T };
export type PlacedOrder = { id: string; orderNumber: number; total: number };

/** A staff tablet (1024×768) signed in, its service started. */
export async function staffTablet(browser: Browser, account: StaffAccount): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    locale: 'tr-TR',
  });
  const page = await context.newPage();
  await signInStaff(page, account);
  await page.getByRole('button', { name: 'Servisi Başlat' }).click();
  return page;
}

/** Opens one of the tablet's screens from its navigation. */
export async function openView(page: Page, name: string | RegExp) {
  await page.getByRole('navigation', { name: 'Ekranlar' }).getByRole('link', { name }).click();
}

/**
 * A diner's phone (390×844) with an account of her own, seated at the table by its printed
 * code: the phone joins the table's sitting (ADR 042) and opens its menu.
 */
export async function dinerPhone(
  browser: Browser,
  {
    name,
    locale,
    qrUrl,
    tableId,
  }: { name: string; locale: string; qrUrl: string; tableId: string },
): Promise<Page> {
  const context = await newPhone(browser, { locale });
  const page = await context.newPage();
  await storeSession(page, await registerByApi(page.request, uniqueEmail('aksam'), name));
  const joined = page.waitForResponse((r) => r.url().endsWith('/api/tables/sessions/join'));
  await page.goto(qrUrl);
  await page.waitForURL(`**/customerapp/menu/*/${tableId}`);
  expect((await joined).status()).toBe(201);
  return page;
}

/**
 * Confirms the checkout: the order the server placed, from the table's shared cart (ADR 043)
 * or, for a diner alone at her table, from her own.
 */
export async function confirmOrder(phone: Page, button: string) {
  const placed = phone.waitForResponse(
    (r) =>
      /\/api\/(orders|tables\/sessions\/current\/cart\/order)$/.test(new URL(r.url()).pathname) &&
      r.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await phone.getByRole('button', { name: button }).click();
  const tapped = Date.now();
  const response = await placed;
  expect(response.status(), await response.text()).toBe(201);
  return { order: ((await response.json()) as Envelope<PlacedOrder>).data, tapped };
}

/** The order's card on the board, in the column whose name starts with `column`. */
export const boardCard = (page: Page, column: string, table: string, orderNumber: number) =>
  page
    .getByRole('region', { name: new RegExp(`^${column}`) })
    .getByRole('article', { name: `${table} Sipariş #${orderNumber}` });

/** The order's card on the kitchen display (every station). */
export const kitchenCard = (page: Page, orderNumber: number) =>
  page.getByRole('article', { name: new RegExp(`Sipariş #${orderNumber}$`) });

/** One of the receipt's figures, its term and amount read together ('Kalan₺0,00'). */
export const receiptFigure = (receipt: Locator, term: string, amount: number) =>
  expect(receipt.locator('dl > div').filter({ hasText: new RegExp(`^${term}`) })).toHaveText(
    `${term}${formatTry(amount)}`,
  );

/**
 * Takes the rest of an order's bill at the table's panel in `method`; for cash, `received` is
 * what the diner handed over and the form says the change. Returns the receipt, checked: the
 * amount, no tip, the method's total and nothing left.
 */
export async function takeRest(
  page: Page,
  table: string,
  order: PlacedOrder,
  { amount, method, received }: { amount: number; method: string; received?: number },
): Promise<Locator> {
  const line = page
    .getByRole('region', { name: new RegExp(`^${table} ·`) })
    .getByRole('listitem')
    .filter({ hasText: `Sipariş #${order.orderNumber}` });
  await line.getByRole('button', { name: 'Ödeme Al' }).click();
  const form = line.getByRole('form', { name: `Sipariş #${order.orderNumber} ödemesi` });
  await expect(form.getByTestId('payment-amount')).toHaveText(formatTry(amount));
  await form.getByRole('radio', { name: method }).check();
  if (received !== undefined) {
    await form.getByLabel('Alınan nakit (₺)').fill(String(received / 100));
    await expect(form.getByText(`Para üstü: ${formatTry(received - amount)}`)).toBeVisible();
  }
  await form.getByRole('button', { name: `${formatTry(amount)} Ödemeyi Kaydet` }).click();
  const receipt = page.getByRole('region', { name: `Sipariş #${order.orderNumber} ödeme fişi` });
  await expect(receipt.getByTestId('receipt-amount')).toHaveText(formatTry(amount));
  await expect(receipt.getByTestId('receipt-tip')).toHaveText(formatTry(0));
  await receiptFigure(receipt, method, amount);
  await receiptFigure(receipt, 'Kalan', 0);
  return receipt;
}
