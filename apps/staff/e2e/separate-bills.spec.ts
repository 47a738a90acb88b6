import { type Locator, type Page, expect, test } from '@playwright/test';
import { formatTry } from '../../../packages/core/src/money/format-try.ts';
import { DEMO_BUSINESS_IDS } from '../../server/src/db/seed/demo-ids.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { moveOrder, staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff } from './support/sign-in.ts';
import { newPhone } from '../../web/e2e/support/phone.ts';
import { openScreen } from './support/screens.ts';

// Issue 32 §3, ADR 078: two couples at one table want separate bills. The waiter takes one
// order for the four, opens "Ayrı hesap" and moves the second couple's dishes to "Hesap 2",
// then takes one cash payment per bill: each slip shows its own lines and VAT, and the table
// can be cleared only after the second. At 1024×768 (a tablet) and 390×844 (a waiter's phone).

const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const WAITER = { email: 'waiter@bogaz.masa.app', password: 'staff1234' };
type Bill = { payments: { id: string; vat: { rate: number; vat: number }[] }[] };
type Paid = { data: { payment: { id: string; amount: number }; bill: Bill } };

/** "Ödeme Al" on one order of the panel, in cash; answers the recorded payment. */
async function payInCash(page: Page, order: Locator, orderNumber: number) {
  await order.getByRole('button', { name: 'Ödeme Al' }).click();
  const form = order.getByRole('form', { name: `Sipariş #${orderNumber} ödemesi` });
  await form.getByRole('radio', { name: 'Nakit' }).check();
  const paid = page.waitForResponse(
    (r) => r.url().endsWith('/payments') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: /Ödemeyi Kaydet$/ }).click();
  const answer = await paid;
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as Paid).data;
}

/** The slip's dish lines, and its VAT rows as the bill model priced this payment's share. */
async function expectSlip(page: Page, orderNumber: number, paid: Paid['data'], dishes: RegExp[]) {
  const slip = page.getByRole('region', { name: `Sipariş #${orderNumber} ödeme fişi` });
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const lines = (await slip.getByRole('list').first().getByRole('listitem').allInnerTexts())
    .map(oneLine)
    .filter((line) => !line.startsWith('Kuver'));
  expect(lines).toEqual(dishes.map((dish) => expect.stringMatching(dish)));
  const share = paid.bill.payments.find((p) => p.id === paid.payment.id)!;
  expect(share.vat.length).toBeGreaterThan(0);
  for (const group of share.vat) {
    const row = slip
      .locator('div')
      .filter({ hasText: `KDV %${group.rate} (dahil)` })
      .last();
    await expect(row.locator('dd')).toHaveText(formatTry(group.vat));
  }
  await expect(slip.getByTestId('receipt-amount')).toHaveText(formatTry(paid.payment.amount));
  return slip;
}

