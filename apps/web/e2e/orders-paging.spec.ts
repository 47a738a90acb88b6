import { expect, test } from './fixtures.ts';
import { registerByApi, uniqueEmail } from './support/account-helpers.ts';
import { openSignedIn, placeApiOrder } from './support/bill-helpers.ts';
import { EGE } from './support/qr-video.ts';
import { moveOrder, staffHeaders } from './support/staff-api.ts';

// GET /orders/user answers 100 orders a page (a review found it simply stopped at 100): the
// orders screen shows the newest page and fetches older ones when the diner asks.
test('a diner with more than a page of orders reaches the oldest one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const at = { businessId: EGE, tableId: 'table-ege07' };
  const session = await registerByApi(request, uniqueEmail('sayfa'), 'Çok Sipariş');
  // The staff accept each order as it comes: a table holds only so many waiting (ADR 053).
  const staff = await staffHeaders(request, { email: 'staff@ege.masa.app', password: 'staff1234' });
  const numbers: number[] = [];
  for (let i = 0; i < 103; i += 1) {
    const { order } = await placeApiOrder(request, session, at.businessId, at.tableId, 1);
    await moveOrder(request, staff, order.id, 'received');
    numbers.push(order.orderNumber);
  }
  const [oldest] = numbers;

  await openSignedIn(page, session, at, '/orders');
  const cards = page.getByRole('region', { name: 'Siparişleriniz' }).getByRole('article');
  await expect(cards).toHaveCount(100);
  await expect(page.getByRole('article', { name: `Sipariş #${oldest}`, exact: true })).toHaveCount(
    0,
  );

  await page.getByRole('button', { name: 'Daha Eski Siparişleri Göster' }).click();
  await expect(cards).toHaveCount(103);
  await expect(
    page.getByRole('article', { name: `Sipariş #${oldest}`, exact: true }),
  ).toBeVisible();
  // The last page was short: there is nothing older to ask for.
  await expect(page.getByRole('button', { name: 'Daha Eski Siparişleri Göster' })).toHaveCount(0);
});
