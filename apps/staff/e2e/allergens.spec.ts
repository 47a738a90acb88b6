import { type Browser, type Page, expect, test } from '@playwright/test';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { openSignedIn } from '../../web/e2e/support/bill-helpers.ts';
import { EGE } from '../../web/e2e/support/qr-video.ts';
import { staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { signInStaff } from './support/sign-in.ts';
import { newPhone } from '../../web/e2e/support/phone.ts';

// Issue 21 §5 (ADR 045): a signed-in diner saves the allergens to avoid in the profile, orders
// a dish with one of them from the phone, and the staff see the order's allergy note on the
// board's card, the kitchen display and the table's panel. Ege Sofrası's Teras 2 is only
// scanned by another spec, never ordered at; the order is cancelled at the end.

const OWNER = { email: 'staff@ege.masa.app', password: 'staff1234' };
const TABLE = 'table-ege02';
const NOTE = 'Alerji: Yumurta, Süt';
type Envelope<T> = { data: T };

async function expectNoA11yViolations(page: Page) {
  expect(await findA11yViolations(page)).toEqual([]);
}

/** A registered diner's phone, signed in and seated at Teras 2, on the profile edit screen. */
async function dinerPhone(browser: Browser) {
  const context = await newPhone(browser, { timezoneId: 'Europe/Istanbul' });
  const phone = await context.newPage();
  const session = await registerByApi(phone.request, uniqueEmail('alerji'), 'Alerji Notu');
  await openSignedIn(phone, session, { businessId: EGE, tableId: TABLE }, '/profile/edit');
  return { context, phone };
}

test("a diner's allergy note from the profile reaches the staff's card, kitchen display and table panel", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, phone } = await dinerPhone(browser);

  // The profile edit screen saves the choice on the account.
  const section = phone.getByRole('region', { name: 'Alerjenlerim' });
  await expect(
    section.getByText('Seçiminiz hesabınıza kaydedilir.', { exact: false }),
  ).toBeVisible();
  const saved = phone.waitForResponse((r) => r.url().endsWith('/api/users/allergens'));
  await section.getByLabel('Süt', { exact: true }).check();
  await section.getByLabel('Yumurta', { exact: true }).check();
  await section.getByRole('button', { name: 'Alerjenleri Kaydet' }).click();
  expect((await saved).status()).toBe(200);
  await expect(section.getByText('Alerjen tercihleriniz kaydedildi')).toBeVisible();
  await expectNoA11yViolations(phone);

  // The menu reads it from the account; the diner orders a marked dish anyway.
  await phone.goto(`/customerapp/menu/${EGE}/${TABLE}`);
  await expect(phone.getByRole('button', { name: 'Alerjenlerim (2)' })).toBeVisible();
  const boyoz = phone.locator('li.product-card', {
    has: phone.getByRole('link', { name: 'Boyoz ayrıntıları' }),
  });
  await expect(boyoz.getByText('Alerjen: Yumurta')).toBeVisible();
  await phone.getByRole('button', { name: 'Boyoz sepete ekle' }).click();
  await phone.getByRole('link', { name: /Sepete git/ }).click();
  await phone.getByRole('button', { name: 'Siparişi Onayla' }).click();
  const placed = phone.waitForResponse(
    (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
  );
  await phone.getByRole('button', { name: 'Yine de Sipariş Ver' }).click();
  const response = await placed;
  expect(response.status()).toBe(201);
  const order = ((await response.json()) as Envelope<{ id: string; orderNumber: number }>).data;

  // The board's card shows the note, prominently, on the tablet.
  await signInStaff(page, OWNER);
  const card = page.getByRole('article', { name: new RegExp(`Sipariş #${order.orderNumber}$`) });
  await expect(card.getByText(NOTE)).toBeVisible();
  await expectNoA11yViolations(page);
  await card.screenshot({ path: 'test-results/allergens/staff-board-card.png' });
  await page.screenshot({ path: 'test-results/allergens/staff-board.png' });

  // The kitchen display, which the cooks read.
  await page.getByRole('link', { name: 'Mutfak Ekranı' }).click();
  const kitchenCard = page.getByRole('article', {
    name: new RegExp(`Sipariş #${order.orderNumber}$`),
  });
  await expect(kitchenCard.getByText(NOTE)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: 'test-results/allergens/staff-kitchen.png' });

  // The table's panel on the floor.
  await page.getByRole('link', { name: 'Masalar' }).click();
  await page.getByRole('button', { name: /^Teras 2\b/ }).click();
  const panel = page.getByRole('region', { name: /^Teras 2 ·/ });
  await expect(panel).toContainText(`Sipariş #${order.orderNumber}`);
  await expect(panel.getByText(NOTE)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: 'test-results/allergens/staff-table-panel.png' });

  // Teras 2 is left as it was found.
  const cancel = await page.request.patch(`/api/staff/orders/${order.id}/status`, {
    headers: await staffHeaders(page.request, OWNER),
    data: { status: 'cancelled', reason: 'Test siparişi' },
  });
  expect(cancel.status()).toBe(200);
  await context.close();
});
