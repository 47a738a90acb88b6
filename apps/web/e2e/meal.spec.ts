import type { Page } from '@playwright/test';
import { formatTry } from '../../../packages/core/src/money/format-try.ts';
import { expect, test } from './fixtures.ts';
import { printedTableUrl } from './support/table-tokens.ts';
import { findA11yViolations } from './support/axe.ts';
import { registerByApi, uniqueEmail } from './support/account-helpers.ts';
import { customerHeaders, recordFullPayment } from './support/bill-helpers.ts';
import { BOGAZ, launchWithCamera, makeQrVideo } from './support/qr-video.ts';
import { serveOrder, staffHeaders } from './support/staff-api.ts';
import { addFromMenu } from './support/menu-helpers.ts';

// Issue 7, the whole meal (001 §2, §4): a fresh diner scans a demo table's code with the fake
// camera, signs in, orders through the menu and cart, the staff deliver (API), the diner asks
// for the bill with a 10 % tip by credit card, the staff record the payment (API), the app
// follows by socket, then the diner rates the business and a product.

const TABLE = 'table-bogaz02';
type Envelope<T> = { data: T };
type BillAnswer = {
  id: string;
  tipPercentage: number;
  paymentMethod: string;
  subtotal: number;
  tip: number;
  total: number;
};
type Product = { name: string; ratingAverage: number; ratingCount: number };

const toast = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

async function menemenRating(page: Page): Promise<Product> {
  const body = (await (await page.request.get(`/api/products/business/${BOGAZ}`)).json()) as
    Envelope<Product[]> | Product[];
  const products = Array.isArray(body) ? body : body.data;
  const product = products.find((p) => p.name === 'Menemen');
  if (!product) throw new Error('Menemen is not on the demo menu');
  return product;
}

