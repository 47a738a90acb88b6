import { expect, test } from '@playwright/test';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { placeApiOrder } from '../../web/e2e/support/bill-helpers.ts';
import { BOGAZ } from '../../web/e2e/support/qr-video.ts';
import { staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff } from './support/sign-in.ts';

// Issue 34 §5 (ADR 084): a table paid one Humus by card at the till; it was the wrong dish. The
// manager opens the table, "İade" on that payment, gives the Humus back with a reason, and the
// table's bill shows exactly that amount due again. Humus ₺160 ×2 and the kuver ₺50 for one.

const MANAGER = { email: 'manager@bogaz.masa.app', password: 'staff1234' };

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
    await page
      .getByRole('navigation', { name: 'Ekranlar' })
      .getByRole('link', { name: 'Masalar' })
      .click();
    await page.getByRole('button', { name: new RegExp(`^${table.name}\\b`) }).click();
    const ours = page
      .getByRole('region', { name: new RegExp(`^${table.name} ·`) })
      .getByRole('listitem')
      .filter({ hasText: `Sipariş #${order.orderNumber}` });
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
  } finally {
    await table.close();
  }
});
