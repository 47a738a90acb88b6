import { expect, test } from '@playwright/test';
import { formatTry } from '../../../packages/core/src/money/format-try.ts';
import type { SalesReport } from '../../../packages/core/src/reports/report.schemas.ts';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { customerHeaders, placeApiOrder } from '../../web/e2e/support/bill-helpers.ts';
import { BOGAZ, EGE } from '../../web/e2e/support/qr-video.ts';
import { staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff } from './support/sign-in.ts';
import { openTablePanel, orderInPanel } from './support/table-panel.ts';
import { openScreen } from './support/screens.ts';

// Issue 34 §5 (ADR 084): a table paid one Humus by card at the till; it was the wrong dish. The
// manager opens the table, "İade" on that payment, gives the Humus back with a reason, and the
// table's bill shows exactly that amount due again. Humus ₺160 ×2 and the kuver ₺50 for one.

const MANAGER = { email: 'manager@bogaz.masa.app', password: 'staff1234' };
const EGE_OWNER = { email: 'staff@ege.masa.app', password: 'staff1234' };

test('a manager refunds one unit of a card payment and the bill reopens by exactly it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const table = await ownTable(request, BOGAZ, 'İade');
  try {
    const diner = await registerByApi(request, uniqueEmail('refund'), 'İade Misafir');
    const { order } = await placeApiOrder(request, diner, BOGAZ, table.id, 2, {
      productName: 'Humus',
      personCount: 1,
    });
    const humus = order.items[0]!;
    // The waiter took one Humus by card at the till.
    const paid = await request.post(`/api/staff/orders/${order.id}/payments`, {
      headers: await staffHeaders(request),
      data: { method: 'credit_card', items: [{ itemId: humus.id, quantity: 1 }] },
    });
    expect(paid.status(), await paid.text()).toBe(201);

    await signInStaff(page, MANAGER);
    const ours = orderInPanel(await openTablePanel(page, table.name), order.orderNumber);
    await expect(ours.getByTestId('bill-left')).toHaveText('₺210,00');
    await ours.getByRole('button', { name: 'Kredi kartı ₺160,00 ödemesini iade et' }).click();
    const form = ours.getByRole('form', { name: 'Kredi kartı ₺160,00 ödemesinin iadesi' });
    await form.getByLabel('Humus (en fazla 1)').fill('1');
    await form.getByLabel('İade nedeni').fill('Yanlış ürün');
    expect(await findA11yViolations(page)).toEqual([]);
    await form.screenshot({ path: 'docs/screenshots/staff-refund-form-1024.png' });
    await form.getByRole('button', { name: 'İade Et' }).click();
    await expect(form).toBeHidden();
    // Exactly the Humus's ₺160 is due again: ₺210 + ₺160.
    await expect(ours.getByTestId('bill-left')).toHaveText('₺370,00');
    await expect(ours.getByText('İade: −₺160,00')).toBeVisible();
    await ours.screenshot({ path: 'docs/screenshots/staff-refund-1024.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await ours.getByTestId('bill-left').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-refund-390.png' });
    expect(await findA11yViolations(page)).toEqual([]);

    // Nothing of that payment is left to give back: a second refund is refused in words.
    await page.setViewportSize({ width: 1024, height: 768 });
    await ours.getByRole('button', { name: 'Kredi kartı ₺160,00 ödemesini iade et' }).click();
    await expect(form.getByText('Bu ödemede iade edilecek bir şey kalmadı')).toBeVisible();

    // The day's report counts the refund where it was made: "İadeler", by card, with the net.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format();
    const res = await request.get(`/api/staff/reports/summary?from=${day}&to=${day}`, {
      headers: await staffHeaders(request),
    });
    const { refunds } = (await res.json()).data as SalesReport;
    const card = refunds.byMethod.find((m) => m.method === 'credit_card')!;
    expect(card.amount).toBeGreaterThanOrEqual(16_000);
    await openScreen(page, 'Raporlar');
    const refundsTable = page.getByRole('region', { name: 'İadeler' });
    const row = refundsTable.getByRole('row', { name: /^Kredi kartı / });
    await expect(row).toContainText(formatTry(card.amount));
    await expect(row).toContainText(formatTry(card.net));
    await refundsTable.screenshot({ path: 'docs/screenshots/staff-report-refunds-1024.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await refundsTable.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-report-refunds-390.png' });
  } finally {
    await table.close();
  }
});

// The same for a Haydari paid online from the phone through the iyzico twin's hosted form: the
// refund goes back through the provider and the bill reopens by exactly the Haydari's ₺140.
test('an owner refunds one unit of an online payment and the bill reopens by exactly it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const table = await ownTable(request, EGE, 'Online İade');
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'tr-TR',
  });
  try {
    const diner = await registerByApi(request, uniqueEmail('refundonline'), 'Online Misafir');
    const { order } = await placeApiOrder(request, diner, EGE, table.id, 2, {
      productName: 'Haydari',
      personCount: 1,
    });
    const haydari = order.items[0]!;
    const opened = await request.post(`/api/orders/${order.id}/payment-intents`, {
      headers: customerHeaders(diner),
      data: {
        pay: {
          kind: 'items',
          items: [{ lineId: haydari.id, quantity: 1 }],
          charges: [],
          shares: [],
        },
        tipPercentage: 0,
        locale: 'tr',
      },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    const { intent } = (await opened.json()).data as { intent: { checkoutUrl: string } };
    const billOf = async () => {
      const res = await request.get(`/api/orders/${order.id}/bill`, {
        headers: customerHeaders(diner),
      });
      return (await res.json()).data.bill as { left: number; payments: unknown[] };
    };
    const phone = await phoneContext.newPage();
    await phone.goto(intent.checkoutUrl);
    await phone.getByLabel('Kart numarası').fill('5528 7900 0000 0008');
    await phone.getByLabel('Son kullanma tarihi (AA/YY)').fill('12/30');
    await phone.getByLabel('Güvenlik kodu (CVC)').fill('123');
    await phone.getByLabel('Kart üzerindeki isim').fill('Online Misafir');
    await phone.getByRole('button', { name: /Öde$/ }).click();
    await expect
      .poll(async () => (await billOf()).payments.length, {
        timeout: 20_000,
      })
      .toBe(1);
    const before = await billOf();

    await signInStaff(page, EGE_OWNER);
    const ours = orderInPanel(await openTablePanel(page, table.name), order.orderNumber);
    await expect(ours.getByTestId('bill-left')).toHaveText(formatted(before.left));
    await ours.getByRole('button', { name: 'Online ₺140,00 ödemesini iade et' }).click();
    const form = ours.getByRole('form', { name: 'Online ₺140,00 ödemesinin iadesi' });
    await form.getByLabel('Haydari (en fazla 1)').fill('1');
    await form.getByLabel('İade nedeni').fill('Misafir vazgeçti');
    await form.getByRole('button', { name: 'İade Et' }).click();
    await expect(form).toBeHidden({ timeout: 20_000 });
    await expect(ours.getByTestId('bill-left')).toHaveText(formatted(before.left + 14_000));
    // The twin gave the ₺140 back.
    const ledger = await request.get('/api/dev/iyzico/payments');
    const { refunds } = (await ledger.json()) as { refunds: { amount: number }[] };
    expect(refunds.some((refund) => refund.amount === 14_000)).toBe(true);
  } finally {
    await phoneContext.close();
    await table.close();
  }
});

const formatted = (kurus: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);
