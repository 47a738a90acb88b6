import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { formatTry } from '../../../packages/core/src/money/format-try.ts';
import { businessToday } from '../../../packages/core/src/reports/report-days.ts';
import type { TipDay } from '../../../packages/core/src/tips/tips.schemas.ts';
import { DEMO_BUSINESS_IDS } from '../../server/src/db/seed/demo-ids.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { recordFullPayment } from '../../web/e2e/support/bill-helpers.ts';
import { staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { readPrintedPdf } from './support/read-printed-pdf.ts';
import { signInStaff } from './support/sign-in.ts';
import { openScreen, screenTab } from './support/screens.ts';

// Issue 35 §2, done when: the owner distributes a day's tips. At Ege Sofrası Burak the waiter
// takes a table's order and its ₺40 cash tip; on the tablet the manager (Selin) chooses the
// hours pool and types the day's hours, 6 for Burak, 3 each for herself and Emre in the
// kitchen; the owner (Ayşe) signs the day off, and the PDF she downloads names each amount,
// the total and her signature. On his phone Burak sees his own share and nobody else's.

const EGE = DEMO_BUSINESS_IDS.ege;
const OWNER = { email: 'staff@ege.masa.app', password: 'staff1234' };
const MANAGER = { email: 'manager@ege.masa.app', password: 'staff1234' };
const WAITER = { email: 'waiter@ege.masa.app', password: 'staff1234' };
const person = (day: TipDay, name: string) => day.people.find((p) => p.name === name)!;

async function tipDay(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get(`/api/staff/tips?day=${businessToday()}`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: TipDay }).data;
}

test('the manager shares a day’s tips by hours, the owner signs it off and its PDF names the amounts; the waiter sees his own', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const waiter = await staffHeaders(request, WAITER);
  const owner = await staffHeaders(request, OWNER);
  const table = await ownTable(request, EGE, 'Bahşiş');
  try {
    const menu = await (await request.get(`/api/business/${EGE}/products`)).json();
    const fava = (menu.data as { id: string; name: string }[]).find((p) => p.name === 'Fava')!;
    const sent = await request.post(`/api/staff/tables/${table.id}/orders`, {
      headers: waiter,
      data: { personCount: 2, items: [{ productId: fava.id, quantity: 2 }] },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const orders = ((await sent.json()) as { data: { orders: { id: string }[] } }).data.orders;
    for (const order of orders)
      await recordFullPayment(request, waiter, order.id, { method: 'cash', tip: 40_00 });

    // The manager's tablet: the day's tips, the hours pool, the hours typed and saved.
    await signInStaff(page, MANAGER);
    await openScreen(page, 'Bahşiş');
    await expect(page).toHaveURL(/\/staff\/tips$/);
    await expect(page.getByRole('heading', { name: /^Günün bahşişi: ₺/ })).toBeVisible();
    await expect(page.getByText(/^Burak Şahin: ₺/)).toBeVisible();
    const rule = page.getByRole('form', { name: 'Dağıtım kuralı' });
    await rule.getByLabel('Dağıtım kuralı').selectOption({ label: 'Havuz, çalışılan saate göre' });
    await rule.getByRole('button', { name: 'Kuralı kaydet' }).click();
    const people = page.getByRole('form', { name: /^Dağıtım · / });
    await expect(people).toHaveAccessibleName('Dağıtım · Havuz, çalışılan saate göre');
    await people.getByLabel('Burak Şahin çalışılan saat').fill('6');
    await people.getByLabel('Selin Aydın çalışılan saat').fill('3');
    await people.getByLabel('Emre Koç çalışılan saat').fill('3,0');
    await people.getByRole('button', { name: 'Saatleri kaydet' }).click();
    await expect(people.getByLabel('Burak Şahin çalışılan saat')).toHaveValue('6');
    await expect(people.getByRole('button', { name: 'Saatleri kaydet' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Onayla' })).toHaveCount(0);

    // The owner signs the day off on the same tablet.
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await signInStaff(page, OWNER);
    await openScreen(page, 'Bahşiş');
    await page.getByRole('button', { name: 'Onayla' }).click();
    await expect(page.getByText(/^Onaylayan: Ayşe Demir, /)).toBeVisible();
    const signed = await tipDay(request, owner);
    expect(signed.signedBy?.name).toBe('Ayşe Demir');
    expect(signed.rule).toBe('pool-hours');
    // Every kuruş of the day goes to someone, Burak half for 6 of 12 hours, the two others alike.
    const burak = person(signed, 'Burak Şahin');
    const selin = person(signed, 'Selin Aydın');
    const emre = person(signed, 'Emre Koç');
    expect(signed.people.reduce((sum, p) => sum + p.amount, signed.undistributed)).toBe(
      signed.total,
    );
    expect(signed.undistributed).toBe(0);
    expect(signed.total).toBeGreaterThanOrEqual(orders.length * 40_00);
    expect(Math.abs(burak.amount - signed.total / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(selin.amount - emre.amount)).toBeLessThanOrEqual(1);
    const signedForm = page.getByRole('form', { name: /^Dağıtım · / });
    for (const p of [burak, selin, emre])
      await expect(signedForm.getByRole('row', { name: new RegExp(`^${p.name} `) })).toContainText(
        formatTry(p.amount),
      );
    await expect(signedForm.getByLabel('Burak Şahin çalışılan saat')).toBeDisabled();
    expect(await findA11yViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'docs/screenshots/staff-tips.png' });

    // The article-51 record: the PDF as downloaded, read back as text.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF indir' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`bahsis-${businessToday()}.pdf`);
    const pdf = await readPrintedPdf(await readFile((await file.path())!));
    const text = pdf.pages.join(' ');
    for (const shown of [
      'Bahşiş dağıtım kaydı',
      'İşletme: Ege Sofrası',
      'Kural: Havuz, çalışılan saate göre',
      `Burak Şahin 6 10`,
      formatTry(burak.amount),
      formatTry(selin.amount),
      `Toplam ${formatTry(signed.total)}`,
      'Onaylayan: Ayşe Demir',
    ])
      expect(text).toContain(shown);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await signedForm.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-tips-phone.png' });

    // Burak's phone: his own share and the tips of the table he served, nobody else's.
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await signInStaff(page, WAITER);
    await expect(screenTab(page, 'Bahşiş', { includeHidden: true })).toHaveCount(0);
    await openScreen(page, 'Bahşişlerim');
    await expect(
      page.getByRole('heading', { name: `Payım: ${formatTry(burak.amount)}` }),
    ).toBeVisible();
    await expect(page.getByText('Onaylandı')).toBeVisible();
    await expect(page.getByText(`${table.name} · #`).first()).toContainText(formatTry(40_00));
    await expect(page.getByText('Selin Aydın')).toHaveCount(0);
    await expect(page.getByText(formatTry(selin.amount))).toHaveCount(0);
    expect(await findA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'docs/screenshots/staff-my-tips-phone.png' });
    await page.goto('/staff/tips');
    await expect(page.getByRole('heading', { name: 'Bu ekrana erişiminiz yok' })).toBeVisible();
  } finally {
    await table.close();
  }
});
