import { expect, test } from '@playwright/test';
import { formatTry } from '../../../packages/core/src/money/format-try.ts';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { placeApiOrder, recordFullPayment } from '../../web/e2e/support/bill-helpers.ts';
import { BOGAZ } from '../../web/e2e/support/qr-video.ts';
import { staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff } from './support/sign-in.ts';
import { openTablePanel } from './support/table-panel.ts';

// Issue 29, ADR 054: the diner said two, three sit at the table. The waiter corrects the party
// on the table's panel; the kuver (₺50 a person at Boğaziçi) is re-priced on the bill at once.
// Once the kuver is paid the party is what was paid for: the panel says so.

const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234' };

test('the waiter corrects the party on the table panel, the kuver is re-priced, and a paid kuver is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const table = await ownTable(request, BOGAZ, 'Kalabalık');
  try {
    const diner = await registerByApi(request, uniqueEmail('party'), 'Kalabalık Masa');
    const { order } = await placeApiOrder(request, diner, BOGAZ, table.id, 1, { personCount: 2 });
    await signInStaff(page, OWNER);
    const panel = await openTablePanel(page, table.name);
    const kuver = panel.locator('.bill-figures > div').filter({ hasText: 'Kuver' });
    await expect(kuver).toContainText(formatTry(100_00));
    const party = panel.getByRole('form', { name: 'Kişi sayısı' });
    const count = party.getByLabel('Masadaki kişi sayısı');
    await expect(count).toHaveValue('2');

    await count.fill('3');
    await party.getByRole('button', { name: 'Kişi Sayısını Güncelle' }).click();
    await expect(party.getByRole('status')).toHaveText('Masa 3 kişi olarak güncellendi');
    await expect(kuver).toContainText(formatTry(150_00));
    expect(await findA11yViolations(page)).toEqual([]);
    await party.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-party-size.png' });

    // The party pays before the food comes: the kuver is paid for three.
    await recordFullPayment(request, await staffHeaders(request, OWNER), order.id, {
      method: 'cash',
      tip: 0,
    });
    await expect(panel).toContainText(formatTry(0));
    await count.fill('4');
    await party.getByRole('button', { name: 'Kişi Sayısını Güncelle' }).click();
    await expect(party.getByRole('alert')).toHaveText(
      'Kişi başı ücreti ödendi; kişi sayısı artık değiştirilemez',
    );
    await expect(kuver).toContainText(formatTry(150_00));
    await page.setViewportSize({ width: 390, height: 844 });
    await party.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/staff-party-size-390.png' });
    expect(await findA11yViolations(page)).toEqual([]);
  } finally {
    await table.close();
  }
});

// Issue 30, ADR 065: six guests at a four-seat table may order (chairs are pulled up); the
// board flags the card so the waiter brings them.
test('a party larger than its table orders, and the board flags it with the seats', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const table = await ownTable(request, BOGAZ, 'Sandalye');
  try {
    const diner = await registerByApi(request, uniqueEmail('chairs'), 'Altı Kişi');
    const { order } = await placeApiOrder(request, diner, BOGAZ, table.id, 1, { personCount: 6 });
    await signInStaff(page, OWNER);
    const card = page.getByRole('article', {
      name: `${table.name} Sipariş #${order.orderNumber}`,
    });
    await expect(card).toContainText('6 kişi');
    await expect(card.locator('.badge-over-seats')).toHaveText('Masa 4 kişilik');
    expect(await findA11yViolations(page)).toEqual([]);
    await card.screenshot({ path: 'test-results/staff-party-over-seats.png' });
  } finally {
    await table.close();
  }
});
