import { type Browser, type Page, expect, test } from '@playwright/test';
import { formatTry } from '../../../packages/core/src/money/format-try.ts';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { placeApiOrder } from '../../web/e2e/support/bill-helpers.ts';
import { BOGAZ } from '../../web/e2e/support/qr-video.ts';
import { moveOrder, staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff, type StaffAccount } from './support/sign-in.ts';

// Issue 29 §6: the owner and a waiter take the same table's payment at the same moment, each
// on their own tablet. One is recorded; the other's form vanished with the paid order while
// they held the diner's cash. Now the one who lost reads who recorded it, how much, and what
// is left (₺0,00), and it stays until they say they have read it.

const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234', name: 'Mehmet Kaya' };
const WAITER = { email: 'waiter@bogaz.masa.app', password: 'staff1234', name: 'Burak Şahin' };

/** A tablet signed in as `who`, the table's payment form open on the rest of the bill. */
async function openPayment(browser: Browser, who: StaffAccount, table: string, order: number) {
  const page = await (
    await browser.newContext({ viewport: { width: 1024, height: 768 } })
  ).newPage();
  await signInStaff(page, who);
  await page.getByRole('button', { name: 'Servisi Başlat' }).click();
  await page
    .getByRole('navigation', { name: 'Ekranlar' })
    .getByRole('link', { name: 'Masalar' })
    .click();
  await page.getByRole('button', { name: new RegExp(`^${table}\\b`) }).click();
  const panel = page.getByRole('region', { name: new RegExp(`^${table} ·`) });
  await panel.getByRole('button', { name: 'Ödeme Al' }).click();
  const form = panel.getByRole('form', { name: `Sipariş #${order} ödemesi` });
  await form.getByRole('radio', { name: 'Nakit' }).check();
  return { page, form };
}

test('the staff member who loses a payment race reads who took it and what is left', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const table = await ownTable(request, BOGAZ, 'Yarış');
  const pages: Page[] = [];
  try {
    const diner = await registerByApi(request, uniqueEmail('race'), 'Yarış Masası');
    const { order } = await placeApiOrder(request, diner, BOGAZ, table.id, 1);
    // Served: once paid it leaves the floor (ADR 054), and with it the loser's form.
    const staff = await staffHeaders(request);
    await moveOrder(request, staff, order.id, 'received', 'preparing', 'ready', 'delivered');
    const owner = await openPayment(browser, OWNER, table.name, order.orderNumber);
    const waiter = await openPayment(browser, WAITER, table.name, order.orderNumber);
    pages.push(owner.page, waiter.page);
    const record = `${formatTry(order.total)} Ödemeyi Kaydet`;
    await Promise.all(
      [owner, waiter].map(({ form }) => form.getByRole('button', { name: record }).click()),
    );

    const receiptOf = (page: Page) =>
      page.getByRole('region', { name: `Sipariş #${order.orderNumber} ödeme fişi` });
    const lostOn = (page: Page) => page.getByRole('alert', { name: 'Ödeme kaydedilmedi' });
    await expect(receiptOf(owner.page).or(lostOn(owner.page))).toBeVisible();
    const ownerWon = await receiptOf(owner.page).isVisible();
    const [winner, loser] = ownerWon ? [OWNER, waiter] : [WAITER, owner];
    const lost = lostOn(loser.page);
    await expect(lost).toContainText(
      `Önce ${winner.name} ${formatTry(order.total)} tutarında ödeme kaydetti`,
    );
    await expect(lost.getByTestId('lost-left')).toHaveText(formatTry(0));
    await expect(receiptOf(loser.page)).toHaveCount(0);
    // The paid order leaves the loser's floor; what they read stays until they close it.
    await expect(loser.form).toBeHidden();
    await expect(lost).toBeVisible();
    await loser.page.screenshot({ path: test.info().outputPath('payment-race-lost.png') });
    await lost.getByRole('button', { name: 'Anladım' }).click();
    await expect(lost).toBeHidden();
  } finally {
    for (const page of pages) await page.context().close();
    await table.close();
  }
});
