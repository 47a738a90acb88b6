import { expect, test } from '@playwright/test';
import { formatTry } from '../../../packages/core/src/money/format-try.ts';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { customerHeaders, placeApiOrder } from '../../web/e2e/support/bill-helpers.ts';
import { BOGAZ } from '../../web/e2e/support/qr-video.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff } from './support/sign-in.ts';
import { openScreen } from './support/screens.ts';

// Issue 29 §4: an approved split's payment taken from the requests screen had no cash
// received, no change due and no receipt. The diner asks to pay one of two dishes in cash; the
// waiter approves it in the inbox, types what was handed over, reads the change and gets the
// receipt, as with every other payment. The table is the spec's own.

const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234' };
type Envelope<T> = { data: T };

test('an approved split paid in cash from the inbox gives change and a receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const table = await ownTable(request, BOGAZ, 'Bölünen');
  try {
    const diner = await registerByApi(request, uniqueEmail('splitcash'), 'Nakit Bölen');
    const { order, productName } = await placeApiOrder(request, diner, BOGAZ, table.id, 2, {
      personCount: 1,
    });
    const asked = await request.post(`/api/orders/${order.id}/request-bill`, {
      headers: customerHeaders(diner),
      data: {
        isSplitBill: true,
        paymentMethod: 'cash',
        tipPercentage: 0,
        selectedItems: { [order.items[0]!.id]: 1 },
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const split = ((await asked.json()) as Envelope<{ total: number }>).data.total;

    await signInStaff(page, OWNER);
    await page.getByRole('button', { name: 'Servisi Başlat' }).click();
    await openScreen(page, 'İstekler');
    const card = page.getByRole('article', { name: `${table.name}: hesap bölme isteği` });
    await card.getByRole('button', { name: 'Onayla' }).click();
    await card.getByRole('button', { name: `${formatTry(split)} Nakit Ödemesini Al` }).click();
    const form = card.getByRole('form', { name: 'Hesap bölme ödemesi' });
    await expect(form.getByTestId('payment-amount')).toHaveText(formatTry(split));
    await expect(form.getByRole('radio', { name: 'Nakit' })).toBeChecked();
    await form.getByLabel('Alınan nakit (₺)').fill('1.000');
    await expect(form.getByText(`Para üstü: ${formatTry(100_000 - split)}`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('split-form-tablet.png') });
    await form.getByRole('button', { name: `${formatTry(split)} Ödemeyi Kaydet` }).click();

    // The split leaves the inbox; its receipt stays until the waiter closes it.
    await expect(card).toBeHidden();
    const receipt = page.getByRole('region', { name: `Sipariş #${order.orderNumber} ödeme fişi` });
    await expect(receipt.getByRole('listitem')).toHaveCount(1);
    await expect(receipt.getByRole('listitem')).toContainText(`1 × ${productName}`);
    await expect(receipt.getByTestId('receipt-amount')).toHaveText(formatTry(split));
    await expect(receipt.getByRole('button', { name: 'Yazdır' })).toBeVisible();
    expect(await findA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('split-receipt-tablet.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(receipt.getByRole('button', { name: 'Kapat', exact: true })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('split-receipt-phone.png') });
    await receipt.getByRole('button', { name: 'Kapat', exact: true }).click();
    await expect(receipt).toBeHidden();
  } finally {
    await table.close();
  }
});
