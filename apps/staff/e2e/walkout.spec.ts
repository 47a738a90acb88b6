import { expect, test } from '@playwright/test';
import { formatTry } from '../../../packages/core/src/money/format-try.ts';
import type { SalesReport } from '../../../packages/core/src/reports/report.schemas.ts';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { placeApiOrder } from '../../web/e2e/support/bill-helpers.ts';
import { BOGAZ } from '../../web/e2e/support/qr-video.ts';
import { moveOrder, staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff } from './support/sign-in.ts';
import { openTablePanel } from './support/table-panel.ts';
import { openScreen } from './support/screens.ts';

// Issue 32 item 4 (ADR 076): a served table leaves without paying. The manager closes it as
// "Ödenmedi" from the table's panel with a reason; the table clears, and the report keeps the
// loss apart from sales and cancellations.

const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234' };
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

test('a walk-out recorded from the table panel: the table clears and the report shows the loss apart', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await staffHeaders(request, OWNER);
  const summary = async () =>
    (
      (await (
        await request.get(`/api/staff/reports/summary?from=${today()}&to=${today()}`, {
          headers: staff,
        })
      ).json()) as { data: SalesReport }
    ).data;
  const table = await ownTable(request, BOGAZ, 'Kaçak');
  try {
    const diner = await registerByApi(request, uniqueEmail('walkout'), 'Kaçan Masa');
    const { order } = await placeApiOrder(request, diner, BOGAZ, table.id, 2);
    await moveOrder(request, staff, order.id, 'received', 'preparing', 'ready', 'delivered');
    const before = await summary();

    await signInStaff(page, OWNER);
    const panel = await openTablePanel(page, table.name);
    await panel.getByRole('button', { name: 'Ödenmedi', exact: true }).click();
    const form = panel.getByRole('form', { name: 'Ödenmedi olarak kapat' });
    await expect(form).toContainText(`Ödenmeyen tutar: ${formatTry(order.total)}`);
    // The business's walk-out list (Ayarlar) gives the reason; the first one is chosen.
    const reason = form.getByLabel('Sebep', { exact: true });
    await expect(reason.locator('option:checked')).toHaveText('Ödemeden ayrıldı');
    await form.getByLabel('Açıklama', { exact: true }).fill('İki kişi, bahçe kapısından');
    expect(await findA11yViolations(page)).toEqual([]);
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-walkout.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-walkout-390.png' });
    expect(await findA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1024, height: 768 });

    await form.getByRole('button', { name: 'Ödenmedi olarak kapat' }).click();
    await expect(panel).toContainText('Açık sipariş yok');
    await panel.getByRole('button', { name: 'Masayı Boşalt' }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^${table.name}\\b`) })).toContainText(
      'Boş',
    );

    const after = await summary();
    expect(after.walkOuts.orders).toBe(before.walkOuts.orders + 1);
    expect(after.walkOuts.amount).toBe(before.walkOuts.amount + order.total);
    // The audit keeps the list's label, then the typed text.
    const audit = (
      (await (await request.get('/api/staff/audit?limit=20', { headers: staff })).json()) as {
        data: { action: string; subjectId: string; details: { reason?: string } }[];
      }
    ).data.find((event) => event.action === 'order.walked_out' && event.subjectId === order.id);
    expect(audit?.details.reason).toBe('Ödemeden ayrıldı — İki kişi, bahçe kapısından');
    // Other specs pay and cancel at the same time: only walk-outs are this test's alone.
    await openScreen(page, 'Raporlar');
    const card = page.getByRole('group', { name: 'Ödenmedi (kayıp)', exact: true });
    await expect(card).toContainText(formatTry(after.walkOuts.amount));
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/staff-walkout-report.png' });
  } finally {
    await table.close();
  }
});

test('a table’s bill moved to "Veresiye" for Ahmet Yılmaz and settled in cash later from the Veresiye screen', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await staffHeaders(request, OWNER);
  const table = await ownTable(request, BOGAZ, 'Veresiye');
  try {
    const diner = await registerByApi(request, uniqueEmail('veresiye'), 'Ahmet Yılmaz');
    const { order } = await placeApiOrder(request, diner, BOGAZ, table.id, 1);
    await moveOrder(request, staff, order.id, 'received', 'preparing', 'ready', 'delivered');
    const summary = async () =>
      (
        (await (
          await request.get(`/api/staff/reports/summary?from=${today()}&to=${today()}`, {
            headers: staff,
          })
        ).json()) as { data: SalesReport }
      ).data;
    const before = await summary();

    await signInStaff(page, OWNER);
    const panel = await openTablePanel(page, table.name);
    await panel.getByRole('button', { name: 'Veresiye', exact: true }).click();
    const form = panel.getByRole('form', { name: 'Veresiyeye aktar' });
    await expect(form).toContainText(`Ödenmeyen tutar: ${formatTry(order.total)}`);
    await form.getByLabel('Müşteri adı').fill('Ahmet Yılmaz');
    await form.getByLabel('Telefon (isteğe bağlı)').fill('0532 111 22 33');
    await form.getByRole('button', { name: 'Veresiyeye aktar' }).click();
    await expect(panel).toContainText('Açık sipariş yok');
    await panel.getByRole('button', { name: 'Masayı Boşalt' }).click();

    // Later: Ahmet comes in and pays in cash.
    await openScreen(page, 'Veresiye');
    await expect(page.getByRole('heading', { name: 'Veresiye', level: 1 })).toBeVisible();
    const account = page.getByRole('region', { name: 'Ahmet Yılmaz' }).filter({
      hasText: table.name,
    });
    await expect(account).toContainText(`Borç: ${formatTry(order.total)}`);
    expect(await findA11yViolations(page)).toEqual([]);
    await account.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-open-accounts.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await account.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-open-accounts-390.png' });
    expect(await findA11yViolations(page)).toEqual([]);
    await account.getByRole('button', { name: 'Nakit tahsil et' }).click();
    // Its last kuruş paid, the account moves from the open ones to "Kapanan" (ADR 079).
    const settled = page
      .getByRole('region', { name: 'Kapanan', exact: true })
      .getByRole('region', { name: 'Ahmet Yılmaz' })
      .filter({ hasText: table.name });
    await expect(settled).toContainText('Borcu yok');
    await expect(account).toHaveCount(1);
    await expect(
      page
        .getByRole('region', { name: 'Açık hesaplar', exact: true })
        .getByRole('region', { name: 'Ahmet Yılmaz' })
        .filter({ hasText: table.name }),
    ).toHaveCount(0);

    const after = await summary();
    expect(after.openAccounts.moved.amount).toBe(before.openAccounts.moved.amount + order.total);
    expect(after.openAccounts.settled.amount).toBe(
      before.openAccounts.settled.amount + order.total,
    );
    // Settled with a normal cash payment, so it is inside gross and cash (other specs pay too).
    expect(after.gross).toBeGreaterThanOrEqual(before.gross + order.total);
  } finally {
    await table.close();
  }
});
