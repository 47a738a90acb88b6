import { expect, test } from '@playwright/test';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { openSignedIn, placeApiOrder } from '../../web/e2e/support/bill-helpers.ts';
import { BOGAZ } from '../../web/e2e/support/qr-video.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff } from './support/sign-in.ts';
import { openTablePanel, orderInPanel } from './support/table-panel.ts';
import { newPhone } from '../../web/e2e/support/phone.ts';

// Issue 32 §2 (ADR 074): a regular sits down; the waiter gives 10 % off the order with the
// reason "Müdavim". The diner's phone shows the discount as its own row and the new total at
// once, the staff take the payment, and the slip shows the discount line. Humus ₺160 and the
// kuver ₺50 for one: 10 % of the food is ₺16, the kuver is never discounted.

const WAITER = { email: 'waiter@bogaz.masa.app', password: 'staff1234' };

test('a waiter gives a regular 10 % off; the phone, the bill and the slip show it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const table = await ownTable(request, BOGAZ, 'Müdavim');
  const phoneContext = await newPhone(browser);
  try {
    const phone = await phoneContext.newPage();
    const diner = await registerByApi(phone.request, uniqueEmail('mudavim'), 'Müdavim Misafir');
    const { order } = await placeApiOrder(phone.request, diner, BOGAZ, table.id, 1, {
      productName: 'Humus',
      personCount: 1,
    });
    await openSignedIn(phone, diner, { businessId: BOGAZ, tableId: table.id }, '/orders');
    const card = phone.getByRole('article', { name: `Sipariş #${order.orderNumber}` });
    await expect(card.getByTestId('bill-total')).toHaveText('₺210,00');

    // The tablet: the table's panel, "İndirim" on the order, 10 % for a regular.
    await signInStaff(page, WAITER);
    const ours = orderInPanel(await openTablePanel(page, table.name), order.orderNumber);
    await ours.getByRole('button', { name: 'İndirim', exact: true }).click();
    const form = ours.getByRole('form', { name: `Sipariş #${order.orderNumber} için indirim` });
    await expect(form.getByLabel('Nereye')).toHaveValue('');
    await form.getByRole('radio', { name: 'Yüzde (%)' }).check();
    await form.getByLabel('Değer').fill('10');
    // The reason comes from the business's discount list (Ayarlar), as the voids' do.
    await form.getByLabel('Sebep', { exact: true }).selectOption({ label: 'Müdavim' });
    expect(await findA11yViolations(page)).toEqual([]);
    await form.screenshot({ path: 'docs/screenshots/staff-discount-form-1024.png' });
    await form.getByRole('button', { name: 'İndirimi Uygula' }).click();
    await expect(form).toBeHidden();
    await expect(ours.getByText('İndirim · Müdavim %10')).toBeVisible();
    await expect(ours.getByTestId('bill-staff-discount-0')).toHaveText('−₺16,00');
    await expect(ours.getByTestId('bill-total')).toHaveText('₺194,00');
    await ours.screenshot({ path: 'docs/screenshots/staff-discount-1024.png' });
    // The waiter's phone shows the same panel.
    await page.setViewportSize({ width: 390, height: 844 });
    await ours.getByTestId('bill-total').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-discount-390.png' });
    expect(await findA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1024, height: 768 });

    // The diner's phone follows live: the discount is its own row, the total the new one.
    await expect(card.getByTestId('bill-staff-discount-0')).toHaveText('−₺16,00', {
      timeout: 15_000,
    });
    await expect(card.getByText('İndirim · Müdavim %10')).toBeVisible();
    await expect(card.getByTestId('bill-total')).toHaveText('₺194,00');
    await card.getByTestId('bill-staff-discount-0').scrollIntoViewIfNeeded();
    expect(await findA11yViolations(phone)).toEqual([]);
    await phone.screenshot({ path: 'docs/screenshots/diner-staff-discount-390.png' });

    // The payment at the new total, and the slip with the discount as its own line.
    await ours.getByRole('button', { name: 'Ödeme Al' }).click();
    const pay = ours.getByRole('form', { name: `Sipariş #${order.orderNumber} ödemesi` });
    await expect(pay.getByTestId('payment-amount')).toHaveText('₺194,00');
    await pay.getByRole('radio', { name: 'Nakit' }).check();
    await pay.getByRole('button', { name: '₺194,00 Ödemeyi Kaydet' }).click();
    const receipt = page.getByRole('region', {
      name: `Sipariş #${order.orderNumber} ödeme fişi`,
    });
    await expect(receipt.getByTestId('receipt-staff-discount')).toHaveText('−₺16,00');
    await expect(receipt.getByText('İndirim · Müdavim %10')).toBeVisible();
    await expect(receipt.getByTestId('receipt-amount')).toHaveText('₺194,00');
    expect(await findA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'docs/screenshots/staff-discount-receipt-1024.png' });
  } finally {
    await phoneContext.close();
    await table.close();
  }
});
