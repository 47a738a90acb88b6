import { DEMO_BUSINESS_IDS } from '../../server/src/db/seed/demo-ids.ts';
import { expect, test } from './fixtures.ts';
import { registerByApi, uniqueEmail } from './support/account-helpers.ts';
import { openSignedIn, recordFullPayment } from './support/bill-helpers.ts';
import { staffHeaders } from './support/staff-api.ts';
import { ownTable } from './support/table-tokens.ts';

// Issue 29 item 4, ADR 054: the kuver (₺50 a person at Boğaziçi) is charged once per sitting,
// for its party. Two at a table order Humus: the checkout shows "Kuver ₺100,00". The staff
// take the payment; the dessert round at the same table, from the same phone, shows no kuver
// in the cart's checkout, and the order placed carries none.

const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
type Envelope<T> = { data: T };
type Placed = { id: string; total: number; serviceChargeTotal: number };

test('a dessert round at a table already charged the kuver shows and charges no second kuver', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A table of its own: its sitting is this party's alone.
  const table = await ownTable(request, BOGAZ, 'Kuver');
  try {
    const session = await registerByApi(request, uniqueEmail('kuver'), 'İki Tur');
    const at = { businessId: BOGAZ, tableId: table.id };
    await openSignedIn(page, session, at, `/menu/${BOGAZ}/${table.id}`);
    await page.getByRole('button', { name: 'Humus sepete ekle' }).click();
    await page.getByRole('link', { name: /Sepete git/ }).click();
    await page.getByRole('spinbutton', { name: 'Kişi Sayısı' }).fill('2');
    const summary = page.getByRole('region', { name: 'Sipariş Özeti' });
    await expect(summary).toContainText('Kuver');
    await expect(summary.getByText('₺100,00')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText('₺260,00');
    const firstPlaced = page.waitForResponse(
      (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Siparişi Onayla' }).click();
    const first = ((await (await firstPlaced).json()) as Envelope<Placed>).data;
    expect(first).toMatchObject({ serviceChargeTotal: 100_00, total: 260_00 });

    // The first round is paid at the tablet; the table orders dessert.
    await recordFullPayment(request, await staffHeaders(request), first.id, {
      method: 'cash',
      tip: 0,
    });
    await page.goto(`/customerapp/menu/${BOGAZ}/${table.id}`);
    await page.getByRole('button', { name: 'Bal Kaymak sepete ekle' }).click();
    await page.getByRole('link', { name: /Sepete git/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sepetim' })).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText('₺180,00');
    await expect(summary).toBeVisible();
    await expect(summary).not.toContainText('Kuver');
    await page.screenshot({
      path: test.info().outputPath('dessert-round-390.png'),
      fullPage: true,
    });
    const dessertPlaced = page.waitForResponse(
      (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Siparişi Onayla' }).click();
    const dessert = ((await (await dessertPlaced).json()) as Envelope<Placed>).data;
    expect(dessert).toMatchObject({ serviceChargeTotal: 0, total: 180_00 });
  } finally {
    await table.close();
  }
});