for (const screen of [
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`two couples pay two bills at one table (${screen.width}×${screen.height})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const table = await ownTable(request, BOGAZ, 'İki Çift');
    try {
      await signInStaff(page, WAITER);
      await openScreen(page, 'Masalar');
      await page.getByRole('button', { name: new RegExp(`^${table.name}\\b`) }).click();
      await page.getByRole('link', { name: 'Sipariş Al' }).click();
      await page
        .getByRole('group', { name: 'Kişi sayısı' })
        .getByRole('button', { name: '4' })
        .click();
      const menu = page.getByRole('region', { name: 'Menüde ara' });
      const dish = (name: string) => menu.getByRole('button', { name: new RegExp(`^${name} ₺`) });
      await menu.getByRole('button', { name: 'Başlangıçlar' }).click();
      for (const name of ['Mercimek Çorbası', 'Mercimek Çorbası', 'Humus', 'Humus']) {
        await dish(name).click();
      }
      const ticket = page.getByRole('region', { name: 'Adisyon' });
      await expect(ticket).toContainText('4 ürün');
      // One bill yet: the screen does not ask which.
      await expect(page.getByRole('group', { name: 'Hangi hesap?' })).toHaveCount(0);
      const sent = page.waitForResponse((r) => r.url().endsWith('/orders'));
      await ticket.getByRole('button', { name: 'Gönder' }).click();
      const [order] = (
        (await (await sent).json()) as { data: { orders: { id: string; orderNumber: number }[] } }
      ).data.orders;
      // The kitchen made and the waiter served the starters.
      await moveOrder(
        request,
        await staffHeaders(request),
        order!.id,
        'preparing',
        'ready',
        'delivered',
      );

      const panel = page.getByRole('region', { name: new RegExp(`^${table.name} ·`) });
      const first = panel
        .getByRole('listitem')
        .filter({ hasText: `Sipariş #${order!.orderNumber}` });
      await first.getByRole('button', { name: 'Ayrı hesap' }).click();
      const form = first.getByRole('form', { name: 'Ayrı hesap' });
      // The second couple had the two Humus.
      await form.getByLabel('Humus (2 adet): ayrı hesaba geçecek adet').fill('2');
      await expect(form).toContainText(
        '2 adet ürün yeni bir hesaba geçecek; iki hesap ayrı ayrı ödenir.',
      );
      expect(await findA11yViolations(page)).toEqual([]);
      await form.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `docs/screenshots/staff-separate-bill-${screen.name}.png` });
      const opened = page.waitForResponse((r) => r.url().endsWith('/bills'));
      await form.getByRole('button', { name: 'Ayrı hesap aç' }).click();
      const second = ((await (await opened).json()) as { data: { to: { orderNumber: number } } })
        .data.to;

      // Each bill under its own name, with its own lines, total, paid and "Ödeme Al".
      const bill1 = panel.getByRole('region', { name: 'Hesap 1' });
      const bill2 = panel.getByRole('region', { name: 'Hesap 2' });
      await expect(bill2).toContainText(`Sipariş #${second.orderNumber}`);
      await expect(bill2.getByRole('list', { name: 'Hesap' }).first()).toHaveText(/^2 × Humus/);
      await expect(bill1.getByRole('list', { name: 'Hesap' }).first()).toHaveText(
        /^2 × Mercimek Çorbası/,
      );
      await expect(bill1.getByRole('button', { name: 'Ödeme Al' })).toHaveCount(1);
      await expect(bill2.getByRole('button', { name: 'Ödeme Al' })).toHaveCount(1);
      expect(await findA11yViolations(page)).toEqual([]);
      await bill2.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `docs/screenshots/staff-two-bills-${screen.name}.png` });

      if (screen.name === 'phone') {
        // A diner's phone at the table reads the table's orders, each named by its bill.
        const phoneContext = await newPhone(browser);
        const phone = await phoneContext.newPage();
        try {
          const joined = phone.waitForResponse((r) => r.url().endsWith('/tables/sessions/join'));
          await phone.goto(table.qrUrl);
          expect((await joined).status()).toBe(201);
          await phone.goto(`/customerapp/table/${BOGAZ}/${table.id}`);
          const card = phone.getByRole('article', { name: `Sipariş #${second.orderNumber}` });
          await expect(card).toContainText(`${table.name} · Hesap 2`);
          await expect(
            phone.getByRole('article', { name: `Sipariş #${order!.orderNumber}` }),
          ).not.toContainText('Hesap 2');
          await card.scrollIntoViewIfNeeded();
          await phone.screenshot({ path: 'docs/screenshots/diner-separate-bill-390.png' });
        } finally {
          await phoneContext.close();
        }
      }

      // The next round names its bill: the take-order screen asks which one.
      await page.getByRole('link', { name: 'Sipariş Al' }).click();
      const which = page.getByRole('group', { name: 'Hangi hesap?' });
      await expect(which.getByRole('button')).toHaveText(['Hesap 1', 'Hesap 2']);
      await page.getByRole('button', { name: /Masaya Dön/ }).click();

      // The first couple pays Hesap 1: the slip is theirs alone, and the table is not free yet.
      const paid1 = await payInCash(page, bill1.getByRole('listitem').first(), order!.orderNumber);
      const slip1 = await expectSlip(page, order!.orderNumber, paid1, [/^2 × Mercimek Çorbası ₺/]);
      await expect(slip1).toContainText(`Masa: ${table.name} ·`);
      await expect(slip1).not.toContainText('Hesap 2');
      await slip1.getByRole('button', { name: 'Kapat' }).click();
      await expect(panel.getByRole('button', { name: 'Masayı Boşalt' })).toBeDisabled();

      // The second couple pays Hesap 2: its slip names its bill and shows only its dishes.
      const paid2 = await payInCash(page, bill2.getByRole('listitem').first(), second.orderNumber);
      const slip2 = await expectSlip(page, second.orderNumber, paid2, [/^2 × Humus ₺/]);
      await expect(slip2).toContainText(`Masa: ${table.name} · Hesap 2`);
      await slip2.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `docs/screenshots/staff-separate-bill-receipt-${screen.name}.png`,
      });
      await slip2.getByRole('button', { name: 'Kapat' }).click();

      // Both bills paid and served: now the table clears.
      const clear = panel.getByRole('button', { name: 'Masayı Boşalt' });
      await expect(clear).toBeEnabled();
      await clear.click();
      await expect(
        page.getByRole('button', { name: new RegExp(`^${table.name}\\b`) }),
      ).toContainText('Boş');
    } finally {
      await table.close();
    }
  });
}