test('scan, order, ask for the bill, get paid by the staff, rate the meal', async ({ request }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('meal');
  const session = await registerByApi(request, email, 'Yemek Misafiri');
  const { browser, context } = await launchWithCamera(
    await makeQrVideo(await printedTableUrl(BOGAZ, TABLE)),
  );
  try {
    const page = await context.newPage();

    // The table's code in front of the camera opens its menu.
    await page.goto('/customerapp/qr-scan');
    await expect(page).toHaveURL(`/customerapp/menu/${BOGAZ}/${TABLE}`, { timeout: 20_000 });
    await expect(page.getByText('Cam Kenarı 2 · Masa 2')).toBeVisible();
    const before = await menemenRating(page);

    // Order through the menu and the cart; the cart's notice leads to sign-in and back.
    await addFromMenu(page, 'Menemen', ['Soğanlı']);
    await addFromMenu(page, 'Çay', ['Normal']);
    await page.getByRole('link', { name: /Sepete git/ }).click();
    await expect(page).toHaveURL(/\/customerapp\/cart$/);
    // The cart's own notice (the menu's stays on screen until the cart's code has arrived).
    await expect(page.getByRole('heading', { name: 'Sepetim' })).toBeVisible();
    await page.getByRole('link', { name: 'Giriş Yap' }).click();
    await page.getByLabel('E-posta').fill(email);
    await page.getByLabel('Şifre', { exact: true }).fill('gizli123');
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
    await expect(page).toHaveURL(/\/customerapp\/cart$/);
    await page.getByRole('button', { name: 'Siparişi Onayla' }).click();
    await expect(toast(page, 'Siparişiniz başarıyla oluşturuldu!')).toBeVisible();
    await expect(page).toHaveURL(/\/customerapp\/?$/);
    const orderId = await page.evaluate(() => localStorage.getItem('activeOrderId'));
    expect(orderId).toMatch(/^[0-9a-f]{24}$/);
    const orderResponse = await page.request.get(`/api/orders/${orderId}?businessId=${BOGAZ}`, {
      headers: customerHeaders(session),
    });
    const order = ((await orderResponse.json()) as Envelope<{ orderNumber: number }>).data;

    // The staff bring it to the table.
    const staff = await staffHeaders(request);
    await serveOrder(request, staff, orderId!);

    // 'Hesap İste' with a 10 % tip by credit card: the dialog's total is the server's.
    await page.getByRole('link', { name: /Siparişlerim/ }).click();
    const card = page.getByRole('article', { name: `Sipariş #${order.orderNumber}` });
    await expect(card.getByText('Teslim Edildi', { exact: true }).first()).toBeVisible();
    await card.getByRole('button', { name: 'Hesap İste' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hesap İste' });
    await expect(dialog.getByRole('radio', { name: 'Nakit' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Online Ödeme' })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Kişiye Özel' })).toBeVisible();
    expect(await findA11yViolations(page)).toEqual([]);
    await dialog.getByRole('radio', { name: 'Kredi Kartı' }).check();
    await dialog.getByRole('radio', { name: '%10' }).check();
    const shownTotal = await dialog.getByTestId('request-total').textContent();
    const answered = page.waitForResponse((r) =>
      r.url().endsWith(`/orders/${orderId}/request-bill`),
    );
    await dialog.getByRole('button', { name: 'Hesap İste', exact: true }).click();
    const bill = ((await (await answered).json()) as Envelope<BillAnswer>).data;
    expect(bill.tipPercentage).toBe(10);
    expect(bill.paymentMethod).toBe('credit_card');
    expect(bill.tip).toBe(Math.round(bill.subtotal / 10));
    expect(shownTotal).toBe(formatTry(bill.total));
    await expect(toast(page, 'Hesap isteğiniz alındı!')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Ödemeye Devam Et' })).toBeDisabled();

    // The staff take the payment; the socket brings it: the dialog closes, the order is paid.
    await recordFullPayment(request, staff, orderId!, {
      method: 'credit_card',
      tip: bill.tip,
      billRequestId: bill.id,
    });
    await expect(dialog).toHaveCount(0);
    await page.getByRole('tab', { name: /Geçmiş Siparişler/ }).click();
    await expect(card.getByText('Ödendi', { exact: true }).first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('paymentCompleted')))
      .toBe('true');
    await page.getByRole('link', { name: 'Ana Sayfa' }).click();
    await expect(page.getByRole('heading', { name: 'Ödemeniz Tamamlandı' })).toBeVisible();

    // Feedback: the paid order is owed; rate the business, then a product.
    const owed = page.getByRole('region', { name: 'Geri Bildirim Bekleyenler' });
    await expect(owed.getByText('Siparişinizi nasıl buldunuz?', { exact: false })).toBeVisible();
    await owed
      .getByRole('button', {
        name: `Değerlendir: Sipariş #${order.orderNumber} · Boğaziçi Lokantası`,
      })
      .click();
    const feedback = page.getByRole('dialog', { name: 'Değerlendirme' });
    await feedback.getByRole('button', { name: 'İşletme: Boğaziçi Lokantası' }).click();
    await expect(feedback.getByText('Lütfen 1 ile 5 arasında bir puan seçin.')).toHaveCount(0);
    await feedback.getByRole('button', { name: 'Gönder' }).click();
    await expect(feedback.getByText('Lütfen 1 ile 5 arasında bir puan seçin.')).toBeVisible();
    expect(await findA11yViolations(page)).toEqual([]);
    await feedback.getByRole('radio', { name: '5 yıldız' }).check();
    await feedback.getByLabel('Yorumunuz (isteğe bağlı)').fill('Manzara ve servis harikaydı.');
    await feedback.getByRole('button', { name: 'Gönder' }).click();
    await expect(toast(page, 'Değerlendirmeniz için teşekkürler!')).toBeVisible();
    await expect(
      feedback.getByRole('button', { name: 'İşletme: Boğaziçi Lokantası Değerlendirildi ✓' }),
    ).toBeDisabled();
    await feedback.getByRole('button', { name: 'Ürün: Menemen' }).click();
    await feedback.getByRole('radio', { name: '4 yıldız' }).check();
    await feedback.getByRole('button', { name: 'Gönder' }).click();
    await expect(
      feedback.getByRole('button', { name: 'Ürün: Menemen Değerlendirildi ✓' }),
    ).toBeDisabled();
    await feedback.getByRole('button', { name: 'Kapat', exact: true }).click();

    // Both ratings are listed in 'Değerlendirmelerim'.
    await page.goto('/customerapp/feedbacks');
    await expect(page.getByRole('heading', { level: 1, name: 'Değerlendirmelerim' })).toBeVisible();
    const reviews = page.getByRole('list', { name: 'Değerlendirmeleriniz' }).getByRole('listitem');
    await expect(reviews).toHaveCount(2);
    expect(await findA11yViolations(page)).toEqual([]);
    await expect(reviews.filter({ hasText: 'Menemen' })).toContainText('4/5');
    await expect(reviews.filter({ hasNotText: 'Menemen' })).toContainText('Boğaziçi Lokantası');
    await expect(reviews.filter({ hasNotText: 'Menemen' })).toContainText('5/5');
    await expect(reviews.filter({ hasNotText: 'Menemen' })).toContainText(
      'Manzara ve servis harikaydı.',
    );

    // The product's rating on the menu counts the new review.
    const after = await menemenRating(page);
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    await page.goto(`/customerapp/menu/${BOGAZ}/${TABLE}`);
    const average = new Intl.NumberFormat('tr-TR', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(after.ratingAverage);
    const menemen = page
      .getByRole('list', { name: 'Ürünler' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Menemen ayrıntıları', exact: true }) });
    await expect(
      menemen.getByRole('img', { name: `Puan ${average} / 5, ${after.ratingCount} değerlendirme` }),
    ).toBeVisible();
  } finally {
    await browser.close();
  }
});
