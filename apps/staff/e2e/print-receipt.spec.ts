import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { formatTry } from '../../../packages/core/src/money/format-try.ts';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { placeApiOrder } from '../../web/e2e/support/bill-helpers.ts';
import { BOGAZ } from '../../web/e2e/support/qr-video.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { readPrintedPdf } from './support/read-printed-pdf.ts';
import { signInStaff } from './support/sign-in.ts';
import { openTablePanel } from './support/table-panel.ts';

// Issue 29 §2: "Yazdır" printed the receipt as two blank A4 pages, and what it printed was no
// receipt: no business, date, table or waiter, and the campaign spread over the lines. The
// waiter takes the payment of an order with the CAYBIZDEN campaign at the tablet and prints
// its slip; the PDF Chromium prints (print media, A4, as the browser's print dialog in Turkey)
// is read back: one page with the business's name, address and tax number, the date and time,
// the table and waiter, the dish at its menu price, the kuver, the campaign as its own minus
// line, VAT, total and 'Bilgi fişidir, mali değeri yoktur.', and nothing of the screen around
// it. The table is the spec's own, so no other spec's orders are on it (and Ege's day, which
// the reports spec adds up, is left alone).

const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234' };

test('"Yazdır" prints the receipt alone, on one readable page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const table = await ownTable(request, BOGAZ, 'Fiş');
  try {
    const diner = await registerByApi(request, uniqueEmail('receipt'), 'Fiş Okur');
    const { order, productName } = await placeApiOrder(request, diner, BOGAZ, table.id, 2, {
      campaignCode: 'CAYBIZDEN',
    });
    const [dish] = (order as unknown as { items: { originalPrice: number }[] }).items;

    await signInStaff(page, OWNER);
    await page.getByRole('button', { name: 'Servisi Başlat' }).click();
    const panel = await openTablePanel(page, table.name);
    await panel.getByRole('button', { name: 'Ödeme Al' }).click();
    const form = panel.getByRole('form', { name: `Sipariş #${order.orderNumber} ödemesi` });
    await form.getByRole('radio', { name: 'Kredi kartı' }).check();
    await form.getByRole('button', { name: `${formatTry(order.total)} Ödemeyi Kaydet` }).click();
    const receipt = page.getByRole('region', {
      name: `Sipariş #${order.orderNumber} ödeme fişi`,
    });
    await expect(receipt.getByRole('button', { name: 'Yazdır' })).toBeVisible();
    // What the receipt reads on the screen, line by line: the dish and the kuver, then figures.
    const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
    const lines = (await receipt.getByRole('listitem').allInnerTexts()).map(oneLine);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(`2 × ${productName} ${formatTry(dish!.originalPrice * 2)}`);
    expect(lines[1]).toMatch(/^Kuver ₺/);
    expect(lines[2]).toBe('CAYBIZDEN · Çaylar Bizden −₺25,00');
    const head = [
      'Boğaziçi Lokantası',
      'Cevdet Paşa Cad. No: 34, Bebek, 34342 Beşiktaş/İstanbul',
      'Beşiktaş V.D. · VKN 1790012345',
      `Masa: ${table.name} · Ödemeyi alan: Mehmet Kaya`,
    ];
    for (const shown of head) await expect(receipt.getByText(shown)).toBeVisible();
    const when = oneLine(await receipt.getByTestId('receipt-when').innerText());
    expect(when).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    const foot = 'Bilgi fişidir, mali değeri yoktur.';
    await expect(receipt.getByText(foot)).toBeVisible();
    const figure = async (term: RegExp) =>
      oneLine(await receipt.locator('dl > div').filter({ hasText: term }).first().innerText());
    const vat = await figure(/^KDV %/);
    expect(vat).toMatch(/^KDV %\d+ \(dahil\) ₺[\d.]+,\d\d$/);
    const total = await figure(/^Kredi kartı/);
    expect(total).toBe(`Kredi kartı ${formatTry(order.total)}`);

    await page.emulateMedia({ media: 'print' });
    const printed = await readPrintedPdf(await page.pdf({ format: 'A4' }));
    expect(printed.pageCount).toBe(1);
    // pdf.js splits the text where the font joins letters ('fi'): compared without spaces.
    const squeezed = (text: string) => text.replace(/\s+/g, '');
    const text = squeezed(printed.pages[0]!);
    for (const shown of [
      ...head,
      when,
      `Sipariş #${order.orderNumber} ödeme fişi`,
      ...lines,
      vat,
      total,
      `Kalan ${formatTry(0)}`,
      foot,
    ])
      expect(text).toContain(squeezed(shown));
    // Only the receipt: neither its buttons nor the screen around it.
    for (const around of ['Yazdır', 'Kapat', 'Ödeme Al', 'Masalar'])
      expect(text).not.toContain(squeezed(around));
    await writeFile('docs/screenshots/receipt.png', printed.firstPagePng);
  } finally {
    await table.close();
  }
});
