import { type APIRequestContext, expect, test } from '@playwright/test';
import { formatTry } from '../../../packages/core/src/money/format-try.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { recordFullPayment } from '../../web/e2e/support/bill-helpers.ts';
import { staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import {
  holdBusinessDay,
  letGoOfBusinessDays,
  liraTyped,
  read,
  reconciliationOf,
  settleLeftovers,
  typeRegisterZ,
} from './support/business-day.ts';
import { signInStaff } from './support/sign-in.ts';
import { KUGULU, KUGULU_OWNER as OWNER, KUGULU_WAITER as WAITER } from './support/kugulu.ts';
import { openScreen } from './support/screens.ts';

// Issue 35 §4, done when: the owner closes the day against a typed Z report. At Kuğulu Kahve
// (the café whose day only the day specs open) a waiter's order is paid in cash while the owner
// has its table open on the tablet: the payment appears under "Fiş bekleyen ödemeler" by itself,
// and the owner types the number the standalone register printed. At the close the owner types
// the register's Z with one VAT rate ₺10 off: the reconciliation shows the ₺10,00 and the close
// is refused in the server's words; the Z corrected, the day closes.

type Envelope<T> = { data: T };

async function orderAtTable(request: APIRequestContext, tableId: string) {
  const waiter = await staffHeaders(request, WAITER);
  const menu = await read<{ id: string; name: string }[]>(
    request,
    `/api/business/${KUGULU}/products`,
    waiter,
  );
  const id = (name: string) => menu.find((product) => product.name === name)!.id;
  const sent = await request.post(`/api/staff/tables/${tableId}/orders`, {
    headers: waiter,
    data: {
      personCount: 2,
      items: [{ productId: id('Türk Kahvesi'), quantity: 2 }],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { orders } = ((await sent.json()) as Envelope<{ orders: { id: string }[] }>).data;
  return { waiter, orders };
}

test.afterEach(letGoOfBusinessDays);

test('a payment waits for its fiş on the table panel, and the day closes only once the typed Z agrees with Masa', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await staffHeaders(request, OWNER);
  await holdBusinessDay(KUGULU, owner);
  const table = await ownTable(request, KUGULU, 'Fiş');
  try {
    await settleLeftovers(request, owner);
    const opened = await request.post('/api/staff/days', {
      headers: owner,
      data: { openingFloat: 200_00 },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    const dayId = ((await opened.json()) as Envelope<{ id: string }>).data.id;
    const { waiter, orders } = await orderAtTable(request, table.id);

    // The owner has the table open when the waiter takes the cash: its fiş waits, live.
    await signInStaff(page, OWNER);
    await expect(page.getByRole('navigation', { name: 'Ekranlar' })).toBeVisible();
    await page.goto(`/staff/floor/${table.id}`);
    const panel = page.getByRole('region', { name: new RegExp(table.name) });
    await expect(panel.getByText('Türk Kahvesi').first()).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Fiş bekleyen ödemeler' })).toHaveCount(0);
    for (const order of orders)
      await recordFullPayment(request, waiter, order.id, { method: 'cash', tip: 0 });
    const waiting = panel.getByRole('region', { name: 'Fiş bekleyen ödemeler' });
    const receipt = waiting.getByRole('form', { name: /^Nakit · ₺170,00 · \d\d:\d\d$/ });
    await expect(receipt).toBeVisible();
    const tile = page.getByRole('button', { name: new RegExp(`^${table.name}\\b`) });
    await expect(tile).toContainText('1 fiş bekliyor');

    // A slip of the finger: the server's words; then the number the register printed.
    await receipt.getByLabel('Fiş no').fill('45A');
    await receipt.getByRole('button', { name: 'Kaydet' }).click();
    await expect(waiting.getByRole('alert')).toHaveText('Fiş numarası yalnız rakam olmalı');
    expect(await findA11yViolations(page)).toEqual([]);
    await waiting.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-fiscal-panel.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    // Above the phone's bottom bar: the section in the middle of the screen.
    await waiting.evaluate((section) => section.scrollIntoView({ block: 'center' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({ path: 'docs/screenshots/staff-fiscal-panel-phone.png' });
    await page.setViewportSize({ width: 1024, height: 768 });
    await receipt.getByLabel('Fiş no').fill('004512');
    await receipt.getByRole('button', { name: 'Kaydet' }).click();
    await expect(waiting).toHaveCount(0);
    await expect(tile).not.toContainText('fiş bekliyor');
    const done = await read<{ requests: { receiptNumber: string | null }[] }>(
      request,
      `/api/staff/fiscal-requests?status=done&tableId=${table.id}`,
      owner,
    );
    expect(done.requests.map((request) => request.receiptNumber)).toEqual(['004512']);

    // The close: nothing waits; the Z typed with the first VAT rate ₺10 short.
    await openScreen(page, 'Gün Sonu');
    await expect(page.getByText('Fiş bekleyen ödeme yok')).toBeVisible();
    const rec = await reconciliationOf(request, owner, dayId);
    expect(rec.masa.total).toBe(170_00);
    const firstRate = rec.masa.byVatRate[0]!.vatRate;
    await typeRegisterZ(page, '0087', rec, 10_00);
    const reconciliation = page.getByRole('region', { name: 'Mutabakat' });
    const rateRow = reconciliation.getByRole('row', { name: new RegExp(`^KDV %${firstRate} `) });
    await expect(rateRow.getByRole('cell').nth(2)).toHaveText(formatTry(-10_00));
    await expect(rateRow).toHaveClass(/differs/);
    await expect(reconciliation.getByRole('status')).toContainText(
      `KDV %${firstRate}: fark ${formatTry(-10_00)}`,
    );
    const close = page.getByRole('form', { name: 'Günü kapat' });
    await close.getByLabel('Sayılan nakit').fill(liraTyped(200_00 + 170_00));
    await close.getByRole('button', { name: 'Günü kapat' }).click();
    await expect(close.getByRole('alert')).toHaveText(
      'Masa ile yazarkasanın Z raporu arasında fark var: farkları kabul ederek kapatabilir ya da Z raporunu düzeltebilirsiniz.',
    );
    await expect(close.getByRole('button', { name: 'Farkları kabul ederek kapat' })).toBeVisible();
    expect(await findA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'docs/screenshots/staff-fiscal-day-close.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'docs/screenshots/staff-fiscal-day-close-phone.png' });
    await page.setViewportSize({ width: 1024, height: 768 });

    // The Z corrected: no difference left, and the day closes.
    await typeRegisterZ(page, '0087', rec, 0);
    await expect(reconciliation.getByRole('status')).toHaveText('Masa ile yazarkasa aynı');
    await close.getByRole('button', { name: 'Günü kapat' }).click();
    const z = page.getByRole('region', { name: 'Gün sonu raporu / Z raporu' });
    await expect(z.getByRole('button', { name: 'Yazdır' })).toBeVisible();
    const after = await reconciliationOf(request, owner, dayId);
    expect(after.register?.zNumber).toBe('0087');
    expect(after.differences).toEqual([]);

    // The owner's record says what was typed, in words.
    await openScreen(page, 'Kayıtlar');
    const record = page.getByRole('list', { name: 'İşlem kayıtları' });
    await expect(record.getByText('Fiş no 004512 girildi · ₺170,00')).toBeVisible();
    await expect(record.getByText('Yazarkasa Z raporu girildi: Z no 0087, ₺170,00')).toBeVisible();
  } finally {
    await table.close();
  }
});

test('the owner switches the register connection off, and a payment then waits for no fiş; back to Elle, it waits again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await staffHeaders(request, OWNER);
  await holdBusinessDay(KUGULU, owner);
  const table = await ownTable(request, KUGULU, 'ÖKC');
  const adapterNow = async () =>
    (await read<{ fiscal: { adapter: string } }>(request, '/api/staff/settings', owner)).fiscal
      .adapter;
  const waitingAt = async () =>
    (
      await read<{ requests: unknown[] }>(
        request,
        `/api/staff/fiscal-requests?status=waiting&tableId=${table.id}`,
        owner,
      )
    ).requests.length;
  const payAnOrder = async () => {
    const { waiter, orders } = await orderAtTable(request, table.id);
    for (const order of orders)
      await recordFullPayment(request, waiter, order.id, { method: 'credit_card', tip: 0 });
    return orders.length;
  };
  try {
    expect(await adapterNow()).toBe('manual');
    await signInStaff(page, OWNER);
    await openScreen(page, 'Ayarlar');
    const section = page.getByRole('form', { name: 'Yazarkasa (ÖKC) bağlantısı' });
    const select = section.getByLabel('Yazarkasa (ÖKC) bağlantısı');
    await expect(select).toHaveValue('manual');
    await expect(select.locator('option:checked')).toHaveText('Elle (fiş numarası girilir)');
    await select.selectOption({ label: 'Kapalı' });
    await section.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Yazarkasa (ÖKC) bağlantısı kaydedildi')).toBeVisible();
    expect(await adapterNow()).toBe('off');
    await payAnOrder();
    expect(await waitingAt()).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-fiscal-settings.png' });

    await select.selectOption({ label: 'Elle (fiş numarası girilir)' });
    await section.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(adapterNow).toBe('manual');
    const paid = await payAnOrder();
    expect(await waitingAt()).toBe(paid);
  } finally {
    const back = await request.put('/api/staff/settings/fiscal', {
      headers: owner,
      data: { adapter: 'manual' },
    });
    expect(back.status(), await back.text()).toBe(200);
    await settleLeftovers(request, owner);
    await table.close();
  }
});
