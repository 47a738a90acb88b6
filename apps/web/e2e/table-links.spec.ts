import { expect, test } from './fixtures.ts';
import { addFromMenu } from './support/menu-helpers.ts';
import { EGE, makeQrPng } from './support/qr-video.ts';
import { openPrintedCode, ownTable, tableToken } from './support/table-tokens.ts';

// Issue 30: a bad or old link says so and leaves the diner's table as it was; a QR code in
// 000 §5.4's JSON form names the table without its printed code (ADR 015), and the cart asks
// for that code alone instead of "Masa veya işletme bilgisi eksik…".

test("a bad or an old link says so on the menu and keeps home's active table", async ({
  page,
  request,
}) => {
  const mine = await ownTable(request, EGE, 'Bağlantı');
  const old = await ownTable(request, EGE, 'Eski');
  await old.close();
  try {
    await openPrintedCode(page, EGE, mine.id);
    for (const tableId of ['table-yok', old.id]) {
      await page.goto(`/customerapp/menu/${EGE}/${tableId}`);
      await expect(
        page.getByRole('alert').filter({ hasText: 'Masa bilgisi alınamadı' }),
      ).toBeVisible();
      await page.goto('/customerapp/');
      const card = page.getByRole('region', { name: 'Aktif Oturum' });
      await expect(card).toContainText('Ege Sofrası');
      await expect(card).toContainText(mine.name);
      await expect(card).not.toContainText('Bilinmeyen');
      expect(await page.evaluate(() => localStorage.getItem('table_id'))).toBe(mine.id);
    }
  } finally {
    await mine.close();
  }
});

test('a JSON QR code without the printed code: the cart asks for the code, and then orders', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const table = await ownTable(request, EGE, 'JSON');
  const other = await ownTable(request, EGE, 'Komşu');
  try {
    await page.goto('/customerapp/qr-scan');
    await page
      .getByLabel('Fotoğraftan tara')
      .setInputFiles(await makeQrPng(JSON.stringify({ businessId: EGE, tableId: table.id })));
    await expect(page).toHaveURL(`/customerapp/menu/${EGE}/${table.id}`);
    await addFromMenu(page, 'Demlik Çay');
    await page.getByRole('link', { name: 'Sepete git, 1 ürün' }).click();

    const prompt = page.getByRole('region', { name: 'Masa kodu gerekli' });
    await expect(prompt).toContainText(
      'Okuttuğunuz QR kodda masanın kodu yok. Sipariş verebilmek için masanızdaki QR kodun altında yazan kodu girin.',
    );
    await expect(page.getByText('Masa veya işletme bilgisi eksik')).toHaveCount(0);
    const code = prompt.getByLabel('Masa kodu');
    const confirm = prompt.getByRole('button', { name: 'Kodu Onayla' });
    // A code no table has, and the code of another table, are each refused with their reason.
    await code.fill('2222-2222-2222');
    await confirm.click();
    await expect(prompt.getByRole('alert')).toHaveText(
      'Bu koda sahip bir masa yok. QR kodun altındaki kodu kontrol edip tekrar deneyin.',
    );
    await code.fill(await tableToken(request, EGE, other.id));
    await confirm.click();
    await expect(prompt.getByRole('alert')).toHaveText(
      'Bu kod başka bir masanın. Oturduğunuz masadaki kodu girin.',
    );
    // The table's own code, as printed: the order form replaces the prompt.
    const token = await tableToken(request, EGE, table.id);
    await code.fill(`${token.slice(0, 4)}-${token.slice(4, 8)}-${token.slice(8)}`.toLowerCase());
    await confirm.click();
    await expect(prompt).toHaveCount(0);
    const placed = page.waitForResponse(
      (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Siparişi Onayla' }).click();
    expect((await placed).status()).toBe(201);
    await expect(
      page.getByRole('status').filter({ hasText: 'Siparişiniz başarıyla oluşturuldu!' }),
    ).toBeVisible();
  } finally {
    await table.close();
    await other.close();
  }
});
