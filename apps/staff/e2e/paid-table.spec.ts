import { expect, test } from '@playwright/test';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { placeApiOrder, recordFullPayment } from '../../web/e2e/support/bill-helpers.ts';
import { BOGAZ } from '../../web/e2e/support/qr-video.ts';
import { moveOrder, staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff } from './support/sign-in.ts';
import { openScreen } from './support/screens.ts';

// Issue 29: a paid table nobody cleared let the next party join the last party's sitting. The
// floor asks for it: a table paid and served reads "Ödendi — boşaltın" and clears in one tap
// from the grid, without opening it (ADR 059).

const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234' };

test('a paid and served table asks to be cleared, and one tap on the floor clears it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const table = await ownTable(request, BOGAZ, 'Ödenen');
  try {
    const diner = await registerByApi(request, uniqueEmail('paidtable'), 'Ödenen Masa');
    const { order } = await placeApiOrder(request, diner, BOGAZ, table.id, 1);
    const staff = await staffHeaders(request, OWNER);
    await signInStaff(page, OWNER);
    await openScreen(page, 'Masalar');
    const tile = page.getByRole('button', { name: new RegExp(`^${table.name}\\b`) });
    await expect(tile).toContainText('Sipariş verildi');
    const clear = page.getByRole('button', { name: `Masayı Boşalt · ${table.name}` });
    await expect(clear).toBeHidden();

    await moveOrder(request, staff, order.id, 'received', 'preparing', 'ready', 'delivered');
    await recordFullPayment(request, staff, order.id, { method: 'cash', tip: 0 });
    await expect(tile).toContainText('Ödendi — boşaltın');
    await expect(clear).toBeVisible();
    expect(await findA11yViolations(page)).toEqual([]);
    await clear.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-paid-table.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await clear.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/staff-paid-table-390.png' });
    expect(await findA11yViolations(page)).toEqual([]);

    await clear.click();
    await expect(tile).toContainText('Boş');
    await expect(clear).toBeHidden();
  } finally {
    await table.close();
  }
});
