import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatTry } from '../../../packages/core/src/money/format-try.ts';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { placeApiOrder } from '../../web/e2e/support/bill-helpers.ts';
import { BOGAZ } from '../../web/e2e/support/qr-video.ts';
import { staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff } from './support/sign-in.ts';
import { openTablePanel } from './support/table-panel.ts';
import { openScreen } from './support/screens.ts';

// Issue 32 §1, ADR 073: a waiter gives a dish above the ₺100 limit as ikram; "Yönetici onayı"
// asks for a manager's PIN, typed on the waiter's own device; the bill shows it as İkram ₺0 and
// its total drops. A burnt dish is voided as wasted.

const WAITER = { email: 'waiter@bogaz.masa.app', password: 'staff1234' };
const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234' };

type MenuProduct = {
  name: string;
  price: number;
  isAvailable: boolean;
  options: { required: boolean }[];
};

/** A plain dish of Boğaziçi's menu over the waiter's ₺100 limit. */
async function dishOverLimit(request: APIRequestContext): Promise<MenuProduct> {
  const menu = (await (await request.get(`/api/products/business/${BOGAZ}`)).json()) as {
    data: MenuProduct[];
  };
  const dish = menu.data.find(
    (p) => p.isAvailable && p.price > 100_00 && p.options.every((o) => !o.required),
  );
  if (!dish) throw new Error('no plain dish over ₺100');
  return dish;
}

for (const size of [
  { width: 1024, height: 768, name: 'tablet' },
  { width: 390, height: 844, name: 'phone' },
]) {
  test(`a waiter gives an ikram over the limit with a manager's PIN (${size.name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const dish = await dishOverLimit(request);
    const table = await ownTable(request, BOGAZ, `İkram ${size.name}`);
    try {
      const diner = await registerByApi(request, uniqueEmail('ikram'), 'Doğum Günü');
      const { order } = await placeApiOrder(request, diner, BOGAZ, table.id, 1, {
        productName: dish.name,
      });
      await signInStaff(page, WAITER);
      const panel = await openTablePanel(page, table.name);
      await expect(panel.getByText(formatTry(order.total)).first()).toBeVisible();

      await panel.getByRole('button', { name: `Düzelt: ${dish.name}` }).click();
      const correct = page.getByRole('dialog', { name: `Düzelt: ${dish.name}` });
      await correct.getByLabel('İkram').check();
      await correct.getByLabel('Sebep', { exact: true }).selectOption({ label: 'Doğum günü' });
      await page.screenshot({ path: `docs/screenshots/staff-line-corrections-${size.name}.png` });
      await correct.getByRole('button', { name: 'İkram' }).click();

      const approval = page.getByRole('dialog', { name: 'Yönetici onayı' });
      await expect(approval).toContainText('yönetici onayı gerekli');
      await approval.getByLabel(/Selin Aydın/).check();
      await approval.getByLabel('PIN').fill('0000');
      await approval.getByRole('button', { name: 'Onayla' }).click();
      await expect(approval.getByRole('alert')).toHaveText('Onay PIN’i yanlış');
      await page.screenshot({ path: `docs/screenshots/staff-approval-dialog-${size.name}.png` });
      await approval.getByLabel('PIN').fill('2580');
      await approval.getByRole('button', { name: 'Onayla' }).click();
      await expect(approval).toBeHidden();
      await expect(correct).toBeHidden();

      const line = panel.locator('.bill-lines li').filter({ hasText: dish.name });
      await expect(line).toContainText(`İkram ${formatTry(0)}`);
      // The diner's bill, from the server's one bill model, has the dish at ₺0.
      const bill = await request.get(`/api/orders/${order.id}/bill`, {
        headers: { authorization: `Bearer ${diner.token}` },
      });
      const lines = (await bill.json()).data.bill.lines as {
        name: string;
        ikram: boolean;
        amount: number;
      }[];
      expect(lines.find((l) => l.name === dish.name)).toMatchObject({ ikram: true, amount: 0 });
    } finally {
      await table.close();
    }
  });
}

test('a waiter voids a burnt dish as wasted', async ({ page, request }) => {
  test.setTimeout(90_000);
  const table = await ownTable(request, BOGAZ, 'Yanık');
  try {
    const diner = await registerByApi(request, uniqueEmail('burnt'), 'Yanık Tabak');
    const { order, productName } = await placeApiOrder(request, diner, BOGAZ, table.id, 2, {
      productName: 'Çay',
    });
    await signInStaff(page, WAITER);
    const panel = await openTablePanel(page, table.name);
    await panel.getByRole('button', { name: `Düzelt: ${productName}` }).click();
    const correct = page.getByRole('dialog', { name: `Düzelt: ${productName}` });
    await correct.getByLabel('İptal (zayi)').check();
    await correct.getByLabel(/^Adet/).fill('1');
    await correct.getByLabel('Sebep', { exact: true }).selectOption({ label: 'Yanık / bozuk' });
    await correct.getByRole('button', { name: 'İptal (zayi)' }).click();
    await expect(correct).toBeHidden();
    await expect(panel.locator('.bill-lines li').filter({ hasText: productName })).toContainText(
      '1 ×',
    );
    expect(order.total).toBeGreaterThan(0);
  } finally {
    await table.close();
  }
});

test('a reason gets its English in Ayarlar, the picker shows it in English, and an archived one is refused and leaves the list', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await staffHeaders(request, OWNER);
  type Reason = { id: string; kind: string; label: string; labelEn: string };
  const voidReasons = async () =>
    (
      (await (await request.get('/api/staff/corrections/reasons', { headers: owner })).json()) as {
        data: Reason[];
      }
    ).data.filter((reason) => reason.kind === 'void');
  const suffix = Date.now().toString(36).slice(-4);
  const label = `Soğudu ${suffix}`;
  const table = await ownTable(request, BOGAZ, 'Sebep');
  try {
    const diner = await registerByApi(request, uniqueEmail('reason'), 'Soğuk Tabak');
    const { productName } = await placeApiOrder(request, diner, BOGAZ, table.id, 2, {
      productName: 'Çay',
    });
    await signInStaff(page, OWNER);
    await openScreen(page, 'Ayarlar');
    const lists = page.getByRole('form', { name: 'Düzeltme sebepleri' });
    const lines = lists.getByLabel('Sebepler (her satıra bir)');
    await expect(lines).toHaveValue(/^Yanlış sipariş \| Wrong order$/m);
    await lines.fill(`${await lines.inputValue()}\n${label} | Went cold ${suffix}`);
    await lists.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Düzeltme sebepleri kaydedildi')).toBeVisible();

    const panel = await openTablePanel(page, table.name);
    await panel.getByRole('button', { name: `Düzelt: ${productName}` }).click();
    const correct = page.getByRole('dialog', { name: `Düzelt: ${productName}` });
    await correct.getByLabel('İptal (yapılmadı)').check();
    await correct.getByLabel(/^Adet/).fill('1');
    const picker = correct.getByLabel('Sebep', { exact: true });
    await picker.selectOption({ label });

    // Meanwhile the manager takes the reason off the list (on another device).
    const kept = (await voidReasons()).filter((reason) => reason.label !== label);
    const saved = await request.put('/api/staff/corrections/reasons', {
      headers: owner,
      data: {
        kind: 'void',
        reasons: kept.map(({ id, label: tr, labelEn }) => ({ id, label: tr, labelEn })),
      },
    });
    expect(saved.status()).toBe(200);
    await correct.getByRole('button', { name: 'İptal (yapılmadı)' }).click();
    await expect(correct.getByRole('alert')).toHaveText(
      'Bu neden artık listede değil; listeyi yenileyin',
    );
    // The list was fetched again: the archived reason is gone and nothing is chosen.
    await expect(picker.locator('option', { hasText: label })).toHaveCount(0);
    await expect(picker).toHaveValue('');
    await picker.selectOption({ label: 'Müşteri vazgeçti' });
    await correct.getByRole('button', { name: 'İptal (yapılmadı)' }).click();
    await expect(correct).toBeHidden();

    // In English, the picker shows each reason's English.
    await page.getByRole('combobox', { name: 'Dil' }).selectOption('en');
    await panel
      .getByRole('button', { name: `Correct: ${productName}` })
      .first()
      .click();
    const english = page.getByRole('dialog', { name: `Correct: ${productName}` });
    await english.getByLabel('Void (not made)').check();
    await expect(english.getByLabel('Reason', { exact: true }).locator('option')).toHaveText([
      '—',
      'Wrong order',
      'Guest changed their mind',
      'Burnt / spoiled',
    ]);
  } finally {
    await table.close();
  }
});
